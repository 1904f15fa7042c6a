import { mergeWrapper, parseVast, resolveAdUrls, type VastAd } from "./vast-parser";

/** Wrapper chains longer than this are treated as an error (VAST recommends a limit of 5). */
export const MAX_WRAPPER_DEPTH = 5;

export class VastError extends Error {
  constructor(
    message: string,
    /** VAST error code for the `[ERRORCODE]` macro: 100 XML, 301 wrapper, 302 depth, 303 no ad. */
    readonly code: number,
    /** The first address answered something else than VAST (an HTML creative): frame it instead. */
    readonly notVast = false,
  ) {
    super(message);
    this.name = "VastError";
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Whether a response body is a VAST document rather than, say, the creative's HTML page. */
export function looksLikeVast(body: string, contentType: string | null): boolean {
  const start = body.trimStart().slice(0, 512);
  return /xml/i.test(contentType ?? "") || start.startsWith("<?xml") || /^<VAST[\s>]/.test(start);
}

/**
 * Fetches and parses a VAST document, following wrappers and collecting their tracking. Throws a
 * VastError when the chain breaks; `signal` aborts an unfinished load.
 */
export async function loadVast(url: string, fetchImpl: Fetch = fetch, signal?: AbortSignal): Promise<VastAd> {
  let wrappers: VastAd[] = [];
  let next: string | null = new URL(url, globalThis.location?.href).href;
  for (let depth = 0; next !== null; depth += 1) {
    if (depth > MAX_WRAPPER_DEPTH) throw new VastError("Too many VAST wrappers", 302);
    const response = await fetchImpl(next, { signal, credentials: "same-origin" });
    if (!response.ok) throw new VastError(`VAST request failed (${response.status})`, depth > 0 ? 301 : 100);
    const body = await response.text();
    if (depth === 0 && !looksLikeVast(body, response.headers.get("content-type"))) {
      throw new VastError("Not a VAST document", 100, true);
    }
    const result = parseVast(body);
    if (!result.ok) throw new VastError(result.error, depth > 0 ? 301 : 100);
    // Relative addresses in a document are relative to that document, not to the preview page.
    const ad = resolveAdUrls(result.ad, next);
    if (!ad.wrapperUri) {
      const merged = wrappers.reduceRight((inner, wrapper) => mergeWrapper(wrapper, inner), ad);
      if (merged.mediaFiles.length === 0) throw new VastError("The ad has no media file", 303);
      return merged;
    }
    wrappers = [...wrappers, ad];
    next = ad.wrapperUri;
  }
  throw new VastError("The ad has no media file", 303);
}
