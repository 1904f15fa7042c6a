import { interactionsEndpoints, type TrackerBeaconQuery, trackerEndpoints } from "@adstudio/contract";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.js";
import { logDatabaseFailure } from "../../db/availability.js";
import { isHeadOrPrefetch } from "../../http/audience.js";
import { beaconClientOf } from "../../http/beacon-client.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { HttpError } from "../../http/errors.js";
import { authOf } from "../auth/index.js";
import { BEACON_HEADERS, recordBeacon } from "./beacon.js";
import * as analytics from "./service.js";

export const TOO_MANY_EVENTS_MESSAGE = "Too many events for one impression.";
export const BEACON_FAILED_MESSAGE = "The event could not be recorded; try again.";

/**
 * One beacon: answered 204 only once it is committed (or when it is stored nowhere: HEAD, prefetches).
 * A beacon its published ad version could not have sent (see AdCheck) is refused with a 404 or 400
 * before anything is recorded; bots, empty user agents and clients over their limit are recorded as
 * invalid traffic. Readable from any origin, never cached, and no cookie is read or set; only the
 * device class of the user agent is kept, and no address at all.
 */
async function beacon(c: Context<AppEnv>, query: TrackerBeaconQuery): Promise<Response> {
  for (const [name, value] of Object.entries(BEACON_HEADERS)) c.header(name, value);
  const header = (name: string) => c.req.header(name);
  if (isHeadOrPrefetch(c.req.method, header)) return c.body(null, 204);
  const { tracker } = c.var.deps;
  // Checked before the per-impression cap, so junk naming a real impression id cannot use up its events.
  const checked = await unlessFailed(c, () => tracker.check(query));
  if (!checked.ok) throw checked.error;
  if (!tracker.allow(query.imp))
    throw new HttpError(429, TOO_MANY_EVENTS_MESSAGE, undefined, { retryAfter: 60 }, { "Retry-After": "60" });
  await unlessFailed(c, () => recordBeacon(tracker, beaconClientOf(c), query, checked.companyId));
  return c.body(null, 204);
}

/** Runs a database step of a beacon; its failure answers 503 (the creative may retry). */
async function unlessFailed<T>(c: Context<AppEnv>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    // This path runs before the request log (see app.ts), so it logs its own failure. The creative
    // may retry; nothing of a failed batch was committed.
    const { database, logger } = c.var.deps;
    logDatabaseFailure(database.availability, logger, error, "tracker: recording a beacon failed");
    throw new HttpError(503, BEACON_FAILED_MESSAGE, undefined, {}, { "Retry-After": "1" });
  }
}

const { beacon: beaconEndpoint, pixel: pixelEndpoint, ...queryEndpoints } = trackerEndpoints;

/**
 * The beacons, mounted at `/api/tracker` ahead of the request log and the studio's middleware, like the
 * QR scan path: they are the hot path (every ad view sends several). Their query validators refuse
 * anything the edge guard would (each field is a strict pattern).
 */
export const beaconRoutes = contractRoutes(
  "/api/tracker",
  { beacon: beaconEndpoint, pixel: pixelEndpoint },
  {
    beacon: (c, { query }) => beacon(c, query),
    pixel: (c, { query }) => beacon(c, query),
  },
);

/** The figures, mounted at `/api/tracker` (readAnalytics, company-scoped). */
export const trackerRoutes = contractRoutes("/api/tracker", queryEndpoints, {
  kpis: (c, { query }) => analytics.kpis(c.var.deps, authOf(c), query),
  timeseries: (c, { query }) => analytics.timeseries(c.var.deps, authOf(c), query),
  breakdown: (c, { query }) => analytics.breakdown(c.var.deps, authOf(c), query),
  topAds: (c, { query }) => analytics.topAds(c.var.deps, authOf(c), query),
});

/** Per-layer interactions, mounted at `/api/interactions`. */
export const interactionsRoutes = contractRoutes("/api/interactions", interactionsEndpoints, {
  layers: (c, { query }) => analytics.layers(c.var.deps, authOf(c), query),
});
