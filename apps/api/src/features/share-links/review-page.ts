import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";

/**
 * The review page (`/review/<token>`) is the studio's shell opened by a share link. Its address is the
 * secret: search engines must not index it even when a link leaks into a public page, and an exit a
 * reviewer follows must not carry the token to the advertiser's site in `Referer`.
 */
export const reviewPageHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res.headers.set("Referrer-Policy", "no-referrer");
});
