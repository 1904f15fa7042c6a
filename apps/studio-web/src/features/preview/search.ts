import { parseSizeKey } from "@adstudio/core";

/**
 * The preview page's query (spec studio §2 'Preview page', §7 preview link), in its address form: what
 * `validateSearch` returns is what the router writes back, so it stays flat and string-like. Values that
 * are missing or not acceptable are left out (never thrown): the page then falls back to defaults.
 */
export interface PreviewSearch {
  /** Creative address: absolute http(s) or a same-origin relative path. */
  url?: string;
  /** Chosen size without the `sz` prefix: `300x250`, `responsive`, `mobile`, `in-stream`, `vast`. */
  size?: string;
  /** Ad format (`rich-media`, `story`, `vast` …), lower case. */
  type?: string;
  /** Creative name: the document title and the downloaded file names. */
  name?: string;
  /** Owner id: the top bar shows the owner's logo. */
  uid?: string;
  /** Comma-separated teaser size keys (`sz300x250,responsive`), one top-bar button each. */
  teasers?: string;
  /** Whether the phone mock-up draws the browser's address and tool bars. */
  showBrowsersBars?: boolean;
}

const TYPE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const UID = /^[A-Za-z0-9_.-]{1,64}$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_URL_LENGTH = 2048;
const MAX_NAME_LENGTH = 120;
const MAX_TEASERS = 12;

/** The router parses values as JSON first, so `uid=123` arrives as a number: read both as text. */
function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Whether a creative address may be framed: one on the studio's own origin (`/creatives/…`,
 * `creatives/…`, or the same origin written in full). The preview draws the studio's header around the
 * frame, so another site's page inside it would pass as ours (a fake sign-in under our name); the CSP's
 * `frame-src 'self'` refuses it too. `javascript:`, `data:`, protocol-relative `//host` and anything
 * unparseable are refused.
 */
export function isFrameableUrl(url: string, origin: string): boolean {
  if (url === "" || url.length > MAX_URL_LENGTH || /\p{Cc}/u.test(url)) return false;
  try {
    if (url.startsWith("//")) return false;
    const parsed = new URL(url, origin);
    if (SCHEME.test(url) && parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    return parsed.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

function parseUrl(value: unknown, origin: string): string | undefined {
  const url = text(value);
  return url && isFrameableUrl(url, origin) ? url : undefined;
}

function parseSize(value: unknown): string | undefined {
  const size = text(value);
  return size ? (parseSizeKey(size)?.size ?? undefined) : undefined;
}

/** Keeps the supported keys in order, without duplicates; `300x250` is normalised to `sz300x250`. */
function parseTeasers(value: unknown): string | undefined {
  const list = text(value);
  if (!list) return undefined;
  const keys: string[] = [];
  for (const part of list.split(",")) {
    const key = parseSizeKey(part)?.key;
    if (key && !keys.includes(key) && keys.length < MAX_TEASERS) keys.push(key);
  }
  return keys.length > 0 ? keys.join(",") : undefined;
}

function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === "true" || value === "1") return true;
  if (value === false || value === 0 || value === "false" || value === "0") return false;
  return undefined;
}

function parseName(value: unknown): string | undefined {
  // Control characters would end up in file names and the title.
  const name = text(value)
    ?.replace(/\p{Cc}/gu, "")
    .slice(0, MAX_NAME_LENGTH);
  return name ? name : undefined;
}

/**
 * `validateSearch` of both preview routes: any input, never throws. Refused values come back as
 * `undefined` (the key present), which overrides the raw value in the router's merged search.
 */
export function parsePreviewSearch(
  raw: Record<string, unknown>,
  origin: string = globalThis.location?.origin ?? "http://localhost",
): PreviewSearch {
  const type = text(raw.type)?.toLowerCase();
  const uid = text(raw.uid);
  const search: PreviewSearch = {
    url: parseUrl(raw.url, origin),
    size: parseSize(raw.size),
    type: type && TYPE.test(type) ? type : undefined,
    name: parseName(raw.name),
    uid: uid && UID.test(uid) ? uid : undefined,
    teasers: parseTeasers(raw.teasers),
    showBrowsersBars: parseFlag(raw.showBrowsersBars),
  };
  // Every key stays, undefined when refused: the router spreads this over the raw query, so a deleted key
  // would let the raw value through. Undefined values are left out of the address it writes back.
  return search;
}
