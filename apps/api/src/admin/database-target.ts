import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config.js";
import { isAlive, startEmbeddedPostgres } from "../db/embedded.js";
import { createLogger } from "../logger.js";
import { BackupError } from "./manifest.js";

/** A database to read or write, and how to let go of it (stopping an embedded server this command started). */
export interface DatabaseHandle {
  url: string;
  /** Where it is, for messages: never the URL (it holds a password). */
  label: string;
  close(): Promise<void>;
}

/**
 * A connection of an admin command to `database`, named `applicationName` in pg_stat_activity, connected.
 * A connection the database ends between two statements (a restart, pg_terminate_backend) emits 'error'
 * on the client; unheard, that ends the process before the command's `finally` stops an embedded
 * PostgreSQL it started. Heard, the statement in flight or the next one fails with the error, and the
 * command with that.
 */
export async function connectAdminClient(
  database: DatabaseHandle,
  applicationName: string,
): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url, application_name: applicationName });
  client.on("error", () => undefined);
  await client.connect().catch((error: Error) => {
    throw new BackupError(`cannot connect to ${database.label}: ${error.message}`);
  });
  return client;
}

/**
 * The embedded PostgreSQL a running studio serves from `<dataDir>/pg`, if one is running: its port is
 * in `postmaster.pid` (chosen afresh at each start), its password in `<dataDir>/pg-password`. A live
 * server whose address cannot be read is an error, never a reason to start one (starting stops it).
 */
export async function runningEmbedded(dataDir: string): Promise<{ pid: number; url: string } | undefined> {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  const lines = (await readFile(pidFile, "utf8").catch(() => "")).split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const port = Number.parseInt(lines[3] ?? "", 10);
  const password = (await readFile(path.join(dataDir, "pg-password"), "utf8").catch(() => "")).trim();
  if (!Number.isInteger(port) || !password)
    throw new BackupError(
      `PostgreSQL (pid ${pid}) is running on ${dataDir}, but its port or password cannot be read from ${pidFile} and pg-password`,
    );
  return { pid, url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/adstudio` };
}

/**
 * The studio's database for a backup: DATABASE_URL, else the embedded server of a running studio, else
 * the embedded data started just for the backup (and stopped after it).
 */
export async function databaseToBackUp(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const running = await runningEmbedded(config.dataDir);
  if (running)
    return {
      url: running.url,
      label: `the running embedded PostgreSQL (pid ${running.pid})`,
      close: async () => {},
    };
  if (!existsSync(path.join(config.dataDir, "pg", "PG_VERSION")))
    throw new BackupError(
      `there is no Adstudio database in ${config.dataDir}: set ADSTUDIO_DATA_DIR to the studio's data directory, or DATABASE_URL`,
    );
  return startedHere(config.dataDir);
}

/**
 * The database a restore writes: DATABASE_URL (checked for emptiness by the restore), or the embedded
 * one in `<dataDir>`, which must be empty (or `force`) and must not be in use by a running studio.
 */
export async function databaseToRestoreInto(config: Config, force: boolean): Promise<DatabaseHandle> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const running = await runningEmbedded(config.dataDir);
  if (running)
    throw new BackupError(
      `a studio is running on ${config.dataDir} (PostgreSQL pid ${running.pid}): stop it before restoring`,
    );
  const entries = await readdir(config.dataDir).catch(() => []);
  if (entries.length > 0 && !force)
    throw new BackupError(
      `${config.dataDir} is not empty: restore into an empty data directory, or add --force to replace its database and files`,
    );
  return startedHere(config.dataDir);
}

function external(url: string): DatabaseHandle {
  const parsed = new URL(url);
  return { url, label: `${parsed.hostname}${parsed.pathname}`, close: async () => {} };
}

async function startedHere(dataDir: string): Promise<DatabaseHandle> {
  const server = await startEmbeddedPostgres(dataDir, createLogger("silent"));
  return { url: server.url, label: `the embedded PostgreSQL in ${dataDir}`, close: () => server.stop() };
}
