import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DatabaseAvailability } from "./availability.js";
import * as schema from "./schema.js";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Whether the server answers; requests report connection losses to it, health reads it. */
  availability: DatabaseAvailability;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  onLost?: (error: unknown) => void;
  onBack?: (downForMs: number) => void;
}

/** One pool per process; Drizzle on top of it for every repository module. */
export function connectDatabase(connectionString: string, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Without a limit a connect to a host that drops packets waits for the OS (minutes); a request
    // should get its 503 in seconds instead.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  const availability = new DatabaseAvailability({
    probe: async () => {
      await pool.query("select 1");
    },
    onLost: options.onLost,
    onBack: options.onBack,
  });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process; it
  // is the first sign of a lost database.
  pool.on("error", (error) => availability.report(error));
  // pg-pool listens for a client's errors only while it is idle. A connection cut while checked out (a
  // transaction, a roll, a lock held) emits 'error' with nobody listening, which crashed the process
  // when the embedded PostgreSQL was killed at that moment. The query in flight still fails with the
  // error, and the pool drops the dead client when it is released.
  pool.on("connect", (client) => client.on("error", (error) => availability.report(error)));
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    availability,
    close: () => {
      availability.close();
      return pool.end();
    },
  };
}

/** Applies the committed SQL migrations in `migrationsFolder` (idempotent). */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

/** The hashes of the committed migrations, in order, as `drizzle.__drizzle_migrations` records them. */
export function migrationHashes(migrationsFolder: string): string[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
}

/** The advisory lock (by name) a process holds while it migrates and seeds: one replica at a time. */
export const MIGRATION_LOCK = "adstudio:migrations";

/**
 * Runs `run` (migrations and seed) while this process holds the {@link MIGRATION_LOCK} session lock, so
 * replicas starting together on one database take turns: the first migrates, the others wait (calling
 * `onWait` once) and then find nothing left to do. The lock lives on its own connection; should that
 * connection die, PostgreSQL releases the lock with it.
 */
export async function withMigrationLock<T>(
  database: Database,
  run: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const client = await database.pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked",
      [MIGRATION_LOCK],
    );
    if (!rows[0]?.locked) {
      onWait();
      await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
    }
    try {
      return await run();
    } finally {
      await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [MIGRATION_LOCK]).catch(() => {
        // Closing the connection (below) releases the lock instead.
        broken = true;
      });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}
