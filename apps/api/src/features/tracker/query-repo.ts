import type { AnalyticsCounts } from "@adstudio/contract";
import type pg from "pg";
import type { Segment } from "./segments.js";

/**
 * Which stored events each count sums. Preview impressions and invalid traffic are stored under their
 * own names (see repo.ts `writeEvents`), so the live counts never include them.
 */
export const COUNTED_EVENTS: Record<Exclude<keyof AnalyticsCounts, "targetDwellMs">, string> = {
  impressions: "impression",
  viewable: "viewable",
  clicks: "click",
  interactions: "interaction",
  engagements: "engagement",
  videoStarts: "start",
  videoCompletes: "complete",
  qrScans: "qrScan",
  cameraGranted: "cameraGranted",
  cameraRefused: "cameraRefused",
  targetFound: "targetFound",
  targetLost: "targetLost",
  invalid: "invalid",
  previewViews: "previewView",
};

export interface FactFilters {
  /** The companies counted; null counts every company (the admin group without a company filter). */
  companies: readonly string[] | null;
  adId?: string | undefined;
  campaignId?: string | undefined;
  format?: string | undefined;
}

export type Grouping = "none" | "bucket" | "format" | "size" | "device" | "ad" | "layer";

export type CountsRow = AnalyticsCounts & { key: string | number | null };
export interface AdRow extends AnalyticsCounts {
  adId: string;
  name: string;
  format: string;
  campaignId: string | null;
  campaignName: string | null;
}
export interface LayerRow {
  adId: string;
  adName: string;
  layer: string;
  action: string;
  count: number;
}

const GROUP_KEY: Record<Exclude<Grouping, "ad" | "layer">, string | null> = {
  none: null,
  bucket: "f.b",
  format: "a.type",
  size: "f.size",
  device: "f.device",
};

/** Sums of milliseconds rather than counts: the XR page's time on the poster. */
const MS_EVENTS = { targetDwellMs: "targetDwell" } as const;

const sums = [
  ...Object.entries(COUNTED_EVENTS).map(
    ([name, event]) => `coalesce(sum(f.n) filter (where f.event = '${event}'), 0)::float8 as "${name}"`,
  ),
  ...Object.entries(MS_EVENTS).map(
    ([name, event]) => `coalesce(sum(f.ms) filter (where f.event = '${event}'), 0)::float8 as "${name}"`,
  ),
].join(",\n  ");

/**
 * Builds the one query every figure comes from: the segments (see segmentsOf) joined to the daily and
 * hourly rollups and, for the minutes at a range's edges, to the raw events, filtered the same way in
 * each branch so each uses its (company, time) or (ad, time) index, then grouped as asked.
 *
 * The rollup segments also count the stored events not yet rolled up (`tracker_pending`, the tail): a
 * roll moves rows from there into the rollups in one transaction, and this is one statement (one
 * snapshot), so each event is in exactly one of the two. A figure thus counts every answered beacon
 * without waiting for (or running) a roll; the tail is what the last second or so brought.
 */
