import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.js";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** One pool per process; Drizzle on top of it for every repository module. */
export function connectDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed SQL migrations in `migrationsFolder` (idempotent). */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
