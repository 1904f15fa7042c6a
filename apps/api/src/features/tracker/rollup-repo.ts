import type pg from "pg";

const DEADLOCK_DETECTED = "40P01";

/**
 * Moves every committed row of `tracker_pending` into the hourly, half-hour, Kolkata-day and daily
 * rollups and adds the QR scans among them to their links' `scan_count`, in one statement: the rows
 * are deleted as they are added, so a row is added exactly once, and a crash in between adds nothing
 * and keeps the rows for the next roll. Rows of a write still being committed are not visible to the
 * statement and wait for the next roll (rows are moved out, so no id or time watermark can skip a
 * transaction that commits late). The taken rows are grouped once, by every rollup's bucket and keys,
 * and each rollup sums those few groups (grouping the taken rows four times over cost 40% more per roll
 * under `pnpm bench:tracker`'s load). Rollup keys are written in sorted order. The last statement records
 * the roll on the claim row, which the caller has locked (see rollPending).
 *
 * `scan_count` is bumped here rather than by the scan itself: every scan of a popular code would
 * otherwise update that one row and wait for the previous batch's commit (see qr/repo.ts).
 */
const ROLL = `
with taken as (
  delete from tracker_pending returning at, company_id, ad_id, size, device, event, detail, action, ms
),
grouped as (
  select date_trunc('hour', at, 'UTC') as hour,
    date_bin('30 minutes', at, timestamptz '2000-01-01 00:00:00+00') as half_hour,
    date_trunc('day', at, 'Asia/Kolkata') as zone_day,
    company_id, ad_id, size, device, event, detail, action, count(*) as n, sum(ms) as ms
  from taken group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
),
hourly as (
  insert into tracker_hourly as h (bucket, company_id, ad_id, size, device, event, detail, action, n, ms)
  select hour, company_id, ad_id, size, device, event, detail, action, sum(n)::bigint, sum(ms)::bigint
  from grouped group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict on constraint tracker_hourly_key do update set n = h.n + excluded.n, ms = h.ms + excluded.ms
),
totals as (
  insert into tracker_half_hour_totals as o (bucket, company_id, ad_id, event, n, ms)
  select half_hour, company_id, ad_id, event, sum(n)::bigint, sum(ms)::bigint
  from grouped group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict on constraint tracker_half_hour_totals_key do update set n = o.n + excluded.n, ms = o.ms + excluded.ms
),
zone_days as (
  insert into tracker_zone_daily_totals as z (bucket, company_id, ad_id, event, n, ms)
  select zone_day, company_id, ad_id, event, sum(n)::bigint, sum(ms)::bigint
  from grouped group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict on constraint tracker_zone_daily_totals_key do update set n = z.n + excluded.n, ms = z.ms + excluded.ms
),
daily as (
  insert into tracker_daily as d (bucket, company_id, ad_id, size, device, event, detail, action, n, ms)
  select date_trunc('day', hour, 'UTC'), company_id, ad_id, size, device, event, detail, action, sum(n)::bigint, sum(ms)::bigint
  from grouped group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict on constraint tracker_daily_key do update set n = d.n + excluded.n, ms = d.ms + excluded.ms
),
scans as (
  update qr_links q set scan_count = q.scan_count + s.n
  from (select detail::uuid as id, sum(n)::bigint as n from grouped
        where event = 'qrScan' and ad_id is null and detail ~ '^[0-9a-f-]{36}$' group by 1 order by 1) s
  where q.id = s.id
)
update tracker_rollup_state set rolled_at = statement_timestamp(),
  rolled_events = rolled_events + (select count(*) from taken)
where id = 1
returning (select count(*) from taken)::int as events`;

/** What one call of rollPending did. */
export interface RollResult {
  /** False when another process (or call) held the claim: it is rolling, this call did nothing. */
  claimed: boolean;
  /** Events moved into the rollups. */
  events: number;
}

export interface RollOptions {
  /**
   * Wait for a roller that holds the claim, then roll what it left (shutdown, tests, benchmarks: "all
   * that is pending is rolled up when this resolves"). By default a held claim returns at once.
   */
  wait?: boolean;
}

/**
 * Adds what is pending to the rollups, if no other roller is at it. The claim is the row lock on
 * `tracker_rollup_state` (SKIP LOCKED: a second roller, here or on another replica, returns at once
 * instead of queueing), taken in the same transaction as the move, so a crash or a lost connection
 * rolls back the claim, the rollups and the deletion from `tracker_pending` together.
 *
 * Readers never wait for this: figures add the pending rows to the rollups in the same snapshot
 * (query-repo.ts), so a beacon counts from the moment it is answered.
 */
export async function rollPending(pool: pg.Pool, options: RollOptions = {}): Promise<RollResult> {
  const claimText = `select 1 from tracker_rollup_state where id = 1 for update${options.wait ? "" : " skip locked"}`;
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("begin");
      const claim = await client.query({
        name: options.wait ? "tracker-roll-claim-wait" : "tracker-roll-claim",
        text: claimText,
      });
      if (claim.rowCount === 0) {
        await client.query("rollback");
        return { claimed: false, events: 0 };
      }
      const { rows } = await client.query<{ events: number }>({ name: "tracker-roll", text: ROLL });
      await client.query("commit");
      return { claimed: true, events: rows[0]?.events ?? 0 };
    } catch (error) {
      // Nothing of the failed transaction was committed: rolling again cannot count anything twice.
      await client.query("rollback").catch((failed: Error) => {
        broken = failed;
      });
      if (attempt >= 3 || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
    } finally {
      // A connection whose rollback failed is dropped, not handed to the next query mid-transaction.
      client.release(broken);
    }
  }
}

/** How far the rollups trail the stored events. */
export interface RollupLag {
  /** Stored events not yet in the rollups (the readers count them from `tracker_pending`). */
  pendingEvents: number;
  /** When the oldest of them was received; null when the rollups hold everything. */
  oldestPendingAt: Date | null;
  /** When the last roll committed; null before the first. */
  rolledAt: Date | null;
}

export async function rollupLag(pool: pg.Pool): Promise<RollupLag> {
  const { rows } = await pool.query<RollupLag>({
    name: "tracker-rollup-lag",
    text: `select (select count(*) from tracker_pending)::int as "pendingEvents",
                  (select min(at) from tracker_pending) as "oldestPendingAt",
                  (select rolled_at from tracker_rollup_state where id = 1) as "rolledAt"`,
  });
  return rows[0] ?? { pendingEvents: 0, oldestPendingAt: null, rolledAt: null };
}
