import { isAutomatedUserAgent } from "./user-agent.js";

/** Reads one request header, as Hono's `c.req.header(name)` does. */
export type HeaderOf = (name: string) => string | undefined;

/** Whether a comma-separated header holds one of `tokens`, parameters after `;` ignored. */
function hasToken(value: string | undefined, tokens: readonly string[]): boolean {
  if (value === undefined) return false;
  // `Sec-Purpose` items carry parameters: `prefetch;prerender`, `prefetch;anonymous-client-ip`.
  return value
    .toLowerCase()
    .split(",")
    .some((item) => tokens.includes(item.split(";")[0]?.trim() ?? ""));
}

/**
 * Whether the browser fetched the link ahead of a person opening it: `Sec-Purpose: prefetch` (speculation
 * rules and prerendering), `Purpose: prefetch` (older Chrome, Safari), `X-Purpose: preview` (Safari's
 * top-sites previews) and `X-Moz: prefetch` (Firefox). Nobody has scanned anything yet.
 */
export function isPrefetch(header: HeaderOf): boolean {
  return (
    hasToken(header("sec-purpose"), ["prefetch", "prerender"]) ||
    hasToken(header("purpose"), ["prefetch", "preview"]) ||
    hasToken(header("x-purpose"), ["prefetch", "preview"]) ||
    hasToken(header("x-moz"), ["prefetch"])
  );
}

/**
 * A HEAD request or a prefetch: nobody has seen anything yet, so it is stored nowhere (not even as
 * invalid traffic, unlike a bot's beacon).
 */
export function isHeadOrPrefetch(method: string, header: HeaderOf): boolean {
  return method === "HEAD" || isPrefetch(header);
}

/**
 * Whether a request to the scan path is a person scanning the code, the only thing the scan count
 * counts. HEAD requests, prefetches, and bots or clients without a User-Agent get the same answer
 * (a redirect or the text page) but are not counted.
 */
export function isCountedScan(method: string, header: HeaderOf): boolean {
  if (isHeadOrPrefetch(method, header)) return false;
  return !isAutomatedUserAgent(header("user-agent") ?? "");
}
