import {
  VAST_ERROR_CODE,
  type VastEventRecord,
  type VastTrackQuery,
  vastEndpoints,
} from "@adstudio/contract";
import { isAdmin } from "@adstudio/core";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.js";
import { isHeadOrPrefetch } from "../../http/audience.js";
import { beaconClientOf } from "../../http/beacon-client.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { notFound } from "../../http/errors.js";
import { latestVastTag } from "../ads/index.js";
import { authOf } from "../auth/index.js";
import { recentVastEvents } from "./repo.js";

const AD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Records one tracking event in the tracker's store and answers the empty 204 pixels and beacons get:
 * uncached, readable from any origin (players fire from wherever the ad runs). A published ad's events
 * count for its company; a shipped sample's (a creative name, not an ad id) belong to no company and only
 * show in `/api/vast/events`. HEAD and prefetches are answered but stored nowhere; bots and empty user
 * agents (the device's, for SSAI) are recorded as invalid traffic, as on the tracker; the answer waits
 * for the commit, so a 204 is never lost.
 */
async function recordEvent(c: Context<AppEnv>, query: VastTrackQuery): Promise<Response> {
  c.header("Cache-Control", "no-store");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  c.header("Access-Control-Allow-Origin", "*");
  const { creative, event, code } = query;
  const header = (name: string) => c.req.header(name);
  if (isHeadOrPrefetch(c.req.method, header)) return c.body(null, 204);
  const { tracker } = c.var.deps;
  const adId = AD_ID.test(creative) ? creative : null;
  const companyId = adId ? await tracker.companyOf(adId) : "";
  if (companyId === null) return c.body(null, 204);
  const verdict = tracker.classify(beaconClientOf(c), "");
  await tracker.record({
    companyId,
    adId,
    size: "",
    device: verdict.device,
    event,
    detail: creative,
    action: event === "error" && code && VAST_ERROR_CODE.test(code) ? code : "",
    impressionId: "",
    ms: 0,
    once: false,
    traffic: verdict.traffic,
    reason: verdict.reason,
  });
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
    const scope = isAdmin(auth) ? null : auth.user.companyIds;
    const events = await recentVastEvents(c.var.deps.database.pool, query.creative, scope);
    const counts: Partial<Record<VastEventRecord["event"], number>> = {};
    for (const e of events) counts[e.event] = (counts[e.event] ?? 0) + 1;
    c.header("Cache-Control", "no-store");
    return { events, counts, total: events.length };
  },
  // Registered after track and events, which this pattern would otherwise also match.
  tag: async (c, { params }) => {
    const match = TAG_FILE.exec(params.file);
    if (!match?.[1]) throw notFound("VAST tag not found");
    const xml = await latestVastTag(c.var.deps, match[1]);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=60");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Access-Control-Allow-Origin", "*");
    return c.body(new Uint8Array(xml));
  },
});