function factsQuery(segments: readonly Segment[], filters: FactFilters, grouping: Grouping) {
  const values: unknown[] = [
    segments.map((s) => s.source),
    segments.map((s) => s.from),
    segments.map((s) => s.to),
    segments.map((s) => s.bucket),
  ];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  if (filters.companies) conditions.push(`x.company_id = any(${param([...filters.companies])}::text[])`);
  if (filters.adId) conditions.push(`x.ad_id = ${param(filters.adId)}::uuid`);
  if (filters.campaignId)
    conditions.push(`x.ad_id in (select id from ads where campaign_id = ${param(filters.campaignId)}::uuid)`);
  if (filters.format)
    conditions.push(`x.ad_id in (select id from ads where type = ${param(filters.format)})`);
  if (grouping !== "none" && grouping !== "bucket") conditions.push("x.ad_id is not null");
  // A shipped sample's VAST pixels (no ad, no company) only show in /api/vast/events.
  else conditions.push("(x.ad_id is not null or x.event = 'qrScan')");
  const events =
    grouping === "layer" ? ["interaction"] : [...Object.values(COUNTED_EVENTS), ...Object.values(MS_EVENTS)];
  conditions.push(`x.event = any(${param(events)}::text[])`);
  const where = conditions.join(" and ");
  // KPIs, series and top ads need no size, device or detail: the narrow totals (Kolkata days, half
  // hours) answer them; the service cuts their segments with narrowSegmentsOf, the others' in hours.
  const narrow = grouping === "none" || grouping === "bucket" || grouping === "ad";
  const branch = (source: string, table: string, time: string, n: string, ms = "x.ms") => {
    const columns =
      table === "tracker_half_hour_totals" || table === "tracker_zone_daily_totals"
        ? "x.ad_id, '' as size, '' as device, x.event, '' as detail, '' as action"
        : "x.ad_id, x.size, x.device, x.event, x.detail, x.action";
    return `select s.b, ${columns}, ${n} as n, ${ms}::float8 as ms
     from seg s join ${table} x on s.src = '${source}' and x.${time} >= s.lo and x.${time} < s.hi
     where ${where}`;
  };
  const facts = `
with seg (src, lo, hi, b) as (select * from unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::int[])),
facts as (
  ${branch("zoneDaily", "tracker_zone_daily_totals", "bucket", "x.n")}
  union all
  ${branch("daily", "tracker_daily", "bucket", "x.n")}
  union all
  ${branch("hourly", narrow ? "tracker_half_hour_totals" : "tracker_hourly", "bucket", "x.n")}
  union all
  ${branch("raw", "tracker_events", "at", "1::bigint")}
  union all
  select s.b, x.ad_id, x.size, x.device, x.event, x.detail, x.action, 1::bigint as n, x.ms::float8 as ms
  from seg s join tracker_pending x on s.src <> 'raw' and x.at >= s.lo and x.at < s.hi
  where ${where}
)`;
  return { facts, values, param };
}

/** Counts grouped by nothing, the bucket number, format, size or device. */
export async function countsBy(
  pool: pg.Pool,
  segments: readonly Segment[],
  filters: FactFilters,
  grouping: Exclude<Grouping, "ad" | "layer">,
): Promise<CountsRow[]> {
  const { facts, values } = factsQuery(segments, filters, grouping);
  const key = GROUP_KEY[grouping];
  const join = grouping === "format" ? "join ads a on a.id = f.ad_id" : "";
  const text = `${facts}
select ${key ?? "null"} as key, ${sums}
from facts f ${join}
${key ? `group by ${key}` : ""}`;
  const { rows } = await pool.query<CountsRow>(text, values);
  return rows;
}

/** The ads with the most impressions, with their campaign. */
export async function topAds(
  pool: pg.Pool,
  segments: readonly Segment[],
  filters: FactFilters,
  limit: number,
): Promise<AdRow[]> {
  const { facts, values, param } = factsQuery(segments, filters, "ad");
  const text = `${facts}
select a.id as "adId", a.name, a.type as format, c.id as "campaignId", c.name as "campaignName", ${sums}
from facts f join ads a on a.id = f.ad_id left join campaigns c on c.id = a.campaign_id
group by a.id, a.name, a.type, c.id, c.name
order by "impressions" desc, a.name, a.id
limit ${param(limit)}`;
  const { rows } = await pool.query<AdRow>(text, values);
  return rows;
}

/** Interactions per ad, layer and action, most first. */
export async function layerInteractions(
  pool: pg.Pool,
  segments: readonly Segment[],
  filters: FactFilters,
  limit: number,
): Promise<LayerRow[]> {
  const { facts, values, param } = factsQuery(segments, filters, "layer");
  const text = `${facts}
select a.id as "adId", a.name as "adName", f.detail as layer, f.action, sum(f.n)::float8 as count
from facts f join ads a on a.id = f.ad_id
group by a.id, a.name, f.detail, f.action
order by count desc, a.name, f.detail, f.action
limit ${param(limit)}`;
  const { rows } = await pool.query<LayerRow>(text, values);
  return rows;
}

/** The first day with any event in scope (All Time's series starts there, not in 2020). */
export async function firstEventDay(pool: pg.Pool, filters: FactFilters): Promise<Date | null> {
  const values: unknown[] = [];
  const where = filters.companies ? "where company_id = any($1::text[])" : "";
  if (filters.companies) values.push([...filters.companies]);
  // The tail too (see factsQuery): a company's very first events may not be rolled up yet.
  const { rows } = await pool.query<{ first: Date | null }>(
    `select least((select min(bucket) from tracker_daily ${where}),
                  (select date_trunc('day', min(at), 'UTC') from tracker_pending ${where})) as first`,
    values,
  );
  return rows[0]?.first ?? null;
}
