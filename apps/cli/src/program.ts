import { isApiError } from "@adstudio/api-client";
import { Command, CommanderError } from "commander";
import packageJson from "../package.json" with { type: "json" };
import { adCommand } from "./commands/ad/index.js";
import { companyCommand } from "./commands/company/index.js";
import { keyCommand } from "./commands/key/index.js";
import { loginCommand } from "./commands/login.js";
import { logoutCommand } from "./commands/logout.js";
import { qrCommand } from "./commands/qr/index.js";
import { validateCommand } from "./commands/validate.js";
import { whoamiCommand } from "./commands/whoami.js";
import { examples } from "./lib/command.js";
import { type CliContext, createContext } from "./lib/context.js";
import { CliError, EXIT } from "./lib/exit-codes.js";
import type { CliIo } from "./lib/io.js";

const ABOUT = `
Exit codes: 0 ok, 1 error, 2 usage (also an input file that cannot be read), 3 some import rows
failed, 4 not signed in or key rejected.
Environment: ADSTUDIO_URL, ADSTUDIO_KEY (win over the saved sign-in), ADSTUDIO_CONFIG_DIR, NO_COLOR.
Data goes to stdout (--json on every command that prints data); messages and progress to stderr.
`;

/** The whole command tree, over one run's context. */
export function buildProgram(context: CliContext): Command {
  const program = new Command("adstudio")
    .description(
      "Adstudio from the command line: ads, QR links, companies and secret keys, for ops scripts and CI.",
    )
    .version(packageJson.version, "-V, --version")
    // The root's options only before a command, so `ad comments <id> --version 2` is the command's own.
    .enablePositionalOptions()
    .addCommand(loginCommand(context))
    .addCommand(whoamiCommand(context))
    .addCommand(logoutCommand(context))
    .addCommand(qrCommand(context))
    .addCommand(companyCommand(context))
    .addCommand(adCommand(context))
    .addCommand(validateCommand(context))
    .addCommand(keyCommand(context))
    .addHelpText(
      "after",
      `${ABOUT}${examples(
        ["adstudio login --url https://studio.example.com --key adsk_…", "sign in once"],
        ["adstudio qr list --search sale", "QR links"],
        ["adstudio company import companies.csv --dry-run", "check an import"],
        ["adstudio qr export -o links.csv", "back up QR links"],
        ["adstudio validate banner.zip --profile google-ads", "check a creative offline"],
      )}`,
    );
  configureTree(program, context);
  return program;
}

/** Commander settings do not reach commands added with addCommand(); apply them to every command. */
function configureTree(command: Command, context: CliContext): void {
  command
    .exitOverride()
    .showHelpAfterError("(add --help for usage and examples)")
    .configureOutput({
      writeOut: (text) => context.io.stdout.write(text),
      writeErr: (text) => context.io.stderr.write(text),
    });
  for (const child of command.commands) configureTree(child, context);
}

/** Runs one command line (without `node` and the script) and answers the exit code. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const context = createContext(io);
  const program = buildProgram(context);
  try {
    if (args.length === 0) {
      program.outputHelp();
      return EXIT.usage;
    }
    await program.parseAsync(args, { from: "user" });
    return context.exitCode;
  } catch (error) {
    return report(context, error);
  }
}

function report(context: CliContext, error: unknown): number {
  const { out } = context;
  if (out.interactive) out.endStatus();
  if (error instanceof CommanderError) {
    // Commander printed the message (or the help) already.
    if (["commander.helpDisplayed", "commander.version", "commander.help"].includes(error.code)) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    return EXIT.usage;
  }
  if (error instanceof CliError) {
    out.error(error.message);
    return error.exitCode;
  }
  if (isApiError(error)) {
    if (error.status === 401) {
      out.error(
        `The server rejected the secret key (${error.message}). Sign in again: adstudio login --url <studio> --key <key>`,
      );
      return EXIT.auth;
    }
    if (error.status === 0) {
      out.error(`${error.message}. Is the studio address right and the server running?`);
      return EXIT.error;
    }
    const fields = Object.entries(error.errors ?? {})
      .filter(([, message]) => message !== error.message)
      .map(([field, message]) => `\n  ${field}: ${message}`)
      .join("");
    const prefix = error.status === 403 ? "Permission denied: " : "";
    out.error(`${prefix}${error.message}${fields} (HTTP ${error.status})`);
    return EXIT.error;
  }
  out.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return EXIT.error;
}
