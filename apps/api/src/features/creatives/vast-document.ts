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
export function absolutizeVast(xml: string, documentUrl: string): string {
  const origin = new URL(documentUrl).origin;
  const absolute = (value: string): string | null => {
    if (!ADDRESS.test(value) || HAS_SCHEME.test(value) || value.startsWith("//")) return null;
    if (value.startsWith("/")) return `${origin}${value}`;
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
