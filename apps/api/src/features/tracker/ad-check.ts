import {
  TRACKER_NO_AD_MESSAGE,
  TRACKER_UNKNOWN_ACTION_MESSAGE,
  TRACKER_UNKNOWN_EXIT_MESSAGE,
  TRACKER_UNKNOWN_LAYER_MESSAGE,
  TRACKER_UNKNOWN_PAGE_MESSAGE,
  TRACKER_UNKNOWN_SCENE_MESSAGE,
  TRACKER_UNKNOWN_SIZE_MESSAGE,
  TRACKER_UNSENT_EVENT_MESSAGE,
  type TrackerBeaconQuery,
} from "@adstudio/contract";
import { beaconProfile, upgradeDocument } from "@adstudio/creative";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { badRequest, type HttpError, notFound } from "../../http/errors.js";
import { type BeaconAd, beaconAd, beaconVersion } from "./ad-check-repo.js";

/** What one published version lets a beacon name, as sets: a beacon costs a few lookups, no parsing. */
interface VersionBeacons {
  sizes: ReadonlySet<string>;
  /** Null for a version without its document (published before documents were kept): sizes only. */
  document: {
    events: ReadonlySet<string>;
    exits: ReadonlySet<string>;
    /** Layer id → the action types its interactions report. */
    actions: ReadonlyMap<string, ReadonlySet<string>>;
    pages: ReadonlySet<string>;
    scenes: ReadonlySet<string>;
  } | null;
}

/** The beacon may be recorded under `companyId`, or is refused with `error` (a 404 or a 400). */
export type BeaconCheck = { ok: true; companyId: string } | { ok: false; error: HttpError };

export interface AdCheckOptions {
  /** How long an ad's company and published/template state are reused without asking the database. */
  adTtlMs?: number;
  /** What "now" is for that reuse, in milliseconds (tests move it); the process's clock by default. */
  clock?: () => number;
}

const MAX_ADS = 10_000;
const MAX_VERSIONS = 10_000;
const NO_AD: BeaconCheck = { ok: false, error: notFound(TRACKER_NO_AD_MESSAGE) };
const refused = (field: string, message: string): BeaconCheck => ({
  ok: false,
  error: badRequest(message, { [field]: message }),
});

function compile(sizes: string[], stored: unknown): VersionBeacons {
  const upgraded = stored === null ? null : upgradeDocument(stored);
  if (!upgraded?.ok) return { sizes: new Set(sizes), document: null };
  const profile = beaconProfile(upgraded.document);
  return {
    // The version row's sizes are what publish rendered; the document's teaser says the same.
    sizes: new Set(profile.sizes),
    document: {
      events: new Set(profile.events),
      exits: new Set(profile.exits),
      actions: new Map(Object.entries(profile.interactions).map(([layer, types]) => [layer, new Set(types)])),
      pages: new Set(profile.pages),
      scenes: new Set(profile.scenes),
    },
  };
}

/** The field of `query` its version's document does not have, as the refusal to answer; null when none. */
function detailRefusal(query: TrackerBeaconQuery, beacons: VersionBeacons): BeaconCheck | null {
  if (!beacons.sizes.has(query.size ?? "")) return refused("size", TRACKER_UNKNOWN_SIZE_MESSAGE);
  const doc = beacons.document;
  if (!doc) return null;
  if (!doc.events.has(query.event)) return refused("event", TRACKER_UNSENT_EVENT_MESSAGE);
  switch (query.event) {
    case "click":
      return doc.exits.has(query.exit ?? "") ? null : refused("exit", TRACKER_UNKNOWN_EXIT_MESSAGE);
    case "interaction": {
      const actions = doc.actions.get(query.layer ?? "");
      if (!actions) return refused("layer", TRACKER_UNKNOWN_LAYER_MESSAGE);
      return actions.has(query.action ?? "") ? null : refused("action", TRACKER_UNKNOWN_ACTION_MESSAGE);
    }
    case "pageView":
      return doc.pages.has(query.page ?? "") ? null : refused("page", TRACKER_UNKNOWN_PAGE_MESSAGE);
    case "sceneView":
      return doc.scenes.has(query.page ?? "") ? null : refused("page", TRACKER_UNKNOWN_SCENE_MESSAGE);
    default:
      return null;
  }
}

/**
 * Checks each beacon against the published ad version it came from (issue 27): the ad must exist, be
 * published and not be a template; its size, exit, layer, action and page must be in that version's
 * document, and its event one the format sends. Two caches of promises, so a burst of one ad shares one
 * lookup: the ad's row for a few seconds (publishing, unpublishing or making a template shows within
 * them), and each version's allowed names for as long as it stays among the most recent 10 000 (a
 * version never changes). A rejected lookup is forgotten, so the next beacon asks again.
 */
export class AdCheck {
  readonly #pool: pg.Pool;
  readonly #ads: LRUCache<string, Promise<BeaconAd | null>>;
  readonly #versions: LRUCache<string, Promise<VersionBeacons | null>>;
  readonly #adTtlMs: number;

  constructor(pool: pg.Pool, options: AdCheckOptions = {}) {
    this.#pool = pool;
    // lru-cache reads a ttl of 0 as "never expires"; 1 ms keeps 0 meaning "hardly reused".
    this.#adTtlMs = Math.max(1, options.adTtlMs ?? 5000);
    const clock = options.clock;
    // An injected clock is read each time (no 1 ms cached "now"), so a test's step is seen at once.
    const time = clock ? { perf: { now: clock }, ttlResolution: 0 } : {};
    this.#ads = new LRUCache({ max: MAX_ADS, ttl: this.#adTtlMs, ...time });
    this.#versions = new LRUCache({ max: MAX_VERSIONS, ...time });
  }

  /** Where the beacon may be recorded, or why it is refused. Rejects only when the database fails. */
  async check(query: TrackerBeaconQuery): Promise<BeaconCheck> {
    const ad = await this.ad(query.ad);
    if (!ad?.published || ad.isTemplate) return NO_AD;
    const version = query.v ?? ad.latestVersion;
    if (version === null) return NO_AD;
    const beacons = await this.#version(query.ad, version);
    if (!beacons) return NO_AD;
    return detailRefusal(query, beacons) ?? { ok: true, companyId: ad.companyId };
  }

  /** The ad's row as the check reads it (cached for the ad's few seconds); null for an unknown id. */
  ad(adId: string): Promise<BeaconAd | null> {
    return cached(this.#ads, adId, () => beaconAd(this.#pool, adId));
  }

  /** Whether the ad published version `version` (cached as the check's versions are). */
  async hasVersion(adId: string, version: number): Promise<boolean> {
    return (await this.#version(adId, version)) !== null;
  }

  #version(adId: string, version: number): Promise<VersionBeacons | null> {
    const key = `${adId}/${version}`;
    return cached(this.#versions, key, () => {
      const loading = beaconVersion(this.#pool, adId, version).then((row) =>
        row ? compile(row.sizes, row.document) : null,
      );
      // A version not there yet may be being published: its absence is kept only as long as an ad's
      // row. Decided once, when the lookup settles (not on every beacon that reads it).
      loading.then((beacons) => {
        if (beacons === null && this.#versions.peek(key) === loading)
          this.#versions.set(key, loading, { ttl: this.#adTtlMs });
      }, noop);
      return loading;
    });
  }
}

const noop = () => undefined;

/** The cached promise for `key`, or a new lookup cached until it settles badly. */
function cached<T>(cache: LRUCache<string, Promise<T>>, key: string, load: () => Promise<T>) {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.peek(key) === loading) cache.delete(key);
  });
  return loading;
}
