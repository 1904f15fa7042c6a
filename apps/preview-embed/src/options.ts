import type { PublicAd } from "@adstudio/contract";
import { type MockupKind, mockupFor, type ParsedSize, parseSizeKey } from "@adstudio/core";

/** What one `<div data-adstudio-preview …>` asks for, checked. */
export interface EmbedOptions {
  /** Absolute http(s) address of the creative. */
  url: string;
  size: ParsedSize;
  type: string;
  name: string;
  mockup: MockupKind;
  browserBars: boolean;
  /** `data-mode="live"`: the ad alone at its size, counted as live traffic (default: the preview). */
  live: boolean;
}

const TYPE = /^[a-z0-9-]{1,40}$/;

/**
 * Reads the element's data attributes: `data-url` (required; relative addresses resolve against the
 * publisher's page), `data-size` (default `responsive`), `data-type` (default `rich-media`), `data-name`,
 * `data-browser-bars="false"`. Returns the problem as a string when the attributes cannot be used.
 */
export function readOptions(data: DOMStringMap, base: string): EmbedOptions | string {
  let url: URL;
  try {
    url = new URL(data.url ?? "", base);
  } catch {
    return "data-url is not an address";
  }
  if (!data.url || !/^https?:$/.test(url.protocol)) return "data-url must be an http(s) address";
  const size = parseSizeKey(data.size || "responsive");
  if (!size) return "data-size must be a size such as 300x250 or responsive";
  const type = data.type || "rich-media";
  if (!TYPE.test(type)) return "data-type must be an ad format such as story";
  const mode = data.mode || "preview";
  if (mode !== "preview" && mode !== "live") return "data-mode must be preview or live";
  return {
    url: url.href,
    size,
    type,
    name: (data.name ?? "").slice(0, 120),
    mockup: mockupFor(type, size.size),
    browserBars: data.browserBars !== "false",
    live: mode === "live",
  };
}

/** Ad ids are uuids; anything else is refused before a request is made. */
const AD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `data-ad-id`: the studio's public facts of a published ad (`GET /api/ads/public/{id}`) stand in for
 * `data-url`, `data-type` and `data-name`, and `data-size` defaults to the ad's first size. Answers the
 * attributes for {@link readOptions}, or the problem as a string.
 */
export async function adData(data: DOMStringMap, origin: string): Promise<DOMStringMap | string> {
  const id = data.adId ?? "";
  if (!AD_ID.test(id)) return "data-ad-id must be an ad id";
  try {
    const res = await fetch(`${origin}/api/ads/public/${id}`);
    if (res.status === 404) return "no published ad has this data-ad-id";
    // Any other answer (a 5xx page, a proxy's HTML) has no `ad` and lands in the catch.
    const { ad }: { ad: PublicAd } = await res.json();
    return {
      ...data,
      url: ad.location,
      type: ad.type,
      size: data.size || ad.teasers[0],
      name: data.name || ad.name,
    };
  } catch {
    return "the studio could not be reached";
  }
}

/**
 * The studio the script was loaded from (`https://studio.example/embed.js` → `https://studio.example`):
 * the preview page and the QR image live there. Falls back on the page's own origin.
 */
export function studioOrigin(scriptSrc: string | undefined, pageUrl: string): string {
  try {
    return new URL(scriptSrc || pageUrl).origin;
  } catch {
    return new URL(pageUrl).origin;
  }
}

/**
 * The creative's address with the `width`/`height` parameters creatives read. A preview embed marks it
 * (`preview=1`): it shows the ad to people deciding about it, so its views are counted as preview views,
 * never as the ad's live impressions. A live embed (`data-mode="live"`) is the ad on a publisher's page,
 * so it is left unmarked and counts live.
 */
export function frameSrc(url: string, width: number, height: number, live = false): string {
  const u = new URL(url);
  u.searchParams.set("width", String(width));
  u.searchParams.set("height", String(height));
  if (live) u.searchParams.delete("preview");
  else u.searchParams.set("preview", "1");
  return u.href;
}
