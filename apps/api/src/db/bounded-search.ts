import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { FILTERED_COUNT_CAP, type ListTotal, sampleMatches } from "./list-count.js";
import type { Executor } from "./query-helpers.js";

/**
 * Issue 34's search plan: what one page of a searched list costs is bounded by the page and its `scan`,
 * never by how the matches happen to fall in the table. Two plans, chosen per request:
 *
 * - **Few matches** (at most 1 000): found through the trigram indexes alone (a bitmap scan, with the
 *   sequential and ordered scans switched off so the planner cannot guess otherwise) and sorted. The
 *   total is exact.
 * - **Many matches**, or a search too short for the trigram indexes: the list's own sort index is walked
 *   in the list's order and each row checked, reading at most `scan` rows. A spread search fills its page
 *   within a few dozen rows; one whose matches all sort late stops after `scan` rows and answers what it
 *   found with `partial: {scanned}`, so the client asks again with a larger `scan` ("Searching…"). The
 *   total is estimated from a block sample.
 *
 * Which plan comes from that sample (about 5 000 rows, a few milliseconds): a search matching ten or more
 * of them is broad; otherwise a count capped at 1 001 matches, through the trigram indexes, decides.
 */

/** Sampled rows a search must match to be taken as broad without a trigram count (≈ 0.2 % of the table). */
const BROAD_SAMPLE_MATCHES = 10;

/** A list's own query: its rows matching `where`, in its order, paged. */
export type ListSelect<Row> = (
  where: SQL | undefined,
  page: { limit: number; offset: number },
) => Promise<Row[]>;

/**
 * The rows of `ids` (read ahead, in the list's order, from an index: a walk, a deep page), through the
 * list's own query, in its order.
 */
export function rowsWithIds<Row>(select: ListSelect<Row>, id: AnyPgColumn, ids: string[]): Promise<Row[]> {
  return ids.length === 0 ? Promise.resolve([]) : select(inArray(id, ids), { limit: ids.length, offset: 0 });
}

/** What a list gives the search plan. */
export interface SearchedList<Row> {
  table: PgTable;
  /** The table's unique key, the last key of the list's order. */
  id: AnyPgColumn;
  /** `left join … on …` the order needs (a joined column to sort by); also applied to the sample. */
  join?: SQL;
  /** The list's conditions besides the search (scope, filters). */
  filter?: SQL | undefined;
  /** The search's condition. */
  match: SQL;
  /** The list's ORDER BY (`orderByOf`), ending in `id`. */
  order: SQL[];
  /** The list's own query. */
  select: ListSelect<Row>;
  /**
   * Another way to a full page of a broad search, tried before the walk (companies in name order read
   * their trigram table); answers undefined when it does not apply.
   */
  broadPage?: () => Promise<Row[] | undefined>;
}

export interface SearchPage<Row> extends ListTotal {
  rows: Row[];
  partial?: { scanned: number };
}

export interface SearchRequest {
  search: string;
  limit: number;
  offset: number;
  scan: number;
}

/**
 * Whether PostgreSQL's trigram indexes can narrow an ILIKE of this search: it needs three letters or
 * digits in a row (pg_trgm splits patterns into words of letters and digits).
 */
export const trigramSearchable = (search: string) => /[\p{L}\p{N}]{3}/u.test(search);

