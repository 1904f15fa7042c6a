import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";

/**
 * Public pages may be indexed: a company's showcase and the shareable ad preview. The API and the
 * signed-in studio never are (their pages are empty shells for a crawler, and API answers are data).
 */
const ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /showcase/",
  "Allow: /preview",
  "Disallow: /api/",
  "Disallow: /studio/",
  "",
].join("\n");

/** Mounted at `/`, before the studio's static handler (which would answer its HTML shell). */
export const robotsRoutes = new Hono<AppEnv>()
  // GET /robots.txt – crawl rules for search engines (HEAD answers the same headers)
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(ROBOTS_TXT);
  });
