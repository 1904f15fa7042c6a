import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";

/**
 * CORS for public documents players read from any page (VAST tags): the request's `Origin` is echoed with
 * `Access-Control-Allow-Credentials: true`, so a player that fetches with credentials (as Google IMA and
 * other SDKs may) can read the answer, which `*` forbids. Any origin is allowed, since the document is
 * public and the same whoever asks (it depends on no cookie); `Vary: Origin` keeps caches from mixing the
 * echoed values. Without an `Origin` (a same-origin or server fetch) the answer is `*`, as before.
 */
export function allowAnyOriginWithCredentials(c: Context<AppEnv>): void {
  const origin = c.req.header("origin");
  c.header("Vary", "Origin", { append: true });
  if (!origin) {
    c.header("Access-Control-Allow-Origin", "*");
    return;
  }
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
}
