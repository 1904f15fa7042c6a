import path from "node:path";
import { Command, CommanderError } from "commander";
import { type Config, loadConfig } from "../config.js";
import { createStorage } from "../deps.js";
import type { FileStorage } from "../storage/index.js";
import { VERSION } from "../version.js";
import { backup } from "./backup.js";
import { restore } from "./restore.js";
import { storageMigrateCommand } from "./storage-migrate.js";

/**
 * The `adstudio-admin` command tree. Building it reads no environment and connects to nothing (the actions
 * do, when run), so the docs generator can print every command's help; main.ts runs it.
 */

const ABOUT = `
Run it with the studio's environment (DATABASE_URL, ADSTUDIO_DATA_DIR, …).
Exit codes: 0 ok, 1 error (one line on stderr saying what is wrong).
Progress and errors go to stderr; backup and restore print nothing on stdout.
`;

/** An "Examples:" block, as the `adstudio` CLI prints it. */
function examples(...lines: Array<[command: string, what: string]>): string {
  const width = Math.max(...lines.map(([command]) => command.length));
  return `\nExamples:\n${lines.map(([command, what]) => `  $ ${command.padEnd(width)}  # ${what}`).join("\n")}\n`;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Runs `work` on the studio's file store as the server builds it (`<data dir>/files`, or the S3 bucket of
 * ADSTUDIO_S3_*, checked first), and lets the store go after.
 */
async function withStorage(config: Config, work: (storage: FileStorage) => Promise<unknown>): Promise<void> {
  const storage = await createStorage(config);
  try {
    await work(storage);
  } finally {
    storage.close?.();
  }
}

export function buildAdminProgram(): Command {
  const program = new Command("adstudio-admin")
    .description("Adstudio operator commands (they read the same environment variables as the server)")
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) })
    .addHelpText(
      "after",
      `${ABOUT}${examples(
        ["adstudio-admin backup /backups/2026-12-06", "while the studio runs"],
        ["adstudio-admin restore /backups/2026-12-06", "into an empty data directory"],
      )}`,
    );

  program
    .command("backup")
    .description(
      "back up the database and the stored files into a new or empty directory, while the studio runs",
    )
    .argument("<dir>", "the directory to write (created if missing; must be empty)")
    .addHelpText(
      "after",
      examples(
        ["adstudio-admin backup /backups/2026-12-06", "while the studio runs"],
        ["DATABASE_URL=$URL adstudio-admin backup /backups/x", "an external database"],
      ),
    )
    .action(async (dir: string) => {
      const config = loadConfig();
      await withStorage(config, (storage) => backup({ dir: path.resolve(dir), config, storage, progress }));
    });

  program
    .command("restore")
    .description("restore a backup into an empty data directory or database (the studio stopped)")
    .argument("<dir>", "a directory written by `adstudio-admin backup`")
    .option("--force", "replace the database and files that the target already holds")
    .addHelpText(
      "after",
      examples(
        ["ADSTUDIO_DATA_DIR=/srv/new adstudio-admin restore /backups/x", "into an empty one"],
        ["adstudio-admin restore /backups/x --force", "replace what it holds"],
      ),
    )
    .action(async (dir: string, options: { force?: boolean }) => {
      const config = loadConfig();
      await withStorage(config, (storage) =>
        restore({ dir: path.resolve(dir), config, storage, force: options.force === true, progress }),
      );
    });

  program
    .command("storage")
    .description("the file store")
    .command("migrate")
    .description(
      "copy the local file store into the S3 bucket named by ADSTUDIO_S3_* (files already there are skipped, so run it again to resume)",
    )
    .option("--from <folder>", "the local store to copy (default: <ADSTUDIO_DATA_DIR>/files)")
    .option("--dry-run", "list what would be copied, write nothing")
    .addHelpText(
      "after",
      examples(
        ["ADSTUDIO_S3_BUCKET=ads adstudio-admin storage migrate --dry-run", "what would be copied"],
        ["ADSTUDIO_S3_BUCKET=ads adstudio-admin storage migrate", "copy (run again to resume)"],
      ),
    )
    .action(async (options: { from?: string; dryRun?: boolean }) => {
      const code = await storageMigrateCommand(options);
      if (code !== 0) throw new CommanderError(code, "adstudio-admin.storage.migrate", "");
    });

  return program;
}
