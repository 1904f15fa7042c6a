import { trackerEndpoints } from "@adstudio/contract";
import * as v from "valibot";
import type { AppDeps } from "../../app-env.js";
import { isHeadOrPrefetch } from "../../http/audience.js";
import { beaconClient, beaconClientSettings } from "../../http/beacon-client.js";
import { firstQueryValues, type HotPath, headerOf, mayHaveBody } from "../../http/hot-paths.js";
import { BEACON_HEADERS, recordBeacon } from "./beacon.js";

const BEACON_PATH = "/api/tracker/event?";
const QUERY = trackerEndpoints.beacon.query;

/**
 * `POST` and `GET /api/tracker/event` (the beacon and the pixel) on the hot path: a well-formed beacon
 * its published ad could have sent, under its impression's cap, is recorded and answered 204 here, as the
 * route in routes.ts would. Anything else goes to that route untouched: refusals (400, 404, 429), HEAD
 * and prefetches (stored nowhere), beacons with a body, and a failed check or write, which the route
 * tries again and answers 503 (nothing of a failed batch was committed, so nothing counts twice; the
 * retried beacon only uses one more of its impression's 500 events).
 */
export function beaconHotPath(deps: AppDeps): HotPath {
  const { tracker } = deps;
  const settings = beaconClientSettings(deps.config);
  return async (request, response) => {
    const url = request.url ?? "";
    const method = request.method ?? "";
    if (!url.startsWith(BEACON_PATH) || (method !== "POST" && method !== "GET")) return false;
    const header = headerOf(request);
    if (isHeadOrPrefetch(method, header) || mayHaveBody(request)) return false;
    const parsed = v.safeParse(QUERY, firstQueryValues(url.slice(BEACON_PATH.length)));
    if (!parsed.success) return false;
    const query = parsed.output;
    const checked = await tracker.check(query);
    if (!checked.ok || !tracker.allow(query.imp)) return false;
    const client = beaconClient(header, request.socket.remoteAddress ?? "", settings, request.socket);
    await recordBeacon(tracker, client, query, checked.companyId);
    response.writeHead(204, BEACON_HEADERS).end();
    return true;
  };
}
