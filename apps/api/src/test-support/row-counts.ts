import type { TestContext } from "./test-app.js";

/**
 * Tables whose rows record that someone was there rather than data they sent: chat presence keeps when a
 * signed-in user was last active, and any request of theirs, refused or not, is activity.
 */
const ACTIVITY_TABLES = new Set(["public.chat_presence"]);

/**
 * The row count of every table of the app's database, by name (activity records aside): tests that send
 * input which must be refused compare it before and after, so a write anywhere (not just the table they
 * think of) shows.
 */
export async function rowCounts(t: TestContext): Promise<Record<string, number>> {
  const { pool } = t.deps.database;
  const { rows: tables } = await pool.query<{ name: string }>(
    "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables " +
      "where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (ACTIVITY_TABLES.has(name)) continue;
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}
