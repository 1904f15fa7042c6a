import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.js";
import type { FileStorage } from "../storage/index.js";
import { VERSION } from "../version.js";
import { connectAdminClient, databaseToBackUp } from "./database-target.js";
import { copyStoreToBackup, type FileEntry } from "./file-copy.js";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_FOLDER,
  FILES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
} from "./manifest.js";
import { dataTables, dumpTable, snapshotShape } from "./snapshot-dump.js";

/** The backup's connection's `application_name`, as operators see it in pg_stat_activity. */
const BACKUP_CONNECTION = "adstudio-backup";

export interface BackupOptions {
  dir: string;
  config: Config;
  storage: FileStorage;
  /** Progress lines (the command writes them to stderr). */
  progress?: (line: string) => void;
  /** Called just before the snapshot is taken: whatever was committed by then is in the backup. */
  beforeSnapshot?: () => void;
  /** Called once it is fixed: nothing committed from then on is in the backup. The backup waits for it. */
  afterSnapshot?: () => void | Promise<void>;
}

/**
 * Backs up a studio that may be serving traffic: every table's rows as one consistent snapshot, the
 * stored files, and a manifest with counts and a SHA-256 for each file written last (a folder without a
 * manifest is a backup that did not finish).
 *
 * Why the files are copied around the snapshot the way they are: the studio writes a file before it
 * commits the row that names it, and stored files are written once under their key (content-addressed,
 * or under a new version/revision folder) but can be deleted once nothing names them any more (a
 * replaced logo, a removed attachment, an older thumbnail). So:
 *  1. a first pass copies every file before the snapshot: it keeps a file that a row in the snapshot
 *     names but that is deleted before step 3 reaches it;
 *  2. the snapshot is fixed (a REPEATABLE READ transaction's first query);
 *  3. a second pass copies the files written since the first: every row the snapshot holds was committed
 *     before it, so its file had been written before it too and is in one of the two passes.
 * Only a file written after the first pass and deleted before the second can be missed, and only if the
 * snapshot names it: a row committed and replaced within the same few seconds. Files written after the
 * snapshot are copied too (harmless: nothing restored names them).
 */
export async function backup(options: BackupOptions): Promise<Manifest> {
  const { dir, config, storage } = options;
  const say = options.progress ?? (() => {});
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    if (error.code === "ENOTDIR")
      throw new BackupError(`${dir} is a file: back up into a new or empty directory`);
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${dir} is not empty: back up into a new or empty directory`);

  const database = await databaseToBackUp(config);
  try {
    await mkdir(path.join(dir, DATABASE_FOLDER), { recursive: true });
    await mkdir(path.join(dir, FILES_FOLDER), { recursive: true });
    const copied = new Map<string, FileEntry>();
    say(`copying stored files (first pass)`);
    say(`  ${await copyStoreToBackup(storage, dir, copied)} files`);

    const client = await connectAdminClient(database, BACKUP_CONNECTION);
    try {
      await client.query("begin isolation level repeatable read read only");
      // The copy can take a while with the transaction idle between queries: a server's own limits
      // (common on managed databases) must not end it half-way.
      await client.query("set local idle_in_transaction_session_timeout = 0");
      await client.query("set local statement_timeout = 0");
      // The first query of the transaction fixes its snapshot.
      options.beforeSnapshot?.();
      const shape = await snapshotShape(client);
      await options.afterSnapshot?.();
      say(`database snapshot taken from ${database.label}`);

      say("copying stored files written since (second pass)");
      say(`  ${await copyStoreToBackup(storage, dir, copied)} files`);

      const tables: Manifest["tables"] = [];
      for (const table of await dataTables(client)) {
        const entry = await dumpTable(client, table, dir);
        tables.push(entry);
        if (entry.rows > 0) say(`  ${table.name}: ${entry.rows} rows`);
      }
      await client.query("commit");

      const files = [...copied.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
      const rowsOf = (name: string) => tables.find((table) => table.name === name)?.rows ?? 0;
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        appVersion: VERSION,
        ...shape,
        tables,
        files,
        counts: {
          ads: rowsOf("public.ads"),
          assets: rowsOf("public.assets"),
          files: files.length,
          rows: tables.reduce((sum, table) => sum + table.rows, 0),
        },
      };
      await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
        flag: "wx",
      });
      say(
        `backup complete: ${manifest.counts.ads} ads, ${manifest.counts.assets} assets, ` +
          `${manifest.counts.files} files, ${manifest.counts.rows} rows in ${tables.length} tables`,
      );
      return manifest;
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await database.close();
  }
}
