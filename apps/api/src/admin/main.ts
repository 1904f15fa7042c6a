#!/usr/bin/env node
import path from "node:path";
import { Command, CommanderError } from "commander";
import { type Config, ConfigError, loadConfig } from "../config.js";
import { createLocalStorage, type FileStorage } from "../storage/index.js";
import { VERSION } from "../version.js";
import { backup } from "./backup.js";
import { BackupError } from "./manifest.js";
import { restore } from "./restore.js";

/**
 * `adstudio-admin`: operator commands run beside (or instead of) the server, with the server's own
 * environment (DATABASE_URL, ADSTUDIO_DATA_DIR, …). Data on stdout, progress and errors on stderr;
 * exit 0 on success, 1 on failure.
 */
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The studio's file store, as the server builds it. */
function storageOf(config: Config): FileStorage {
  return createLocalStorage(path.join(config.dataDir, "files"), config.publicUrl);
}

const program = new Command("adstudio-admin")
  .description("Adstudio operator commands (they read the same environment variables as the server)")
  .version(VERSION)
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program
  .command("backup")
  .description(
    "back up the database and the stored files into a new or empty directory, while the studio runs",
  )
  .argument("<dir>", "the directory to write (created if missing; must be empty)")
  .action(async (dir: string) => {
    const config = loadConfig();
    await backup({ dir: path.resolve(dir), config, storage: storageOf(config), progress });
  });

program
  .command("restore")
  .description("restore a backup into an empty data directory or database (the studio stopped)")
  .argument("<dir>", "a directory written by `adstudio-admin backup`")
  .option("--force", "replace the database and files that the target already holds")
  .action(async (dir: string, options: { force?: boolean }) => {
    const config = loadConfig();
    await restore({
      dir: path.resolve(dir),
      config,
      storage: storageOf(config),
      force: options.force === true,
      progress,
    });
  });

async function main(): Promise<number> {
  try {
    await program.parseAsync(process.argv);
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
