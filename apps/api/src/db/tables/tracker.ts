import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The raw event table `tracker_events` is not declared here: it is partitioned by day (PostgreSQL
 * declarative partitioning), which drizzle-kit cannot express, so its hand-written migration
 * (0018_tracker_events.sql) creates it and the tracker's repository reaches it with SQL. Its columns are
 * those of the rollups below plus `at`, `impression_id` and `ms`, one row per stored event.
 *
 * Every table here holds live events under their own names, preview impressions as `previewView` and
 * invalid traffic as `invalid` (detail: the reason, one of INVALID_REASONS; action: the filtered event),
 * so a live figure, which sums live event names, never includes them (see the tracker's repo.ts).
 */

/** The dimensions every rollup row is keyed by ('' where an event has none). */
const dimensions = {
  companyId: text("company_id").notNull(),
  /** Null for QR scans, which belong to a link rather than an ad. */
  adId: uuid("ad_id"),
  size: text("size").notNull().default(""),
  /** mobile, tablet, desktop or other: the only trace of the user agent that is kept. */
  device: text("device").notNull(),
  event: text("event").notNull(),
  /** The exit of a click, the layer of an interaction, the page of a page view, the link of a QR scan. */
  detail: text("detail").notNull().default(""),
  /** The action of an interaction (tap, swipe …). */
  action: text("action").notNull().default(""),
};

const measures = {
  n: bigint("n", { mode: "number" }).notNull().default(0),
  /** Sum of the events' milliseconds (dwell). */
  ms: bigint("ms", { mode: "number" }).notNull().default(0),
};

const bucket = () => timestamp("bucket", { withTimezone: true }).notNull();

/** The indexes every rollup has: a company's or an ad's buckets in order. */
const byCompanyAndAd = (
  name: string,
  t: { bucket: AnyPgColumn; companyId: AnyPgColumn; adId: AnyPgColumn },
) => [index(`${name}_company_idx`).on(t.companyId, t.bucket), index(`${name}_ad_idx`).on(t.adId, t.bucket)];

/** A rollup keyed by every dimension per `bucket` (the hourly and daily grains). */
function wideRollup<TName extends string>(name: TName) {
  return pgTable(name, { bucket: bucket(), ...dimensions, ...measures }, (t) => [
    // One row per key; QR scans have no ad, and a null ad must still be one key (NULLS NOT DISTINCT).
    unique(`${name}_key`)
      .on(t.bucket, t.companyId, t.adId, t.size, t.device, t.event, t.detail, t.action)
      .nullsNotDistinct(),
    ...byCompanyAndAd(name, t),
  ]);
}

/** A rollup per `bucket`, ad and event only (no size, device, exit or layer): the totals' grains. */
function totalsRollup<TName extends string>(name: TName) {
  const { companyId, adId, event } = dimensions;
  return pgTable(name, { bucket: bucket(), companyId, adId, event, ...measures }, (t) => [
    unique(`${name}_key`).on(t.bucket, t.companyId, t.adId, t.event).nullsNotDistinct(),
    ...byCompanyAndAd(name, t),
  ]);
}

/**
 * Events per UTC hour, added up from `tracker_pending` (see there), so the dashboard never reads the raw
 * table except for the partial hours at a range's edges.
 */
export const trackerHourly = wideRollup("tracker_hourly");

/**
 * Events per UTC half hour per ad and event only (no size, device, exit or layer): what KPIs, time series
 * and top ads read, in a fraction of the wide hourly rollup's rows. Half hours, because a day or an hour
 * in Asia/Kolkata (UTC+5:30) starts on a UTC half hour: its series then never reads raw events.
 */
export const trackerHalfHourTotals = totalsRollup("tracker_half_hour_totals");

/**
 * Events per Asia/Kolkata day (the product's default zone, UTC+5:30 all year) per ad and event: a
 * dashboard's daily series and KPIs in that zone read one row per ad and event a day instead of 48 half
 * hours. Other zones' days are answered from the half-hour totals.
 */
export const trackerZoneDailyTotals = totalsRollup("tracker_zone_daily_totals");

/** Events per UTC day, for long ranges (a year reads 365 buckets per key, not 8 760). */
export const trackerDaily = wideRollup("tracker_daily");

/**
 * Keys already counted per impression id: once-per-impression events by name (impression, viewable,
 * start, quartiles …), clicks as `click:<exit>`, preview views as `previewView`. A repeated beacon finds
 * its key here and is stored as invalid instead. Pruned with the raw events' retention.
 */
export const trackerSeen = pgTable(
  "tracker_seen",
  {
    impressionId: text("impression_id").notNull(),
    event: text("event").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.impressionId, t.event] }), index("tracker_seen_time_idx").on(t.seenAt)],
);

/**
 * Stored events not yet added to the rollups. A beacon's transaction writes each stored event here
 * beside the raw table: a plain append, no index, no row another beacon also updates. The roller
 * (`tracker/rollup-repo.ts`) moves them into the four rollups in a transaction of its own (`delete …
 * returning`, so each row is added exactly once, whichever process rolls), every second and before any
 * figure is read. The upserts of a few hot rollup rows (one ad's hour, concurrent batches queueing on the
 * same rows) thus leave the path a beacon waits on, and a second's events go in as one upsert per key.
 */
export const trackerPending = pgTable("tracker_pending", {
  at: timestamp("at", { withTimezone: true }).notNull(),
  ...dimensions,
  ms: integer("ms").notNull().default(0),
});

/**
 * The roller's claim: one row (id 1, inserted by the migration). A roll locks it `FOR UPDATE SKIP
 * LOCKED` in the same transaction that moves `tracker_pending` into the rollups, so one process rolls at
 * a time across replicas (another finds it locked and skips that turn), and a crash rolls back the claim,
 * the rollups and the pending rows' deletion together. `rolledAt` is when the last roll committed.
 */
export const trackerRollupState = pgTable("tracker_rollup_state", {
  id: smallint("id").primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }),
  /** Events moved into the rollups since the table was created (a roller's progress, for operators). */
  rolledEvents: bigint("rolled_events", { mode: "number" }).notNull().default(0),
});
