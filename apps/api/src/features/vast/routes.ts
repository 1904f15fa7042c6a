import {
  VAST_ERROR_CODE,
  type VastEventRecord,
  type VastTrackQuery,
  vastEndpoints,
} from "@adstudio/contract";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { notFound } from "../../http/errors.js";
import { latestVastTag } from "../ads/publish.js";
import { vastEventLog } from "./event-log.js";

/**
 * Records one tracking event and answers the empty 204 pixels and beacons get: uncached, readable from any
 * origin (players fire from wherever the ad runs; a hosted creative's frame has an opaque origin).
 */
function recordEvent(c: Context<AppEnv>, query: VastTrackQuery): Response {
  const { creative, event, code } = query;
  const entry: VastEventRecord = {
    creative,
    event,
    at: new Date().toISOString(),
    ...(event === "error" && code && VAST_ERROR_CODE.test(code) ? { code } : {}),
  };
  // Hono answers HEAD with the GET handler too: link checkers and prefetchers send HEAD, players never do.
  if (c.req.method !== "HEAD") {
    vastEventLog(c.var.deps).record(entry);
    c.var.log.info({ vast: entry }, "vast event");
  }
  c.header("Cache-Control", "no-store");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  c.header("Access-Control-Allow-Origin", "*");
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
  events: (c, { query }) => {
    const events = vastEventLog(c.var.deps).list(query.creative);
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
