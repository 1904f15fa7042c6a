import type { InvalidReason, TrackerBeaconQuery, TrafficKind } from "@adstudio/contract";
import type { Database } from "../../db/client.js";
import { ScanCounter, type ScanCounterOptions } from "../../db/group-commit.js";
import { dropExpired, ensurePartitions } from "../../db/tracker-partitions.js";
import type { BeaconClient } from "../../http/beacon-client.js";
import { type DeviceClass, deviceClassOf, isAutomatedUserAgent } from "../../http/user-agent.js";
import { AdCheck, type BeaconCheck } from "./ad-check.js";
import type { BeaconAd } from "./ad-check-repo.js";
import { ClientLimit, type ClientLimitOptions } from "./client-limit.js";
import { Impressions } from "./impressions.js";
import { type EncodedRecord, encodeRecord, type TrackerRecord, writeEvents } from "./repo.js";
import { rollPending } from "./rollup-repo.js";

export interface TrackerIngestOptions extends ScanCounterOptions {
  /** Days of raw events kept (rollups are kept for ever). */
  retentionDays?: number;
  /** What "now" is: the event's time and the partitions' days. */
  clock?: () => Date;
  /** How long an ad's company (and published and template state) is reused without asking the database. */
  cacheMs?: number;
  /** Impression ids remembered (events for the per-impression cap, client-limit verdict) at least. */
  capKeys?: number;
  /** New impression ids per client and per address (default: 60 and 600 a minute, as the config's). */
  clientLimit?: ClientLimitOptions;
}

/** How a beacon counts: live, preview or invalid (and why), and the device class it is stored under. */
export interface BeaconVerdict {
  traffic: TrafficKind;
  reason: InvalidReason | "";
  device: DeviceClass;
}

/** Day partitions kept ready ahead of today (a restart or a stalled timer never meets a missing day). */
const DAYS_AHEAD = 3;
const HOUR_MS = 3_600_000;
/**
 * How often what is pending is rolled up. Readers count the pending rows themselves, so this bounds the
 * tail they read (and the dashboard's "rollups behind" figure), not what they see.
 */
const ROLL_MS = 1000;
/**
 * Small batches, three at a time. A beacon batch writes the raw table, the seen keys and the pending
 * rows, and one whole convoy in one batch (the QR scans' default) left PostgreSQL idle while the process
 * read the convoy and the process idle while PostgreSQL committed it. Batches leaving every 24 events
 * overlap the two: `pnpm bench:tracker` went from 0.32–0.37× to 0.45–0.48× the bare server on this 2-core
 * machine (when the rollups were still written here), and 3 × 24 still beat 4 × 16, 6 × 12, 2 × 32 and
 * 3 × 32 in paired runs after they moved to the roller.
 */
const WRITERS = 3;
const BATCH_EVENTS = 24;
/**
 * The tracker's ingest: the ad → company lookup (cached; a burst repeats a few ads), a per-impression
 * cap, and the same group commit as QR scans, so `record()` resolves only once the event is committed.
 * `start()` creates the coming days' partitions and then keeps them ahead, and old days dropped, hourly.
 */
export class TrackerIngest {
  readonly #database: Database;
  readonly #counter: ScanCounter<EncodedRecord>;
  readonly #clock: () => Date;
  readonly #retentionDays: number;
  readonly #impressions: Impressions;
  readonly #clientLimit: ClientLimit;
  readonly #adCheck: AdCheck;
  #timer: NodeJS.Timeout | undefined;
  #rollTimer: NodeJS.Timeout | undefined;

