import type pg from "pg";

const DEADLOCK_DETECTED = "40P01";

/**
 * Moves every committed row of `tracker_pending` into the hourly, half-hour, Kolkata-day and daily
 * rollups, in one statement (one transaction): the rows are deleted as they are added, so a row is
 * added exactly once whoever rolls, and a crash in between adds nothing and keeps the rows for the next
 * roll. Rows of a beacon still being committed are not visible yet and wait for the next roll; a second
 * roller at the same moment waits on the first one's rows and then takes only what is left. Rollup keys
 * are written in sorted order so concurrent rollers (and the QR scans' writes) lock rows in one order.
 */
const ROLL = `
with taken as (
  delete from tracker_pending returning at, company_id, ad_id, size, device, event, detail, action, ms
),
hourly as (
  insert into tracker_hourly as h (bucket, company_id, ad_id, size, device, event, detail, action, n, ms)
  select date_trunc('hour', at, 'UTC'), company_id, ad_id, size, device, event, detail, action, count(*), sum(ms)
  from taken group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict on constraint tracker_hourly_key do update set n = h.n + excluded.n, ms = h.ms + excluded.ms
),
totals as (
  insert into tracker_half_hour_totals as o (bucket, company_id, ad_id, event, n, ms)
  select date_bin('30 minutes', at, timestamptz '2000-01-01 00:00:00+00'), company_id, ad_id, event, count(*), sum(ms)
  from taken group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict on constraint tracker_half_hour_totals_key do update set n = o.n + excluded.n, ms = o.ms + excluded.ms
),
zone_days as (
  insert into tracker_zone_daily_totals as z (bucket, company_id, ad_id, event, n, ms)
  select date_trunc('day', at, 'Asia/Kolkata'), company_id, ad_id, event, count(*), sum(ms)
  from taken group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict on constraint tracker_zone_daily_totals_key do update set n = z.n + excluded.n, ms = z.ms + excluded.ms
)
insert into tracker_daily as d (bucket, company_id, ad_id, size, device, event, detail, action, n, ms)
select date_trunc('day', at, 'UTC'), company_id, ad_id, size, device, event, detail, action, count(*), sum(ms)
from taken group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
on conflict on constraint tracker_daily_key do update set n = d.n + excluded.n, ms = d.ms + excluded.ms`;

/**
 * Adds what is pending to the rollups. Every reader of the rollups rolls first, so a figure read after
 * a beacon was answered includes it; the ingest also rolls every second, so the pending rows stay few.
 */
export async function rollPending(pool: pg.Pool): Promise<void> {
  const query = { name: "tracker-roll", text: ROLL };
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query(query);
      return;
    } catch (error) {
      // The failed statement deleted and added nothing: running it again cannot count anything twice.
      if (attempt >= 3 || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
    }
  }
}
