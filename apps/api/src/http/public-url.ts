import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";

/**
 * The origin people reach the product at, for addresses that leave the browser (QR scan links, share
 * links): ADSTUDIO_PUBLIC_URL when set, else the request's own origin (behind a trusted proxy, from
 * `X-Forwarded-Proto` / `X-Forwarded-Host`). Without ADSTUDIO_PUBLIC_URL the address follows the Host the
 * client used, which is why production should set it.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.var.deps.config.publicUrl;
  if (configured) return configured;
  const url = new URL(c.req.url);
  if (c.var.deps.config.trustProxy) {
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host)) {
      return `${proto === "http" || proto === "https" ? proto : url.protocol.replace(":", "")}://${host}`;
    }
  }
  return url.origin;
}

/**
 * An address the database holds, as an answer gives it: the studio's own files are stored site-relative
 * (`/creatives/{id}/1/index.html`) so that they follow the host name the studio is browsed under, and get
 * `origin` (from {@link publicOrigin}) here; "" (nothing published) and an absolute address stay as they are.
 */
export function absoluteUrl(origin: string, address: string): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${origin}${address}` : address;
}
