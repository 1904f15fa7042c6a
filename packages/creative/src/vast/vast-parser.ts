/**
 * A small VAST 2–4 reader for the connected-TV preview: the linear creative's media files, impression,
 * error, tracking and click URLs. Framework-free; it takes XML text and a DOMParser.
 */

export interface VastMediaFile {
  url: string;
  type: string;
  width: number;
  height: number;
  delivery: string;
  bitrate: number;
}

/** The quartile and playback events the player reports (VAST `<Tracking event="…">`). */
export const VAST_TRACKED_EVENTS = [
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "pause",
  "resume",
  "mute",
  "unmute",
] as const;
export type VastTrackedEvent = (typeof VAST_TRACKED_EVENTS)[number];

export interface VastAd {
  title: string;
  /** Seconds, from `<Duration>`; null when missing or malformed. */
  duration: number | null;
  mediaFiles: VastMediaFile[];
  impressions: string[];
  errors: string[];
  tracking: Record<VastTrackedEvent, string[]>;
  clickThrough: string | null;
  clickTracking: string[];
  /** A wrapper's `<VASTAdTagURI>`: the document that holds the media (its tracking adds to this one's). */
  wrapperUri: string | null;
}

export type VastParseResult = { ok: true; ad: VastAd } | { ok: false; error: string };

const HTTP = /^https?:\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Tracking may be absolute http(s) or relative to the page; anything else (javascript:, data:) is dropped. */
function trackingUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (HTTP.test(url)) return url;
  return SCHEME.test(url) || url.startsWith("//") ? null : url;
}

function textOf(element: Element | null | undefined): string {
  return element?.textContent?.trim() ?? "";
}

function all(parent: Element | Document, tag: string): Element[] {
  return Array.from(parent.getElementsByTagName(tag));
}

function urls(parent: Element, tag: string): string[] {
  return all(parent, tag)
    .map((element) => trackingUrl(textOf(element)))
    .filter((url): url is string => url !== null);
}

/** `HH:MM:SS` or `HH:MM:SS.mmm` in seconds. */
export function parseVastTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2}):(\d{2}(?:\.\d{1,3})?)$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

function emptyTracking(): Record<VastTrackedEvent, string[]> {
  return Object.fromEntries(VAST_TRACKED_EVENTS.map((event) => [event, []])) as unknown as Record<
    VastTrackedEvent,
    string[]
  >;
}

function mediaFiles(linear: Element): VastMediaFile[] {
  return all(linear, "MediaFile").flatMap((element) => {
    const url = textOf(element);
    if (!HTTP.test(url) && (SCHEME.test(url) || url.startsWith("//") || url === "")) return [];
    return [
      {
        url,
        type: element.getAttribute("type")?.trim().toLowerCase() ?? "",
        width: Number(element.getAttribute("width")) || 0,
        height: Number(element.getAttribute("height")) || 0,
        delivery: element.getAttribute("delivery")?.trim().toLowerCase() ?? "progressive",
        bitrate: Number(element.getAttribute("bitrate")) || 0,
      },
    ];
  });
}

/** The environment's DOMParser; Node has none, so a server passes one (jsdom's, @xmldom/xmldom's). */
function defaultParser(): DOMParser {
  if (typeof DOMParser === "undefined") {
    throw new Error("parseVast needs a DOMParser: this environment has none, so pass one.");
  }
  return new DOMParser();
}

/** Parses a VAST document; the first `<Ad>` with a linear creative (or a wrapper) is used. */
export function parseVast(xml: string, parser: DOMParser = defaultParser()): VastParseResult {
  const doc = parser.parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length > 0) return { ok: false, error: "Malformed VAST XML" };
  const root = doc.documentElement;
  if (root?.nodeName !== "VAST") return { ok: false, error: "Not a VAST document" };
  const adElement = all(root, "Ad")[0];
  if (!adElement) return { ok: false, error: "The VAST document has no ad" };
  const body = all(adElement, "InLine")[0] ?? all(adElement, "Wrapper")[0];
  if (!body) return { ok: false, error: "The ad has neither InLine nor Wrapper" };

  const wrapperUri = body.nodeName === "Wrapper" ? trackingUrl(textOf(all(body, "VASTAdTagURI")[0])) : null;
  const linear = all(body, "Linear")[0];
  if (!linear && !wrapperUri) return { ok: false, error: "The ad has no linear creative" };

  const tracking = emptyTracking();
  for (const element of linear ? all(linear, "Tracking") : []) {
    const event = element.getAttribute("event") as VastTrackedEvent | null;
    const url = trackingUrl(textOf(element));
    if (event && url && event in tracking) tracking[event].push(url);
  }
  const clicks = linear ? all(linear, "VideoClicks")[0] : undefined;
  const clickThrough = textOf(clicks ? all(clicks, "ClickThrough")[0] : null);

  return {
    ok: true,
    ad: {
      title: textOf(all(body, "AdTitle")[0]),
      duration: linear ? parseVastTime(textOf(all(linear, "Duration")[0])) : null,
      mediaFiles: linear ? mediaFiles(linear) : [],
      impressions: urls(body, "Impression"),
      errors: urls(body, "Error"),
      tracking,
      // A click opens a new tab: only real web addresses.
      clickThrough: HTTP.test(clickThrough) ? clickThrough : null,
      clickTracking: clicks ? urls(clicks, "ClickTracking") : [],
      wrapperUri,
    },
  };
}

/** Adds a wrapper's impressions, errors, tracking and click tracking to the wrapped ad (VAST §2.4.4). */
export function mergeWrapper(wrapper: VastAd, inner: VastAd): VastAd {
  const tracking = emptyTracking();
  for (const event of VAST_TRACKED_EVENTS)
    tracking[event] = [...wrapper.tracking[event], ...inner.tracking[event]];
  return {
    ...inner,
    impressions: [...wrapper.impressions, ...inner.impressions],
    errors: [...wrapper.errors, ...inner.errors],
    tracking,
    clickTracking: [...wrapper.clickTracking, ...inner.clickTracking],
    clickThrough: inner.clickThrough ?? wrapper.clickThrough,
  };
}

/**
 * The media file to play: progressive files the browser can play (`canPlay(type)`), the one closest to
 * the player's width first. Null when none can be played.
 */
export function pickMediaFile(
  files: readonly VastMediaFile[],
  canPlay: (type: string) => boolean,
  playerWidth = 640,
): VastMediaFile | null {
  const playable = files.filter(
    (file) => file.delivery !== "streaming" && (!file.type || canPlay(file.type)),
  );
  const sorted = [...playable].sort(
    (a, b) =>
      Math.abs((a.width || playerWidth) - playerWidth) - Math.abs((b.width || playerWidth) - playerWidth),
  );
  return sorted[0] ?? null;
}

/** Resolves the ad's relative addresses against the VAST document's own address (`base`, absolute). */
export function resolveAdUrls(ad: VastAd, base: string): VastAd {
  const resolve = (url: string) => {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };
  const tracking = emptyTracking();
  for (const event of VAST_TRACKED_EVENTS) tracking[event] = ad.tracking[event].map(resolve);
  return {
    ...ad,
    mediaFiles: ad.mediaFiles.map((file) => ({ ...file, url: resolve(file.url) })),
    impressions: ad.impressions.map(resolve),
    errors: ad.errors.map(resolve),
    tracking,
    clickTracking: ad.clickTracking.map(resolve),
    wrapperUri: ad.wrapperUri === null ? null : resolve(ad.wrapperUri),
  };
}