export async function searchPage<Row>(
  db: Executor,
  list: SearchedList<Row>,
  request: SearchRequest,
): Promise<SearchPage<Row>> {
  const where = and(list.filter, list.match);
  const sample = await sampleMatches(db, list.table, list.join, where);
  const page = { limit: request.limit, offset: request.offset };
  if (sample.wholeTable) {
    // The sample read every row: the table is small, its plain query is as cheap as any.
    return { rows: await list.select(where, page), total: sample.matched, totalEstimated: false };
  }
  const broad =
    !trigramSearchable(request.search) ||
    (sample.matched >= BROAD_SAMPLE_MATCHES && sample.estimate > FILTERED_COUNT_CAP);
  if (!broad) {
    // The matches' ids, no more than 1 001, in one pass over the trigram indexes and the rows they point
    // at; then the page of them, by id (the rows just read are still in memory) and sorted.
    const few = await withTrigramsOnly(db, async (tx) => {
      const ids = await matchingIds(tx, list, where, FILTERED_COUNT_CAP + 1);
      if (ids.length > FILTERED_COUNT_CAP) return undefined;
      const rows = ids.length === 0 ? [] : await list.select(inArray(list.id, ids), page);
      return { total: ids.length, rows };
    });
    if (few) return { rows: few.rows, total: few.total, totalEstimated: false };
  }
  const total = Math.max(FILTERED_COUNT_CAP + 1, Math.round(sample.estimate));
  const shortcut = list.broadPage ? await list.broadPage() : undefined;
  if (shortcut) return { rows: shortcut, total, totalEstimated: true };
  const walked = await walk(db, list, request);
  // A short search's total is only the sample's estimate: never below what the pages so far have shown.
  const seen = request.offset + walked.rows.length;
  return {
    rows: walked.rows,
    total: trigramSearchable(request.search) ? total : Math.max(Math.round(sample.estimate), seen),
    totalEstimated: true,
    ...(walked.partial ? { partial: walked.partial } : {}),
  };
}

/**
 * The page read from the list's order: at most `scan` rows (those passing the list's filter) are read
 * through its sort index and checked against the search; the page is the matches among them past the
 * offset. PostgreSQL keeps a subquery's order through the filter above it, and stops reading once the
 * page is full, so a spread search reads only a few dozen rows.
 */
async function walk<Row>(db: Executor, list: SearchedList<Row>, request: SearchRequest) {
  const filter = list.filter ? sql`where ${list.filter}` : sql``;
  const found = await db.execute<{ id: string }>(sql`
    select walked.id from (
      select ${list.id} as id, (${list.match}) as hit from ${list.table} ${list.join ?? sql``} ${filter}
      order by ${sql.join(list.order, sql`, `)} limit ${request.scan}
    ) as walked
    where walked.hit limit ${request.limit} offset ${request.offset}`);
  const ids = found.rows.map((row) => row.id);
  const rows = await rowsWithIds(list.select, list.id, ids);
  if (ids.length === request.limit) return { rows };
  // A short page is complete only if the walk read every row there is.
  const read = await cappedCount(db, list.table, list.filter, request.scan);
  return read > request.scan ? { rows, partial: { scanned: request.scan } } : { rows };
}

/** The ids of the first `limit` rows matching `where`, in no particular order. */
async function matchingIds<Row>(
  db: Executor,
  list: SearchedList<Row>,
  where: SQL | undefined,
  limit: number,
) {
  const found = await db.execute<{ id: string }>(
    sql`select ${list.id} as id from ${list.table} where ${where ?? sql`true`} limit ${limit}`,
  );
  return found.rows.map((row) => row.id);
}

/** How many rows match `where`, counting no further than cap + 1. */
async function cappedCount(db: Executor, table: PgTable, where: SQL | undefined, cap: number) {
  const condition = where ? sql`where ${where}` : sql``;
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} ${condition} limit ${cap + 1}) as capped`,
  );
  return Number(counted.rows[0]?.n ?? 0);
}

/**
 * Runs `work` in a transaction whose planner may only use bitmap scans (the trigram indexes) for the
 * searched table: with few matches that is the bounded plan, and the planner's guess at an ILIKE's
 * selectivity (often off tenfold) cannot turn it into a walk of the whole table. The settings are put back
 * at the end, as an enclosing transaction would otherwise keep them.
 */
async function withTrigramsOnly<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('enable_indexonlyscan', 'off', true)`,
    );
    const result = await work(tx);
    await tx.execute(
      sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true),
        set_config('enable_indexonlyscan', 'on', true)`,
    );
    return result;
  });
}
