import { processIo } from "./lib/io.js";
import { runCli } from "./program.js";

// `adstudio …`: the exit code is set rather than forced, so pending output is flushed first.
process.exitCode = await runCli(process.argv.slice(2), processIo());
