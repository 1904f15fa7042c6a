import {
  ANALYTICS_DAY_MESSAGE,
  ANALYTICS_TZ_MESSAGE,
  type AnalyticsCounts,
  type AnalyticsQuery,
  type AnalyticsRange,
  type AnalyticsRates,
} from "@adstudio/contract";
import {
  addDays,
  dayIn,
  formatDay,
  formatMinute,
  isAdmin,
  isTimeZoneName,
  parseDay,
  type ResolvedRange,
  resolveCustomRange,
  resolveRange,
  zonedInstant,
} from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { checkFilters } from "./filter-check.js";
import * as repo from "./query-repo.js";
import { rollupLag } from "./rollup-repo.js";
import { narrowSegmentsOf, type Segment, segmentsOf } from "./segments.js";

export const NOT_YOUR_COMPANY_MESSAGE = "You can only see your own companies' figures.";
export const CUSTOM_RANGE_MESSAGE = "Give both from and to, from on or before to, at most 731 days apart.";

/** Ranges up to this long are charted per hour, longer ones per day. */
const HOURLY_UP_TO_MS = 2 * 86_400_000;
const HOUR_MS = 3_600_000;

interface Prepared {
  range: AnalyticsRange;
  resolved: ResolvedRange;
  filters: repo.FactFilters;
}

/**
 * The range and filters of a query, checked: a bad zone or custom range is a 400, a foreign company a 403,
 * an ad or campaign the caller cannot see a 400.
 */
