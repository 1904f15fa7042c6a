import { type InvalidReason, ONCE_PER_IMPRESSION, type TrafficKind } from "@adstudio/contract";
import type pg from "pg";
import { ensurePartition } from "../../db/tracker-partitions.js";

/** One counted event as the ingest writes it; '' where a dimension does not apply. */
export interface TrackerRecord {
  at: Date;
  companyId: string;
  /** Null for QR scans. */
  adId: string | null;
  size: string;
  device: string;
  event: string;
  detail: string;
  action: string;
  impressionId: string;
  ms: number;
  /**
   * Counted at most once per impression id. The events of ONCE_PER_IMPRESSION always are, whatever this
   * says (a VAST `start` must open its impression for the quartiles); without an impression id ('')
   * nothing is: each such event counts.
   */
  once: boolean;
  /** Live traffic counts; preview and invalid traffic are kept apart from every live figure. */
  traffic: TrafficKind;
  /** Why invalid traffic was filtered; '' for live and preview traffic. */
  reason: InvalidReason | "";
}

const DEADLOCK_DETECTED = "40P01";
/** "no partition of relation found for row": a day without its partition yet (clock jump, long uptime). */
const NO_PARTITION = "23514";

/**
 * One statement, one transaction, so a beacon is answered only once every table below agrees on it:
 * 1. Video progress (quartiles, complete) of a live impression without a counted `start` (in
 *    `tracker_seen` already, or earlier in this batch) becomes invalid `noStart`; a preview's events other
 *    than its impression are dropped (a preview counts views, nothing else).
 * 2. Each event that may count once claims a key in `tracker_seen`: a once-per-impression event its
 *    event name, a click `click:<exit>`, a preview impression `previewView`. A repeat (in this batch or an
 *    earlier one) claims nothing and is stored as invalid `duplicate` (`repeatClick` for a click); a
 *    repeated preview impression is dropped. Events without an impression id ('', VAST pixels without
 *    one) claim nothing and count each time.
 * 3. What is stored goes to the raw table and to `tracker_pending`, from which the roller adds it to the
 *    hourly, daily, half-hour and Kolkata-day rollups (rollup-repo.ts), off the path a beacon waits on:
 *    live events under their own name; preview impressions as `previewView`; invalid traffic as
 *    `invalid` with the reason as its detail and the filtered event as its action. Live figures sum live
 *    event names only, and every key is made of validated values, so repeats never add rollup rows.
 */
const WRITE = `
with input as (
  select to_timestamp((e->>0)::float8 / 1000) as at, e->>1 as company_id, (e->>2)::uuid as ad_id, e->>3 as size,
    e->>4 as device, e->>5 as event, e->>6 as detail, e->>7 as action, e->>8 as impression_id,
    (e->>9)::int as ms, (e->>10)::bool as once, e->>11 as traffic, e->>12 as reason, ord
  from jsonb_array_elements($1::jsonb) with ordinality as t(e, ord)
),
progress as (
  select i.*, (i.traffic = 'live' and i.impression_id <> ''
    and i.event in ('firstQuartile', 'midpoint', 'thirdQuartile', 'complete')
    and not exists (select 1 from tracker_seen s where s.impression_id = i.impression_id and s.event = 'start')
    and not exists (select 1 from input j where j.impression_id = i.impression_id and j.event = 'start'
                      and j.traffic = 'live' and j.ord < i.ord)) as no_start
  from input i where i.traffic <> 'preview' or i.event = 'impression'
),
claims as (
  select p.at, p.company_id, p.ad_id, p.size, p.device, p.event, p.detail, p.action, p.impression_id, p.ms,
    p.ord, case when p.no_start then 'invalid' else p.traffic end as traffic,
    case when p.no_start then 'noStart' else p.reason end as reason,
    case
      when p.impression_id = '' or p.no_start then null
      when p.traffic = 'preview' then 'previewView'
      when p.traffic <> 'live' then null
      when p.event = 'click' then 'click:' || p.detail
      when p.once then p.event
    end as claim
  from progress p
),
first_claim as (
  select distinct on (impression_id, claim) ord, impression_id, claim, at
  from claims where claim is not null order by impression_id, claim, ord
),
fresh as (
  insert into tracker_seen (impression_id, event, seen_at)
  select impression_id, claim, at from first_claim order by impression_id, claim
  on conflict do nothing
  returning impression_id, event
),
judged as (
  select c.*, (c.claim is not null and s.impression_id is null) as repeat
  from claims c
  left join first_claim f on f.ord = c.ord
  left join fresh s on s.impression_id = f.impression_id and s.event = f.claim
),
kept as (
  select at, company_id, ad_id, size, device, impression_id,
    case when traffic = 'invalid' or repeat then 'invalid' when traffic = 'preview' then 'previewView'
         else event end as event,
    case when traffic = 'invalid' then reason when repeat and event = 'click' then 'repeatClick'
         when repeat then 'duplicate' when traffic = 'preview' then '' else detail end as detail,
    case when traffic = 'invalid' or repeat then event when traffic = 'preview' then '' else action end as action,
    case when traffic = 'live' and not repeat then ms else 0 end as ms
  from judged where not (traffic = 'preview' and repeat)
),
raw as (
  insert into tracker_events (at, company_id, ad_id, size, device, event, detail, action, impression_id, ms)
  select at, company_id, ad_id, size, device, event, detail, action, impression_id, ms from kept
)
insert into tracker_pending (at, company_id, ad_id, size, device, event, detail, action, ms)
select at, company_id, ad_id, size, device, event, detail, action, ms from kept`;

/** A record as its batch sends it: its row of the statement's JSON, and its time (for its day's partition). */
export interface EncodedRecord {
  at: Date;
  row: string;
}

/**
 * One record as a row of the batch's JSON array (an array in the columns' order above). The batch is
 * a single parameter that JSON.stringify writes natively, where thirteen typed arrays cost node-postgres
 * a per-element escape, most of its time on this path in `pnpm bench:tracker`; the statement reads it
 * as jsonb, parsed once (a `json` value is parsed again by every `->>`, a third of the statement's
 * time). Each row is written when its event is recorded, while its values are fresh: written a batch at
 * a time, milliseconds later, the same work took several times as long in that benchmark.
 */
export function encodeRecord(event: Omit<TrackerRecord, "at">, at: Date): EncodedRecord {
  const row = JSON.stringify([
    // Milliseconds since the epoch: a Date would be written by its toJSON, three times the cost.
    at.getTime(),
    event.companyId,
    event.adId,
    event.size,
    event.device,
    event.event,
    event.detail,
    event.action,
    event.impressionId,
    event.ms,
    event.once || (ONCE_PER_IMPRESSION as readonly string[]).includes(event.event),
    event.traffic,
    event.reason,
  ]);
  return { at, row };
}

/** Writes a batch in one transaction; resolves once it is committed (see ScanCounter). */
export async function writeEvents(pool: pg.Pool, records: readonly EncodedRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = `[${records.map((record) => record.row).join(",")}]`;
  const query = { name: "tracker-write", text: WRITE, values: [rows] };
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query(query);
      return;
    } catch (error) {
      // The failed statement committed nothing, so running it again cannot count anything twice.
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3) throw error;
      if (code === NO_PARTITION) {
        for (const day of new Set(records.map((r) => r.at.toISOString().slice(0, 10))))
          await ensurePartition(pool, new Date(`${day}T00:00:00Z`));
      } else if (code !== DEADLOCK_DETECTED) throw error;
    }
  }
}
