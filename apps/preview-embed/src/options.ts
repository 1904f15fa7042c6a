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
  return {
    url: url.href,
    size,
    type,
    name: (data.name ?? "").slice(0, 120),
    mockup: mockupFor(type, size.size),
    browserBars: data.browserBars !== "false",
  };
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

/** The creative's address with the `width`/`height` parameters creatives read. */
export function frameSrc(url: string, width: number, height: number): string {
  const u = new URL(url);
  u.searchParams.set("width", String(width));
  u.searchParams.set("height", String(height));
  return u.href;
}
