import type { AppDeps } from "../../app-env.js";
import { isCountedScan } from "../../http/audience.js";
import { type HotPath, headerOf, mayHaveBody } from "../../http/hot-paths.js";
import { deviceClassOf } from "../../http/user-agent.js";
import { SCAN_HEADERS } from "./scan-routes.js";

/** `/q/` and a code, then the end or a query string (a poster's `?src=…` is the scan's business). */
const SCAN_URL = /^\/q\/([0-9a-fA-F]{8})(?:\?|$)/;
/** A Location Node writes as it is: printable ASCII (normalised link addresses always are). */
const PLAIN_LOCATION = /^[\x21-\x7e]+$/;

/**
 * `GET /q/{code}` on the hot path: a person's scan of a web address link is counted and redirected (302)
 * here, as the route in scan-routes.ts would. Everything else goes to that route untouched, decided
 * before anything is counted: unknown codes (404), text links (their page), HEAD, prefetches and bots
 * (answered, not counted), and a failed lookup or count, which the route tries again and answers 503
 * (a failed batch committed nothing, so no scan counts twice).
 */
export function scanHotPath(deps: AppDeps): HotPath {
  const { qrScans } = deps;
  return async (request, response) => {
    const code = request.method === "GET" ? SCAN_URL.exec(request.url ?? "")?.[1] : undefined;
    if (code === undefined) return false;
    const header = headerOf(request);
    if (!isCountedScan("GET", header) || mayHaveBody(request)) return false;
    const target = await qrScans.resolve(code);
    if (target?.type !== "url" || !PLAIN_LOCATION.test(target.value)) return false;
    await qrScans.count(target.qrId, deviceClassOf(header("user-agent") ?? ""));
    response.writeHead(302, { ...SCAN_HEADERS, Location: target.value }).end();
    return true;
  };
}
