import { creativeAddress } from "../../http/public-url.js";

/**
 * Elements of a VAST document whose text is an address a player fetches or opens (VAST 4.2: media,
 * pixels, clicks, wrappers, companions, icons, verification scripts).
 */
const URL_ELEMENTS = [
  "MediaFile",
  "Mezzanine",
  "InteractiveCreativeFile",
  "ClosedCaptionFile",
  "Impression",
  "Error",
  "Tracking",
  "ClickThrough",
  "ClickTracking",
  "CustomClick",
  "VASTAdTagURI",
  "StaticResource",
  "IFrameResource",
  "CompanionClickThrough",
  "CompanionClickTracking",
  "NonLinearClickThrough",
  "NonLinearClickTracking",
  "IconClickThrough",
  "IconClickTracking",
  "IconViewTracking",
  "JavaScriptResource",
  "ExecutableResource",
  "Viewable",
  "NotViewable",
  "ViewUndetermined",
] as const;

// <Tag attrs>, then the address in a CDATA section or as plain text, then </Tag>.
const ELEMENT = new RegExp(
  `(<(${URL_ELEMENTS.join("|")})\\b[^>]*>)(?:(\\s*<!\\[CDATA\\[)([\\s\\S]*?)(\\]\\]>\\s*)|([^<]*))(</\\2>)`,
  "g",
);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** One address: no spaces or markup (anything else, e.g. inline HTML, is left as it is). */
const ADDRESS = /^[^\s<>"']+$/;

/** Whether a file is a VAST document (by its root element), so only those are rewritten. */
export function isVastDocument(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<VAST\b/.test(text);
}

/**
 * Makes every address in a VAST document absolute against the document's own public address. A player on
 * a publisher's page (another origin) resolves relative addresses against that page, not against the
 * document, so media and pixels would go to the publisher's host. Root-relative addresses get the origin
 * prepended as text, so macros such as `[ERRORCODE]` stay exactly as written for the player to replace.
 */
export function absolutizeVast(xml: string, documentUrl: string, cdnUrl?: string): string {
  const origin = new URL(documentUrl).origin;
  const absolute = (value: string): string | null => {
    if (!ADDRESS.test(value) || HAS_SCHEME.test(value) || value.startsWith("//")) return null;
    // Media files and creatives come from the CDN when there is one; the tracking pixels never do.
    if (value.startsWith("/")) return creativeAddress(origin, value, cdnUrl);
    try {
      return new URL(value, documentUrl).href;
    } catch {
      return null;
    }
  };
  return xml.replace(
    ELEMENT,
    (
      whole,
      open: string,
      _tag: string,
      cdataOpen?: string,
      cdata?: string,
      cdataClose?: string,
      text?: string,
      close?: string,
    ) => {
      const raw = cdata ?? text ?? "";
      const value = raw.trim();
      const replaced = absolute(value);
      if (replaced === null) return whole;
      const body = raw.replace(value, replaced);
      return cdata === undefined
        ? `${open}${body}${close}`
        : `${open}${cdataOpen}${body}${cdataClose}${close}`;
    },
  );
}

/** The elements toVast fills with the studio's own addresses (media, overlay, pixels). */
const OWN_ADDRESS_ELEMENTS = new Set([
  "MediaFile",
  "Mezzanine",
  "InteractiveCreativeFile",
  "Impression",
  "Error",
  "Tracking",
  "ClickTracking",
]);
const ABSOLUTE = /^https?:\/\/[^/?#\s]+(\/[^\s]*)$/i;

/**
 * A published tag as it is stored now: site-relative. Tags published before addresses came from
 * configuration hold the publishing request's origin in front of the studio's own addresses (the ad's
 * folder `/creatives/{adId}/…`, the pixels `/api/vast/track`), whatever Host that request forged; that
 * origin is dropped here, on every read, so serving makes them absolute on the configured address like
 * any new tag. Addresses of other hosts' paths, the landing page and everything else stay as they are.
 */
export function siteRelativeVast(xml: string, adId: string): string {
  const own = (path: string) =>
    path.startsWith(`/creatives/${adId}/`) || /^\/api\/vast\/track(?:[?#]|$)/.test(path);
  return xml.replace(
    ELEMENT,
    (
      whole,
      open: string,
      tag: string,
      cdataOpen?: string,
      cdata?: string,
      cdataClose?: string,
      text?: string,
      close?: string,
    ) => {
      if (!OWN_ADDRESS_ELEMENTS.has(tag)) return whole;
      const raw = cdata ?? text ?? "";
      const value = raw.trim();
      const path = ABSOLUTE.exec(value)?.[1];
      if (path === undefined || !own(path)) return whole;
      const body = raw.replace(value, path);
      return cdata === undefined
        ? `${open}${body}${close}`
        : `${open}${cdataOpen}${body}${cdataClose}${close}`;
    },
  );
}

/**
 * A stored VAST document as a player gets it: a published ad's tag (`adId` given) first brought to
 * site-relative form ({@link siteRelativeVast}), then every address made absolute against `documentUrl`
 * (built from the configured public address).
 */
export function servedVastDocument(xml: string, documentUrl: string, adId?: string, cdnUrl?: string): string {
  return absolutizeVast(adId === undefined ? xml : siteRelativeVast(xml, adId), documentUrl, cdnUrl);
}
