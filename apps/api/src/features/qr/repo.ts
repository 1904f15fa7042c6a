import type { qrEndpoints, SortFieldOf } from "@adstudio/contract";
import { eq, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { type SearchPage, searchPage } from "../../db/bounded-search.js";
import type { ScanRecord } from "../../db/group-commit.js";
import { countMatches } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { qrLinks, qrSortKeys } from "../../db/schema.js";
import { ensurePartition } from "../../db/tracker-partitions.js";
import type { ListQuery } from "../../http/list-query.js";

export type QrLinkRow = typeof qrLinks.$inferSelect;

/** The contract's sortable fields; `id` is the spec's name for the link's name. */
export type QrSortField = SortFieldOf<typeof qrEndpoints.list>;

const SORT_COLUMNS = qrSortKeys(qrLinks) satisfies Record<QrSortField, unknown>;

/** The unique indexes behind "a name names one link" and "a code opens one link". */
export const QR_NAME_INDEX = "qr_links_name_lower_idx";
export const QR_CODE_INDEX = "qr_links_code_idx";

/**
 * A link's scans as of this statement: those rolled into `scan_count` plus those stored but not rolled
 * up yet (`tracker_pending`; the tracker's roller moves them, see tracker/rollup-repo.ts). One
 * statement is one snapshot, so a scan being rolled meanwhile is in exactly one of the two.
 */
const scanCountNow = sql<number>`(${qrLinks.scanCount} + (select count(*) from tracker_pending p
  where p.event = 'qrScan' and p.ad_id is null and p.detail = ${qrLinks.id}::text))`.mapWith(Number);
/** Every column of a link, its scan count as of the statement. */
const linkColumns = { ...getTableColumns(qrLinks), scanCount: scanCountNow };

/** `search` matches the name and the URL/text, case-insensitively (both trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(ilike(qrLinks.name, pattern), ilike(qrLinks.targetUrl, pattern));
}

/** A page of links; a search goes through the bounded search plan (db/bounded-search.ts). */
export async function listQrLinks(
  db: Executor,
  query: ListQuery<QrSortField>,
): Promise<SearchPage<QrLinkRow>> {
  const order = orderByOf(SORT_COLUMNS, query.sort, qrLinks.id);
  // The order by scan count is the rolled-up count's (its index); the tail is at most seconds old.
  const select = (where: SQL | undefined, page: { limit: number; offset: number }) =>
    db
      .select(linkColumns)
      .from(qrLinks)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  if (query.search) {
    const match = searchCondition(query.search) ?? sql`true`;
    return searchPage(db, { table: qrLinks, id: qrLinks.id, match, order, select }, query);
  }
  const [rows, counted] = await Promise.all([select(undefined, query), countMatches(db, qrLinks, undefined)]);
  return { rows, ...counted };
}

export async function findQrById(db: Executor, id: string): Promise<QrLinkRow | undefined> {
  const [row] = await db.select(linkColumns).from(qrLinks).where(eq(qrLinks.id, id));
  return row;
}

/** Names are unique ignoring case, like the index that enforces it. */
export async function findQrByName(db: Executor, name: string): Promise<QrLinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(qrLinks)
    .where(eq(sql`lower(${qrLinks.name})`, name.toLowerCase()));
  return row;
}

export type QrValues = Pick<QrLinkRow, "name" | "type" | "targetUrl">;

export async function insertQr(
  db: Executor,
  values: QrValues & { code: string; createdBy: string | null },
): Promise<QrLinkRow> {
  const [row] = await db.insert(qrLinks).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Changes name, type and value; the code (and so every printed QR) stays. */
export async function updateQr(db: Executor, id: string, values: QrValues): Promise<QrLinkRow | undefined> {
  const [row] = await db
    .update(qrLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(qrLinks.id, id))
    .returning(linkColumns);
  return row;
}

/** Deletes a link and (by cascade) its scan events; answers the deleted row. */
export async function deleteQr(db: Executor, id: string): Promise<QrLinkRow | undefined> {
  const [row] = await db.delete(qrLinks).where(eq(qrLinks.id, id)).returning();
  return row;
}

/** What the scan path needs for a code, or undefined when no link has it. */
export async function findScanTarget(
  db: Executor,
  code: string,
): Promise<{ id: string; name: string; type: string; targetUrl: string } | undefined> {
  const [row] = await db
    .select({ id: qrLinks.id, name: qrLinks.name, type: qrLinks.type, targetUrl: qrLinks.targetUrl })
    .from(qrLinks)
    .where(eq(qrLinks.code, code));
  return row;
}

const DEADLOCK_DETECTED = "40P01";
/** Today's partition of the tracker's events is missing (see db/tracker-partitions.ts). */
const NO_PARTITION = "23514";

/**
 * Counts a batch of scans in one statement, i.e. one transaction: the tracker's raw `qrScan` events (the
 * link's id as the detail, under the company of the link's creator: QR links have none of their own) and
 * the same rows in `tracker_pending`. Nothing else: writing `qr_scan_events` too, which nothing read,
 * held `pnpm bench:qr` at 0.43–0.44× the bare server against 0.50–0.72× without it in paired runs (the
 * table goes in the next release, see db/tables/qr.ts). Appends
 * only: no row that another batch also writes, so concurrent batches commit side by side (PostgreSQL
 * groups their WAL flushes) instead of queueing on the hot link's row until the previous batch's fsync.
 * The link's `scan_count` and the rollups are brought up to date by the tracker's roller, off this path;
 * every reader adds what is still pending (`scanCountNow`, tracker query-repo.ts), so an answered scan
 * counts at once. A link deleted meanwhile loses its scans (the join) instead of failing the batch.
 */
const RECORD_SCANS = `
with scans as (
  select scan.qr_id, scan.device_class, coalesce(u.company_ids[1], '') as company_id
  from unnest($1::uuid[], $2::text[]) as scan (qr_id, device_class)
  join qr_links l on l.id = scan.qr_id
  left join users u on u.id = l.created_by
),
raw as (
  insert into tracker_events (at, company_id, device, event, detail)
  select now(), company_id, device_class, 'qrScan', qr_id::text from scans
)
insert into tracker_pending (at, company_id, device, event, detail)
select now(), company_id, device_class, 'qrScan', qr_id::text from scans`;

export async function recordScans(pool: pg.Pool, scans: readonly ScanRecord[]): Promise<void> {
  if (scans.length === 0) return;
  const values = [
    `{${scans.map((scan) => scan.qrId).join(",")}}`,
    `{${scans.map((scan) => scan.deviceClass).join(",")}}`,
  ];
  // Named: parsed and planned once per connection, as this is the hot path.
  const query = { name: "record-scans", text: RECORD_SCANS, values };
  try {
    await pool.query(query);
  } catch (error) {
    // The aborted statement committed nothing, so running it again cannot count anything twice.
    const code = (error as { code?: unknown }).code;
    if (code === NO_PARTITION) await ensurePartition(pool, new Date());
    else if (code !== DEADLOCK_DETECTED) throw error;
    await pool.query(query);
  }
}
