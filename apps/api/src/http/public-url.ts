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

/**
 * A creative's address as answers, tags and VAST documents give it: with ADSTUDIO_CDN_URL (`cdnUrl`), a
 * stored creative (`/creatives/…`, whose storage key is the same path) is loaded from the CDN; anything
 * else, and every address without a CDN, as {@link absoluteUrl} makes it. The one place that decides.
 */
export function creativeAddress(origin: string, address: string, cdnUrl: string | undefined): string {
  if (cdnUrl && address.startsWith("/creatives/")) return `${cdnUrl}${address}`;
  // A VAST MediaFile (`/api/assets/<sha256>.mp4`) is the stored `assets/<sha256>.mp4`.
  const asset = cdnUrl ? STORED_ASSET.exec(address)?.[1] : undefined;
  if (asset) return `${cdnUrl}/assets/${asset}`;
  return absoluteUrl(origin, address);
}

const STORED_ASSET = /^\/api\/assets\/([0-9a-f]{64}\.[a-z0-9]{2,5})$/;

/**
 * A site-relative address the studio hands out (a published creative `/creatives/{ad}/{v}/…`, a VAST
 * tag `/api/vast/{ad}.xml`), made absolute for places outside the studio (VAST, ad tags, embed pages):
 * on ADSTUDIO_PUBLIC_URL, else on the request's origin. An answer built with it must take its cache
 * policy from {@link cacheForPublicAddresses}, so an address taken from one request's Host is never
 * handed to another client by a shared cache.
 */
export function publicAddress(c: Context<AppEnv>, address: string): string {
  return absoluteUrl(publicOrigin(c), address);
}

/** Whether answers' addresses come from ADSTUDIO_PUBLIC_URL (true) or from each request (false). */
export function addressesConfigured(c: Context<AppEnv>): boolean {
  return Boolean(c.var.deps.config.publicUrl);
}

/**
 * The Cache-Control of an answer holding addresses from {@link publicAddress}: `publicPolicy` when they
 * come from ADSTUDIO_PUBLIC_URL; else `private, no-store` with `Vary` on what the origin was read from
 * (Host, and the forwarded headers behind a trusted proxy), so no cache hands one Host's addresses to a
 * client that used another.
 */
export function cacheForPublicAddresses(c: Context<AppEnv>, publicPolicy: string): string {
  if (addressesConfigured(c)) return publicPolicy;
  const vary = c.var.deps.config.trustProxy ? "Host, X-Forwarded-Host, X-Forwarded-Proto" : "Host";
  c.header("Vary", vary, { append: true });
  return "private, no-store";
}
