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

/** Request headers a preflight may name: header names only (letters, digits, `-`), a few at most. */
const HEADER_LIST = /^[A-Za-z0-9-]+(?:\s*,\s*[A-Za-z0-9-]+){0,19}$/;

/**
 * The preflight of a player reading a public document across origins (one that sends a header of its own,
 * or credentials): 204 allowing `GET` and `HEAD` with the headers it asks for, cached for 10 minutes.
 * The answer itself decides nothing: the document is public either way.
 */
export function publicPreflight(c: Context<AppEnv>): Response {
  allowAnyOriginWithCredentials(c);
  c.header("Access-Control-Allow-Methods", "GET, HEAD");
  const asked = c.req.header("access-control-request-headers")?.trim() ?? "";
  if (HEADER_LIST.test(asked)) c.header("Access-Control-Allow-Headers", asked);
  c.header("Access-Control-Max-Age", "600");
  c.header("Vary", "Access-Control-Request-Headers", { append: true });
  return c.body(null, 204);
}
