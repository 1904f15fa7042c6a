import path from "node:path";
import type { Config } from "../config.js";
import { connectDatabase, migrationHashes, runMigrations } from "../db/client.js";
import { MIGRATIONS_FOLDER } from "../deps.js";
import type { FileStorage } from "../storage/index.js";
import { connectAdminClient, type DatabaseHandle, databaseToRestoreInto } from "./database-target.js";
import { restoreFilesToStore } from "./file-copy.js";
import { BackupError, FILES_FOLDER, type Manifest, readManifest, sha256OfFile } from "./manifest.js";
import { loadTables } from "./snapshot-load.js";

/** The restore's connections' `application_name`, as operators see it in pg_stat_activity. */
const RESTORE_CONNECTION = "adstudio-restore";

export interface RestoreOptions {
  dir: string;
  config: Config;
  storage: FileStorage;
  /** Replace a database or data directory that already holds something. */
  force?: boolean;
  progress?: (line: string) => void;
}

/**
 * Restores a backup made by {@link backup} into the studio's database and file store: first checks every
 * checksum and the schema version (nothing is touched when the backup is damaged or from another
 * version), then migrates the target, loads every table in one transaction and writes the files. The
 * studio then starts on it as on any database.
 */
export async function restore(options: RestoreOptions): Promise<Manifest> {
  const { dir, config, storage } = options;
  const say = options.progress ?? (() => {});
  const manifest = await readManifest(dir);
  say(`checking ${manifest.tables.length} tables and ${manifest.files.length} files against their checksums`);
  await verifyChecksums(dir, manifest);

  const ours = migrationHashes(MIGRATIONS_FOLDER);
  if (ours.join() !== manifest.migrations.join())
    throw new BackupError(
      `this backup was made by Adstudio ${manifest.appVersion} with ${manifest.migrations.length} database ` +
        `migrations; this Adstudio has ${ours.length}. Restore it with the version that made it, then upgrade.`,
    );

  const database = await databaseToRestoreInto(config, options.force === true);
  try {
    if (!options.force) await refuseNonEmpty(database);
    say(`preparing the schema in ${database.label}`);
    const migrated = connectDatabase(database.url, { max: 1 });
    try {
      await runMigrations(migrated, MIGRATIONS_FOLDER);
    } finally {
      await migrated.close();
    }
    say("loading the tables");
    const client = await connectAdminClient(database, RESTORE_CONNECTION);
    try {
      await loadTables(client, dir, manifest, say);
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await database.close();
  }

  say(`writing ${manifest.files.length} files to the file store`);
  await restoreFilesToStore(storage, dir, manifest.files, (done) => say(`  ${done} files`));
  say(
    `restore complete: ${manifest.counts.ads} ads, ${manifest.counts.assets} assets, ` +
      `${manifest.counts.files} files, ${manifest.counts.rows} rows (backup of ${manifest.createdAt})`,
  );
  return manifest;
}

async function verifyChecksums(dir: string, manifest: Manifest): Promise<void> {
  const expected = [
    ...manifest.tables.map((table) => ({ file: table.file, sha256: table.sha256 })),
    ...manifest.files.map((entry) => ({ file: `${FILES_FOLDER}/${entry.key}`, sha256: entry.sha256 })),
  ];
  for (const { file, sha256 } of expected) {
    if (file.split("/").some((segment) => segment === ".." || segment === ""))
      throw new BackupError(`the manifest names an unexpected path: ${file}`);
    const actual = await sha256OfFile(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new BackupError(`the backup is incomplete: ${file} is missing`);
      throw error;
    });
    if (actual !== sha256)
      throw new BackupError(`the backup is damaged: ${file} does not match its checksum`);
  }
}

/** An external database must hold no Adstudio tables yet, so a wrong DATABASE_URL loses nothing. */
async function refuseNonEmpty(database: DatabaseHandle): Promise<void> {
  const client = await connectAdminClient(database, RESTORE_CONNECTION);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new BackupError(
        `${database.label} already holds tables: restore into an empty database, or add --force to replace its contents`,
      );
  } finally {
    await client.end().catch(() => undefined);
  }
}
