import type { Context } from "hono";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../app-env.js";
import { logDatabaseFailure } from "../../db/availability.js";
import { isCountedScan } from "../../http/audience.js";
import { deviceClassOf } from "../../http/user-agent.js";
import { notFoundPage, SCAN_PAGE_CSP, textPage, unavailablePage } from "./scan-pages.js";
import type { ScanTarget } from "./scans.js";

/**
 * This path runs before the app's request-log and security-header middleware (it is the hot path), so
 * it sets its own headers, as its redirects on the hot path do (scan-hot-path.ts). `no-store`
 * everywhere: a phone scanning the same code again must come back here to be counted.
 */
export const SCAN_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
} as const;

function commonHeaders(c: Context<AppEnv>) {
  for (const [name, value] of Object.entries(SCAN_HEADERS)) c.header(name, value);
}

function htmlPage(c: Context<AppEnv>, html: string, status: ContentfulStatusCode) {
  commonHeaders(c);
  c.header("Content-Security-Policy", SCAN_PAGE_CSP);
  c.header("X-Frame-Options", "DENY");
  return c.html(html, status);
}

function unavailable(c: Context<AppEnv>, error: unknown, message: string) {
  const { database, logger } = c.var.deps;
  logDatabaseFailure(database.availability, logger, error, message, { path: c.req.path });
  c.header("Retry-After", "1");
  return htmlPage(c, unavailablePage(), 503);
}

/** The public scan path, mounted at `/q`. */
export const scanRoutes = new Hono<AppEnv>()
  // GET /q/{code}/ – a code written with a slash after it (typed, or passed through a link shortener)
  // goes to its scan address, where it is counted, instead of the studio's page
  .get("/:code/", (c) => {
    commonHeaders(c);
    const query = new URL(c.req.url).search;
    return c.redirect(`/q/${encodeURIComponent(c.req.param("code"))}${query}`, 301);
  })
  // GET /q/{code} – a scan: url links redirect (302), text links show their text; humans are counted
  .get("/:code", async (c) => {
    const { qrScans } = c.var.deps;
    let target: ScanTarget | null;
    try {
      target = await qrScans.resolve(c.req.param("code"));
    } catch (error) {
      return unavailable(c, error, "scan: looking up the code failed");
    }
    if (!target) return htmlPage(c, notFoundPage(), 404);

    const header = (name: string) => c.req.header(name);
    // HEAD requests, prefetches and bots (link previews, crawlers) get the same answer but are not counted.
    if (isCountedScan(c.req.method, header)) {
      try {
        await qrScans.count(target.qrId, deviceClassOf(header("user-agent") ?? ""));
      } catch (error) {
        // Redirecting an uncounted scan would lose it silently; the person scans again instead.
        return unavailable(c, error, "scan: counting failed");
      }
    }

    if (target.type === "url") {
      commonHeaders(c);
      return c.redirect(target.value, 302);
    }
    return htmlPage(c, textPage(target.name, target.value), 200);
  });
