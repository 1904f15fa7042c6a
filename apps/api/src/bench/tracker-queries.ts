import type pg from "pg";
import type { AppDeps } from "../app-env.js";
import { ensurePartition } from "../db/tracker-partitions.js";
import { countsBy, type FactFilters, topAds } from "../features/tracker/query-repo.js";
import { narrowSegmentsOf, type Segment, segmentsOf } from "../features/tracker/segments.js";

const DAY_MS = 86_400_000;
const COMPANIES = 5;
const ADS_PER_COMPANY = 10;
const SIZES = ["300x250", "300x600", "320x50", "728x90"];
const DEVICES = ["mobile", "desktop", "tablet"];
/** Event mix: weights as repeats (20 slots): half impressions, then viewable, interactions, clicks, video. */
const EVENT_SLOTS = [
  ...Array<string>(10).fill("impression"),
  ...Array<string>(5).fill("viewable"),
  "interaction",
  "interaction",
  "engagement",
  "click",
  "start",
];

/**
 * Writes `events` synthetic events over the `days` days before `end` with generate_series (ads of five
 * companies, four sizes, three devices), straight into the raw table, then builds both rollups from it
 * with the same grouping the ingest uses. Returns the first company's id.
 */
export async function seedSyntheticEvents(pool: pg.Pool, events: number, days: number, end: Date) {
  const start = new Date(end.getTime() - days * DAY_MS);
  await pool.query(
    `insert into ads (company_id, name, type, document)
     select 'synthetic-company-' || (g % $1), 'Bench ad ' || g, (array['rich-media','3d-roll','mini','vast'])[1 + g % 4], '{}'
     from generate_series(0, $2 - 1) g`,
    [COMPANIES, COMPANIES * ADS_PER_COMPANY],
  );
  for (let day = start.getTime(); day < end.getTime() + DAY_MS; day += DAY_MS)
    await ensurePartition(pool, new Date(day));
  await pool.query(
    `with ad as (select array_agg(id order by name) as ids, array_agg(company_id order by name) as companies from ads where company_id like 'synthetic-%')
     insert into tracker_events (at, company_id, ad_id, size, device, event, detail, action, impression_id)
     select $1::timestamptz + (g::float8 / $2) * ($3::timestamptz - $1::timestamptz),
            ad.companies[1 + g % $4], ad.ids[1 + g % $4],
            ($5::text[])[1 + (g / 7) % 4], ($6::text[])[1 + (g / 3) % 3], ($7::text[])[1 + (g * 7) % 20],
            case when ($7::text[])[1 + (g * 7) % 20] = 'interaction' then 'layer-' || (g % 5) else '' end,
            case when ($7::text[])[1 + (g * 7) % 20] = 'interaction' then 'tap' else '' end,
            'bench-' || g
     from generate_series(0, $2 - 1) g, ad`,
    [start, events, end, COMPANIES * ADS_PER_COMPANY, SIZES, DEVICES, EVENT_SLOTS],
  );
  for (const [table, unit] of [
    ["tracker_hourly", "hour"],
    ["tracker_daily", "day"],
  ] as const) {
    await pool.query(
      `insert into ${table} (bucket, company_id, ad_id, size, device, event, detail, action, n, ms)
       select date_trunc('${unit}', at, 'UTC'), company_id, ad_id, size, device, event, detail, action, count(*), sum(ms)
       from tracker_events where company_id like 'synthetic-%' group by 1, 2, 3, 4, 5, 6, 7, 8`,
    );
  }
  await pool.query(
    `insert into tracker_half_hour_totals (bucket, company_id, ad_id, event, n, ms)
     select date_bin('30 minutes', at, timestamptz '2000-01-01 00:00:00+00'), company_id, ad_id, event, count(*), sum(ms)
     from tracker_events where company_id like 'synthetic-%' group by 1, 2, 3, 4`,
  );
  await pool.query(
    `insert into tracker_zone_daily_totals (bucket, company_id, ad_id, event, n, ms)
     select date_trunc('day', at, 'Asia/Kolkata'), company_id, ad_id, event, count(*), sum(ms)
     from tracker_events where company_id like 'synthetic-%' group by 1, 2, 3, 4`,
  );
  await pool.query("analyze");
  return "synthetic-company-0";
}

interface Probe {
  name: string;
  /** `seg` cuts a range for the rollups (narrow: the totals KPIs, series and top ads read) or raw only. */
  run: (seg: (from: Date, to: Date, bucket?: number, narrow?: boolean) => Segment[]) => Promise<unknown>;
}

/** The dashboard's queries for one company over the last 30 Kolkata days (midnight at 18:30 UTC). */
export function dashboardProbes(pool: pg.Pool, company: string, end: Date): Probe[] {
  const filters: FactFilters = { companies: [company] };
  // Kolkata's midnight: a range edge no rollup bucket meets, so the raw table answers its half hours.
  const to = new Date(Math.floor(end.getTime() / DAY_MS) * DAY_MS - 5.5 * 3_600_000);
  const from = new Date(to.getTime() - 30 * DAY_MS);
  const week = new Date(to.getTime() - 7 * DAY_MS);
  return [
    { name: "KPIs, 30 days", run: (seg) => countsBy(pool, seg(from, to, 0, true), filters, "none") },
    { name: "KPIs, 7 days", run: (seg) => countsBy(pool, seg(week, to, 0, true), filters, "none") },
    {
      name: "daily series, 30 days",
      run: (seg) =>
        countsBy(
          pool,
          Array.from({ length: 30 }, (_, i) =>
            seg(new Date(from.getTime() + i * DAY_MS), new Date(from.getTime() + (i + 1) * DAY_MS), i, true),
          ).flat(),
          filters,
          "bucket",
        ),
    },
    { name: "by device, 30 days", run: (seg) => countsBy(pool, seg(from, to), filters, "device") },
    { name: "top ads, 30 days", run: (seg) => topAds(pool, seg(from, to, 0, true), filters, 10) },
  ];
}

/** The same range read from the raw events only: what the dashboard would cost without rollups. */
export const rawOnly = (from: Date, to: Date, bucket = 0): Segment[] => [{ source: "raw", from, to, bucket }];
/** What the service reads: the narrow totals for KPIs, series and top ads, the wide rollups otherwise. */
export const rollups = (from: Date, to: Date, bucket = 0, narrow = false): Segment[] =>
  narrow ? narrowSegmentsOf(from, to, bucket) : segmentsOf(from, to, bucket);

/** p95 of `runs` timings of `run`, in ms. */
export async function p95(runs: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
}

export type { AppDeps };
