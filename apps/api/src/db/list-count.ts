import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./query-helpers.js";

/**
 * Lists count their rows exactly up to this many; past it the total is an estimate, marked as such.
 * An exact `count(*)` over a million rows reads a million rows on every page view; counting only up to
 * the cap reads at most cap + 1 index entries (issue 17: "counts must stay honest without scanning
 * everything").
 */
export const EXACT_COUNT_CAP = 10_000;

/**
 * The cap when a condition filters the rows (a search): each row read costs a pattern match, so counting
 * 1 001 matches of a search that one row in five matches already reads some 5 000 rows.
 */
export const FILTERED_COUNT_CAP = 1_000;

/** About this many rows are read to estimate a total past the cap (a block sample of the table). */
const SAMPLE_ROWS = 5_000;

/** A list answer's `total` and `totalEstimated` (true when more than the cap match). */
export interface ListTotal {
  total: number;
  totalEstimated: boolean;
}

/** What is counted: a table, optionally joined (a search may look at a joined table's columns). */
export interface CountSource {
  table: PgTable;
  /** `left join … on …` after the table. */
  join?: SQL;
}

/**
 * How many rows of `table` match `where`: exact up to `cap`, otherwise an estimate of at least cap + 1
 * from a block sample (`TABLESAMPLE SYSTEM`) of about 5 000 rows, scaled by the share of the table it
 * read. That costs a few milliseconds whatever the table's size, and it does not lean on statistics: right
 * after a bulk import the planner's row count can be a third short, and its guess for `ILIKE '%text%'`
 * can be off tenfold.
 */
export async function countMatches(
  db: Executor,
  source: PgTable | CountSource,
  where: SQL | undefined,
  cap = where ? FILTERED_COUNT_CAP : EXACT_COUNT_CAP,
): Promise<ListTotal> {
  const { table, join } = "table" in source ? source : { table: source, join: undefined };
  const condition = where ? sql`where ${where}` : sql``;
  const capped = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} ${join ?? sql``} ${condition} limit ${cap + 1}) as capped`,
  );
  const exact = Number(capped.rows[0]?.n ?? 0);
  if (exact <= cap) return { total: exact, totalEstimated: false };
  const estimate = await sampledMatches(db, table, join, where);
  return { total: Math.max(cap + 1, Math.round(estimate)), totalEstimated: true };
}

/** The planner's row count of the table: only to size the sample (the file's current size times a density). */
async function plannedRows(db: Executor, table: PgTable): Promise<number> {
  const plan = await db.execute<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>(
    sql`explain (format json) select 1 from ${table}`,
  );
  return Number(plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}

async function sampledMatches(
  db: Executor,
  table: PgTable,
  join: SQL | undefined,
  where: SQL | undefined,
): Promise<number> {
  return (await sampleMatches(db, table, join, where)).estimate;
}

/** What a block sample of about 5 000 rows of a table says about a condition. */
export interface MatchSample {
  /** Sampled rows matching. */
  matched: number;
  /** The matches of the whole table, scaled from the sample. */
  estimate: number;
  /** Whether the sample was the whole table (so `matched` is exact). */
  wholeTable: boolean;
}

export async function sampleMatches(
  db: Executor,
  table: PgTable,
  join: SQL | undefined,
  where: SQL | undefined,
): Promise<MatchSample> {
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(await plannedRows(db, table), 1));
  // REPEATABLE: the same page asked twice shows the same estimate while the table does not change.
  const sampled = await db.execute<{ matched: number }>(
    sql`select count(*) filter (where ${where ?? sql`true`})::int as matched
        from ${table} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (17) ${join ?? sql``}`,
  );
  const matched = Number(sampled.rows[0]?.matched ?? 0);
  return { matched, estimate: (matched * 100) / percent, wholeTable: percent >= 100 };
}
