#!/usr/bin/env node
import { CommanderError } from "commander";
import { ConfigError } from "../config.js";
import { BackupError } from "./manifest.js";
import { buildAdminProgram } from "./program.js";

/**
 * `adstudio-admin`: operator commands run beside (or instead of) the server, with the server's own
 * environment (DATABASE_URL, ADSTUDIO_DATA_DIR, …). Data on stdout, progress and errors on stderr;
 * exit 0 on success, 1 on failure. The commands are in program.ts.
 */

async function main(): Promise<number> {
  try {
    await buildAdminProgram().parseAsync(process.argv);
    return 0;
  } catch (error) {
    // Commander has printed its own message (unknown command, missing argument) or the help.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 1;
    if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`adstudio-admin: ${error.message}\n`);
      return 1;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`adstudio-admin: failed: ${message}\n`);
    return 1;
  }
}

// Exit explicitly: an embedded PostgreSQL this command started has been stopped; nothing else should
// keep the process.
main().then((code) => process.exit(code));
