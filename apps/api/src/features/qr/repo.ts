import type { qrEndpoints, SortFieldOf } from "@adstudio/contract";
import { eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { ScanRecord } from "../../db/group-commit.js";
import { countMatches, type ListTotal } from "../../db/list-count.js";
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

/** `search` matches the name and the URL/text, case-insensitively (both trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(qrLinks.name, pattern), ilike(qrLinks.targetUrl, pattern));
}

export async function listQrLinks(
  db: Executor,
  query: ListQuery<QrSortField>,
): Promise<{ rows: QrLinkRow[] } & ListTotal> {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(qrLinks)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, qrLinks.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, qrLinks, where),
  ]);
  return { rows, ...counted };
}

export async function findQrById(db: Executor, id: string): Promise<QrLinkRow | undefined> {
  const [row] = await db.select().from(qrLinks).where(eq(qrLinks.id, id));
  return row;
}

/** Names are unique ignoring case, like the index that enforces it. */
export async function findQrByName(db: Executor, name: string): Promise<QrLinkRow | undefined> {
  const [row] = await db
    .select()
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
    .returning();
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

/** Named (prepared once per connection) for up to this many links per batch; more is rare. */
const PREPARED_LINKS = 8;
const DEADLOCK_DETECTED = "40P01";
/** Today's partition of the tracker's events is missing (see db/tracker-partitions.ts). */
const NO_PARTITION = "23514";

/**
 * Counts a batch of scans in one statement, i.e. one transaction: one UPDATE adding each link's number
 * of scans (`FROM (VALUES …)`), and one multi-row INSERT of the scan events (from two arrays), joined
 * to the rows the UPDATE touched, so a link deleted meanwhile loses its events instead of failing the
 * whole batch. The UPDATE's row locks keep a concurrent DELETE waiting until this commits. It goes
 * through the pool as a named statement, parsed and planned once per connection: this is the hot path.
 *
 * Two batches may be written at once; links are listed in id order so both lock rows in the same
 * order, and should PostgreSQL still report a deadlock (it aborts one side), that batch is retried once.
 */
export async function recordScans(pool: pg.Pool, scans: readonly ScanRecord[]): Promise<void> {
  if (scans.length === 0) return;
  const perLink = new Map<string, number>();
  for (const scan of scans) perLink.set(scan.qrId, (perLink.get(scan.qrId) ?? 0) + 1);
  const values: unknown[] = [
    `{${scans.map((scan) => scan.qrId).join(",")}}`,
    `{${scans.map((scan) => scan.deviceClass).join(",")}}`,
  ];
  const rows: string[] = [];
  for (const [qrId, n] of [...perLink].sort(([a], [b]) => (a < b ? -1 : 1))) {
    rows.push(`($${values.length + 1}::uuid, $${values.length + 2}::bigint)`);
    values.push(qrId, n);
  }
  // The scans also go to the tracker's store (raw events and rollups, event `qrScan`, the link's id as
  // the detail), under the company of the link's creator (QR links have none of their own).
  const text = `
    with counts (qr_id, n) as (values ${rows.join(", ")}),
    bumped as (
      update qr_links set scan_count = qr_links.scan_count + counts.n
      from counts where qr_links.id = counts.qr_id
      returning qr_links.id, qr_links.created_by
    ),
    scans as (
      select scan.qr_id, scan.device_class, coalesce(u.company_ids[1], '') as company_id
      from unnest($1::uuid[], $2::text[]) as scan (qr_id, device_class)
      join bumped on bumped.id = scan.qr_id
      left join users u on u.id = bumped.created_by
    ),
    events as (insert into qr_scan_events (qr_id, device_class) select qr_id, device_class from scans),
    raw as (
      insert into tracker_events (at, company_id, device, event, detail)
      select now(), company_id, device_class, 'qrScan', qr_id::text from scans
    ),
    hourly as (
      insert into tracker_hourly as h (bucket, company_id, device, event, detail, n)
      select date_trunc('hour', now(), 'UTC'), company_id, device_class, 'qrScan', qr_id::text, count(*)
      from scans group by 2, 3, 5 order by 2, 3, 5
      on conflict on constraint tracker_hourly_key do update set n = h.n + excluded.n
    ),
    totals as (
      insert into tracker_half_hour_totals as o (bucket, company_id, event, n)
      select date_bin('30 minutes', now(), timestamptz '2000-01-01 00:00:00+00'), company_id, 'qrScan', count(*)
      from scans group by 2 order by 2
      on conflict on constraint tracker_half_hour_totals_key do update set n = o.n + excluded.n
    ),
    zone_days as (
      insert into tracker_zone_daily_totals as z (bucket, company_id, event, n)
      select date_trunc('day', now(), 'Asia/Kolkata'), company_id, 'qrScan', count(*)
      from scans group by 2 order by 2
      on conflict on constraint tracker_zone_daily_totals_key do update set n = z.n + excluded.n
    )
    insert into tracker_daily as d (bucket, company_id, device, event, detail, n)
    select date_trunc('day', now(), 'UTC'), company_id, device_class, 'qrScan', qr_id::text, count(*)
    from scans group by 2, 3, 5 order by 2, 3, 5
    on conflict on constraint tracker_daily_key do update set n = d.n + excluded.n`;
  const query =
    perLink.size <= PREPARED_LINKS
      ? { name: `record-scans-${perLink.size}`, text, values }
      : { text, values };
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