async function prepare(deps: AppDeps, auth: AuthContext, query: AnalyticsQuery): Promise<Prepared> {
  const timeZone = query.tz;
  if (!isTimeZoneName(timeZone)) throw badRequest(ANALYTICS_TZ_MESSAGE, { tz: ANALYTICS_TZ_MESSAGE });
  let resolved: ResolvedRange | null;
  if (query.from !== undefined || query.to !== undefined) {
    if (query.from === undefined || query.to === undefined)
      throw badRequest(CUSTOM_RANGE_MESSAGE, {
        [query.from === undefined ? "from" : "to"]: CUSTOM_RANGE_MESSAGE,
      });
    if (!parseDay(query.from) || !parseDay(query.to))
      throw badRequest(ANALYTICS_DAY_MESSAGE, { from: ANALYTICS_DAY_MESSAGE });
    resolved = resolveCustomRange({ from: query.from, to: query.to }, timeZone);
    if (!resolved) throw badRequest(CUSTOM_RANGE_MESSAGE, { to: CUSTOM_RANGE_MESSAGE });
  } else {
    resolved = resolveRange(query.range, deps.tracker.now(), timeZone);
  }
  const own = isAdmin(auth) ? null : auth.user.companyIds;
  if (query.company && own && !own.includes(query.company)) throw forbidden(NOT_YOUR_COMPANY_MESSAGE);
  await checkFilters(deps, query, own);
  const companies = query.company ? [query.company] : own;
  return {
    range: {
      code: query.from !== undefined ? "custom" : query.range,
      from: resolved.from.toISOString(),
      to: resolved.to.toISOString(),
      firstDay: resolved.firstDay,
      lastDay: resolved.lastDay,
      timeZone,
    },
    resolved,
    filters: { companies, adId: query.ad, campaignId: query.campaign, format: query.format },
  };
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** The rates a set of counts implies (null where the denominator is 0). */
export function ratesOf(c: AnalyticsCounts): AnalyticsRates {
  return {
    viewableRate: ratio(c.viewable, c.impressions),
    ctr: ratio(c.clicks, c.impressions),
    engagementRate: ratio(c.engagements, c.impressions),
    videoCompletionRate: ratio(c.videoCompletes, c.videoStarts),
  };
}

function countsOf(row: Partial<AnalyticsCounts> | undefined): AnalyticsCounts {
  const n = (key: keyof AnalyticsCounts) => Number(row?.[key] ?? 0);
  return {
    impressions: n("impressions"),
    viewable: n("viewable"),
    clicks: n("clicks"),
    interactions: n("interactions"),
    engagements: n("engagements"),
    videoStarts: n("videoStarts"),
    videoCompletes: n("videoCompletes"),
    qrScans: n("qrScans"),
    cameraGranted: n("cameraGranted"),
    cameraRefused: n("cameraRefused"),
    targetFound: n("targetFound"),
    targetLost: n("targetLost"),
    targetDwellMs: n("targetDwellMs"),
    invalid: n("invalid"),
    previewViews: n("previewViews"),
  };
}

export async function kpis(deps: AppDeps, auth: AuthContext, query: AnalyticsQuery) {
  const { range, resolved, filters } = await prepare(deps, auth, query);
  // Taken before the figures are read: every event stored by then is in them.
  const asOf = deps.tracker.now();
  const [row] = await repo.countsBy(
    deps.database.pool,
    narrowSegmentsOf(resolved.from, resolved.to),
    filters,
    "none",
  );
  const counts = countsOf(row);
  return { range, kpis: { ...counts, ...ratesOf(counts) }, freshness: await freshness(deps, asOf) };
}

/**
 * How current the figures read at `asOf` are (see AnalyticsFreshnessSchema): complete as of then, with
 * the rollups trailing by the age of the oldest event not rolled up yet, on the tracker's clock (the
 * one that stamped the events).
 */
async function freshness(deps: AppDeps, asOf: Date) {
  const lag = await rollupLag(deps.database.pool);
  const waited = lag.oldestPendingAt ? asOf.getTime() - lag.oldestPendingAt.getTime() : 0;
  return { asOf: asOf.toISOString(), rollupLagSeconds: Math.max(0, Math.floor(waited / 1000)) };
}

/** The buckets of a series: local days, or hours for short ranges. All Time starts at the first event. */
async function buckets(deps: AppDeps, prepared: Prepared) {
  const { resolved, filters, range } = prepared;
  const tz = range.timeZone;
  const span = resolved.to.getTime() - resolved.from.getTime();
  if (span <= HOURLY_UP_TO_MS) {
    const list: { start: Date; end: Date; label: string }[] = [];
    for (let t = resolved.from.getTime(); t < resolved.to.getTime(); t += HOUR_MS)
      list.push({ start: new Date(t), end: new Date(t + HOUR_MS), label: formatMinute(tz, new Date(t)) });
    return { granularity: "hour" as const, list };
  }
  const last = dayIn(tz, new Date(resolved.to.getTime() - 1));
  let first = dayIn(tz, resolved.from);
  if (range.code === "T") {
    // Rollup days are UTC days: the first event is on or after the local day of that day's start.
    const firstEvent = await repo.firstEventDay(deps.database.pool, filters);
    first = firstEvent ? dayIn(tz, new Date(Math.max(firstEvent.getTime(), resolved.from.getTime()))) : last;
  }
  const list: { start: Date; end: Date; label: string }[] = [];
  for (let day = first; formatDay(day) <= formatDay(last); day = addDays(day, 1))
    list.push({
      start: zonedInstant(tz, day),
      end: zonedInstant(tz, addDays(day, 1)),
      label: formatDay(day),
    });
  return { granularity: "day" as const, list };
}

export async function timeseries(deps: AppDeps, auth: AuthContext, query: AnalyticsQuery) {
  const prepared = await prepare(deps, auth, query);
  const { granularity, list } = await buckets(deps, prepared);
  const segments: Segment[] = list.flatMap((b, i) => narrowSegmentsOf(b.start, b.end, i));
  const rows = await repo.countsBy(deps.database.pool, segments, prepared.filters, "bucket");
  const byBucket = new Map(rows.map((row) => [Number(row.key), row]));
  const points = list.map((b, i) => ({
    start: b.start.toISOString(),
    label: b.label,
    ...countsOf(byBucket.get(i)),
  }));
  return { range: prepared.range, granularity, points };
}

export async function breakdown(
  deps: AppDeps,
  auth: AuthContext,
  query: AnalyticsQuery & { by: "format" | "size" | "device" },
) {
  const { range, resolved, filters } = await prepare(deps, auth, query);
  const rows = await repo.countsBy(
    deps.database.pool,
    segmentsOf(resolved.from, resolved.to),
    filters,
    query.by,
  );
  const list = rows
    .map((row) => {
      const counts = countsOf(row);
      return { key: String(row.key ?? ""), ...counts, ...ratesOf(counts) };
    })
    .sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key));
  return { range, by: query.by, rows: list };
}

export async function topAds(deps: AppDeps, auth: AuthContext, query: AnalyticsQuery & { limit: number }) {
  const { range, resolved, filters } = await prepare(deps, auth, query);
  const rows = await repo.topAds(
    deps.database.pool,
    narrowSegmentsOf(resolved.from, resolved.to),
    filters,
    query.limit,
  );
  return {
    range,
    ads: rows.map((row) => {
      const counts = countsOf(row);
      return {
        _id: row.adId,
        name: row.name,
        format: row.format,
        campaign: row.campaignId ? { _id: row.campaignId, name: row.campaignName ?? "" } : null,
        ...counts,
        ...ratesOf(counts),
      };
    }),
  };
}

/** At most this many rows in the per-layer list. */
const LAYER_ROWS = 200;

export async function layers(deps: AppDeps, auth: AuthContext, query: AnalyticsQuery) {
  const { range, resolved, filters } = await prepare(deps, auth, query);
  const rows = await repo.layerInteractions(
    deps.database.pool,
    segmentsOf(resolved.from, resolved.to),
    filters,
    LAYER_ROWS,
  );
  return { range, layers: rows.map((row) => ({ ...row, count: Number(row.count) })) };
}
