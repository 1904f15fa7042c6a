import {
  ONCE_PER_IMPRESSION,
  type TrackerEvent,
  VAST_ERROR_CODE,
  type VastEventRecord,
  type VastTrackQuery,
  vastEndpoints,
} from "@adstudio/contract";
import { isAdmin, SAMPLE_CREATIVES } from "@adstudio/core";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.js";
import { isHeadOrPrefetch } from "../../http/audience.js";
import { beaconClientOf } from "../../http/beacon-client.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { HttpError, notFound } from "../../http/errors.js";
import { allowAnyOriginWithCredentials } from "../../http/public-cors.js";
import { cacheForPublicAddresses, publicOrigin } from "../../http/public-url.js";
import { servedVastTagOf } from "../ads/index.js";
import { authOf } from "../auth/index.js";
import { servedVastDocument } from "../creatives/index.js";
import { checkVastCreative } from "./creative-check.js";
import { vastImpressionKey } from "./impression.js";
import { recentVastEvents } from "./repo.js";

export const VAST_TOO_MANY_EVENTS_MESSAGE = "Too many events for one impression.";
export const VAST_PIXEL_FAILED_MESSAGE = "The event could not be recorded; try again.";

/** The shipped samples with a VAST document: their pixels belong to no company. */
const VAST_SAMPLES = SAMPLE_CREATIVES.filter((sample) => sample.vast).map((sample) => sample.name);

/**
 * Records one tracking event in the tracker's store and answers the empty 204 pixels and beacons get:
 * uncached, readable from any origin (players fire from wherever the ad runs). The creative is checked
 * first (a published video ad, counting for its company, or a shipped sample, under no company; else
 * 404/400, stored nowhere). Each pixel is counted under an impression id (the tag's served `imp`, else
 * the client's key), so once-per-impression events count once. A preview's tag (`pv=1`) keeps only its
 * impression, as a preview view. HEAD and prefetches are answered but stored nowhere; bots and empty
 * user agents (the device's, for SSAI) and clients over their limit are recorded as invalid traffic, as
 * on the tracker; the answer waits for the commit, so a 204 is never lost.
 */
async function recordEvent(c: Context<AppEnv>, query: VastTrackQuery): Promise<Response> {
  c.header("Cache-Control", "no-store");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  c.header("Access-Control-Allow-Origin", "*");
  const { creative, event, code } = query;
  const header = (name: string) => c.req.header(name);
  if (isHeadOrPrefetch(c.req.method, header)) return c.body(null, 204);
  const { tracker } = c.var.deps;
  // Checked before the per-impression cap, so junk naming a real impression cannot use up its events.
  const { companyId, adId } = await checkVastCreative(tracker, query);
  const preview = query.pv === "1";
  if (preview && event !== "impression") return c.body(null, 204);
  const client = beaconClientOf(c);
  const impressionId = vastImpressionKey(tracker, { creative, event, imp: query.imp }, client);
  if (!tracker.allow(impressionId))
    throw new HttpError(
      429,
      VAST_TOO_MANY_EVENTS_MESSAGE,
      undefined,
      { retryAfter: 60 },
      { "Retry-After": "60" },
    );
  try {
    const verdict = tracker.classify(client, impressionId, preview);
    await tracker.record({
      companyId,
      adId,
      size: "",
      device: verdict.device,
      event,
      detail: creative,
      action: event === "error" && code && VAST_ERROR_CODE.test(code) ? code : "",
      impressionId,
      ms: 0,
      once: ONCE_PER_IMPRESSION.includes(event as TrackerEvent),
      traffic: verdict.traffic,
      reason: verdict.reason,
    });
  } catch (error) {
    // Like the tracker's beacons: the player may retry, and nothing of the failed batch was committed.
    c.var.deps.logger.error({ err: error }, "vast: recording a pixel failed");
    throw new HttpError(503, VAST_PIXEL_FAILED_MESSAGE, undefined, {}, { "Retry-After": "1" });
  }
  return c.body(null, 204);
}

const TAG_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xml$/;

/**
 * VAST tracking (spec studio §2), mounted under `/api/vast` against its contract. Players fire pixels
 * from wherever the ad runs, so tracking is public, uncached and readable cross-origin.
 */
export const vastRoutes = contractRoutes("/api/vast", vastEndpoints, {
  track: (c, { query }) => recordEvent(c, query),
  beacon: (c, { query }) => recordEvent(c, query),
  events: async (c, { query }) => {
    const auth = authOf(c);
    const scope = isAdmin(auth) ? null : { companies: auth.user.companyIds, samples: VAST_SAMPLES };
    const events = await recentVastEvents(c.var.deps.database.pool, query.creative, scope);
    const counts: Partial<Record<VastEventRecord["event"], number>> = {};
    for (const e of events) counts[e.event] = (counts[e.event] ?? 0) + 1;
    c.header("Cache-Control", "no-store");
    return { events, counts, total: events.length };
  },
  // Registered after track and events, which this pattern would otherwise also match.
  tag: async (c, { params, query }) => {
    const adId = TAG_FILE.exec(params.file)?.[1];
    if (!adId) throw notFound("VAST tag not found");
    const stored = await servedVastTagOf(c.var.deps, adId, {
      preview: query.preview === "1",
      version: query.v,
    });
    // Stored site-relative (older tags are brought to it): absolute on the configured public address.
    const xml = servedVastDocument(
      stored,
      `${publicOrigin(c)}/api/vast/${params.file}`,
      adId,
      c.var.deps.config.cdnUrl,
    );
    c.header("Content-Type", "application/xml; charset=utf-8");
    // Every fetch carries its own impression id: no cache (shared or not) may hand one fetch's to another.
    c.header("Cache-Control", cacheForPublicAddresses(c, "no-store"));
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    allowAnyOriginWithCredentials(c);
    return c.body(xml);
  },
});
