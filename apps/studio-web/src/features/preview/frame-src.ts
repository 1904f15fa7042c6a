/** The parameter RELOAD adds (or refreshes) on the frame address so the browser fetches the creative again. */
export const RELOAD_PARAM = "timestamp";

/**
 * The parameter that tells a creative (and a VAST tag) it runs in a preview: its beacons carry `pv=1`
 * and its views count as preview views, never as live impressions. Every frame the studio shows is a
 * preview (the preview page, the showcase's previews, an ad's details); a live ad runs elsewhere.
 */
export const PREVIEW_PARAM = "preview";

export interface FrameDimensions {
  width: number;
  height: number;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The creative frame's address: the creative URL with the frame's `width` and `height` (spec §7), the
 * preview mark and, after a RELOAD, a `timestamp` parameter. A relative URL stays relative (same origin).
 */
export function creativeFrameSrc(
  url: string,
  dimensions: FrameDimensions | null,
  reloadedAt: number | null,
  origin: string = globalThis.location?.origin ?? "http://localhost",
): string {
  const address = new URL(url, origin);
  if (dimensions) {
    address.searchParams.set("width", String(Math.round(dimensions.width)));
    address.searchParams.set("height", String(Math.round(dimensions.height)));
  }
  address.searchParams.set(PREVIEW_PARAM, "1");
  if (reloadedAt !== null) address.searchParams.set(RELOAD_PARAM, String(reloadedAt));
  return ABSOLUTE.test(url) ? address.href : `${address.pathname}${address.search}${address.hash}`;
}

/** Whether the creative lives on this origin (only then may the page fetch it, e.g. a VAST document). */
export function isSameOrigin(url: string, origin: string = globalThis.location?.origin ?? ""): boolean {
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
