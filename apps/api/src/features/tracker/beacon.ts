import { ONCE_PER_IMPRESSION, type TrackerBeaconQuery } from "@adstudio/contract";
import type { BeaconClient } from "../../http/beacon-client.js";
import type { TrackerIngest } from "./ingest.js";

/**
 * Every beacon answer's headers: readable from any origin, never cached, never sniffed. The app's route
 * and the hot path (beacon-hot-path.ts) both send them; neither sets or reads a cookie.
 */
export const BEACON_HEADERS = {
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
} as const;

/** The detail a rollup keeps per event: the exit of a click, the layer of an interaction, the page viewed. */
function detailOf(query: TrackerBeaconQuery): string {
  switch (query.event) {
    case "click":
      return query.exit ?? "";
    case "interaction":
      return query.layer ?? "";
    case "pageView":
    case "sceneView":
      return query.page ?? "";
    default:
      return "";
  }
}

/**
 * Records a beacon that passed its ad's checks and the per-impression cap: judged (live, preview or
 * invalid traffic, device class) and group-committed. Resolves once it is committed; rejects when its
 * batch failed, and then nothing of it was.
 */
export function recordBeacon(
  tracker: TrackerIngest,
  client: BeaconClient,
  query: TrackerBeaconQuery,
  companyId: string,
): Promise<void> {
  const verdict = tracker.classify(client, query.imp, query.pv === "1");
  return tracker.record({
    companyId,
    adId: query.ad,
    size: query.size ?? "",
    device: verdict.device,
    event: query.event,
    detail: detailOf(query),
    action: query.event === "interaction" ? (query.action ?? "") : "",
    impressionId: query.imp,
    ms: query.event === "dwell" || query.event === "targetDwell" ? (query.ms ?? 0) : 0,
    once: ONCE_PER_IMPRESSION.includes(query.event),
    traffic: verdict.traffic,
    reason: verdict.reason,
  });
}