  constructor(database: Database, options: TrackerIngestOptions = {}) {
    this.#database = database;
    this.#counter = new ScanCounter<EncodedRecord>((batch) => writeEvents(database.pool, batch), {
      concurrency: WRITERS,
      maxBatch: BATCH_EVENTS,
      ...options,
    });
    this.#clock = options.clock ?? (() => new Date());
    this.#retentionDays = options.retentionDays ?? 90;
    this.#impressions = new Impressions(options.capKeys ?? 100_000);
    this.#clientLimit = new ClientLimit(
      options.clientLimit ?? { perClient: 60, perAddress: 600, windowMs: 60_000 },
    );
    const clock = options.clock;
    this.#adCheck = new AdCheck(database.pool, {
      adTtlMs: options.cacheMs ?? 5000,
      ...(clock ? { clock: () => clock().getTime() } : {}),
    });
  }

  now(): Date {
    return this.#clock();
  }

  /**
   * Partitions for today and the next days, old ones dropped, then the same every hour; what is pending
   * (left by a crash, or waiting) rolled up now and every second.
   */
  async start(): Promise<void> {
    await this.maintain();
    // What a crash left pending (its roll, if any, was rolled back with it) goes in now.
    await rollPending(this.#database.pool, { wait: true });
    this.#timer = setInterval(() => {
      this.maintain().catch(() => undefined);
    }, HOUR_MS);
    this.#timer.unref();
    // A failed roll leaves its rows pending for the next one: nothing is lost. One process rolls at a
    // time across replicas; the others' turns find the claim taken and do nothing (rollup-repo.ts).
    this.#rollTimer = setInterval(() => {
      rollPending(this.#database.pool).catch(() => undefined);
    }, ROLL_MS);
    this.#rollTimer.unref();
  }

  /** Creates the coming days' partitions and drops those past the retention. */
  async maintain(): Promise<string[]> {
    const now = this.#clock();
    await ensurePartitions(this.#database.pool, now, DAYS_AHEAD);
    return dropExpired(this.#database.pool, now, this.#retentionDays);
  }

  /**
   * Whether a beacon could have come from the published ad version it names, and the company to count
   * it under (see AdCheck). Rejects only when the database fails.
   */
  check(query: TrackerBeaconQuery): Promise<BeaconCheck> {
    return this.#adCheck.check(query);
  }

  /**
   * The published, non-template ad an id names (null otherwise), from the same cache as `check`: VAST
   * pixels are checked against the same reading of "published" as the runtime's beacons.
   */
  async publishedAd(adId: string): Promise<BeaconAd | null> {
    const ad = await this.#adCheck.ad(adId);
    return ad?.published && !ad.isTemplate ? ad : null;
  }

  /** Whether the ad published version `version` (cached as `check`'s versions are). */
  hasVersion(adId: string, version: number): Promise<boolean> {
    return this.#adCheck.hasVersion(adId, version);
  }

  /**
   * Whether one more event of this impression stays under its cap of 500 events. A script
   * replaying one impression id is cut off; a real burst (many people, each their own id) never is.
   */
  allow(impressionId: string): boolean {
    return this.#impressions.allow(impressionId);
  }

  /**
   * How one beacon counts (issue 27): a preview's (`pv=1`) as preview; a bot's or an empty user agent's
   * (the device's, when a stitcher names it) as invalid `bot`; a new impression id over its client's
   * limit, and every later event of it, as invalid `clientLimit`; the rest live. An empty id (nothing to
   * remember it by) is not limited. Call it once the beacon is known to be recorded (after the ad checks
   * and `allow`), as a new id takes a place in the client's window.
   */
  classify(client: BeaconClient, impressionId: string, preview = false): BeaconVerdict {
    const device = deviceClassOf(client.userAgent);
    if (preview) return { traffic: "preview", reason: "", device };
    if (isAutomatedUserAgent(client.userAgent)) return { traffic: "invalid", reason: "bot", device };
    const admitted =
      impressionId === "" ||
      this.#impressions.admitted(impressionId, () =>
        this.#clientLimit.admits(client, this.#clock().getTime()),
      );
    if (!admitted) return { traffic: "invalid", reason: "clientLimit", device };
    return { traffic: "live", reason: "", device };
  }

  /** Counts one event; resolves once it is committed, rejects when its batch failed. */
  record(event: Omit<TrackerRecord, "at">): Promise<void> {
    return this.#counter.record(encodeRecord(event, this.#clock()));
  }

  /** Writes what is waiting, rolls it up and stops the upkeep (shutdown, before the pool closes). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    if (this.#rollTimer) clearInterval(this.#rollTimer);
    await this.#counter.close();
    await rollPending(this.#database.pool, { wait: true }).catch(() => undefined);
  }
}
