import type { AdDocument } from "@adstudio/creative/document";
import { type AdChecks, checkAd } from "@adstudio/creative/validate";

/**
 * The checks of a saved document, exactly `adstudio validate ad.json --origin <this studio>` (the engine's
 * one `checkAd`), run in the browser rather than asked of the API: render and validate are pure and need
 * no asset bytes (weights come from the sizes the document records), so the dialog answers at once, works
 * on the document the page holds, and costs the server nothing. The one thing the browser must supply is
 * where publishing writes the VAST tag's media addresses: the API's `publicOrigin`, which is the origin
 * the studio is browsed at (the API serves the studio, and development proxies /api on the same origin;
 * ADSTUDIO_PUBLIC_URL names that same address people reach the product at).
 */
export function checkSavedAd(document: AdDocument): AdChecks {
  return checkAd(document, { origin: window.location.origin });
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
