import type { VastAd, VastTrackedEvent } from "./vast-parser";

export type Beacon = (url: string) => void;

/** Fires a tracking pixel: an image request needs no CORS and survives the page's connect-src policy. */
export const imageBeacon: Beacon = (url) => {
  const image = new Image();
  image.referrerPolicy = "no-referrer";
  image.src = url;
};

function playhead(seconds: number): string {
  const total = Math.max(0, seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(Math.floor(s))}.${pad(Math.round((s % 1) * 1000), 3)}`;
}

export interface MacroValues {
  errorCode?: number;
  playheadSeconds?: number;
  assetUri?: string;
}

/** Replaces the common VAST macros; unknown macros are left as they are. */
export function replaceMacros(url: string, values: MacroValues = {}, now: Date = new Date()): string {
  const cacheBuster = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return url
    .replace(/\[CACHEBUSTING\]|%%CACHEBUSTER%%/g, cacheBuster)
    .replace(/\[TIMESTAMP\]/g, encodeURIComponent(now.toISOString()))
    .replace(/\[ERRORCODE\]/g, values.errorCode !== undefined ? String(values.errorCode) : "")
    .replace(/\[(CONTENTPLAYHEAD|ADPLAYHEAD|MEDIAPLAYHEAD)\]/g, () =>
      values.playheadSeconds !== undefined ? encodeURIComponent(playhead(values.playheadSeconds)) : "",
    )
    .replace(/\[ASSETURI\]/g, values.assetUri ? encodeURIComponent(values.assetUri) : "");
}

const QUARTILES: [VastTrackedEvent, number][] = [
  ["firstQuartile", 0.25],
  ["midpoint", 0.5],
  ["thirdQuartile", 0.75],
];

export type TrackedName = VastTrackedEvent | "impression" | "click" | "error";

/**
 * The tracking state of one ad play. Impression, start, quartiles and complete fire once each; pause,
 * resume, mute and unmute every time they happen. `fired` lists what was sent, in order.
 */
export function createVastTracker(ad: VastAd, beacon: Beacon = imageBeacon, assetUri?: string) {
  const once = new Set<TrackedName>();
  const fired: TrackedName[] = [];
  let position = 0;

  const send = (name: TrackedName, urls: readonly string[], values: MacroValues = {}) => {
    fired.push(name);
    for (const url of urls) beacon(replaceMacros(url, { playheadSeconds: position, assetUri, ...values }));
  };
  const sendOnce = (name: TrackedName, urls: readonly string[]) => {
    if (once.has(name)) return;
    once.add(name);
    send(name, urls);
  };
  const event = (name: VastTrackedEvent) => send(name, ad.tracking[name]);

  return {
    fired,
    /** The first frame is on screen: the impression and `start`. */
    started() {
      sendOnce("impression", ad.impressions);
      sendOnce("start", ad.tracking.start);
    },
    /** Playback reached `currentTime` of `duration` seconds: quartiles as they are passed. */
    progress(currentTime: number, duration: number) {
      position = currentTime;
      if (!Number.isFinite(duration) || duration <= 0 || !once.has("start")) return;
      for (const [name, share] of QUARTILES) {
        if (currentTime >= duration * share) sendOnce(name, ad.tracking[name]);
      }
    },
    completed() {
      if (!once.has("start")) return;
      for (const [name] of QUARTILES) sendOnce(name, ad.tracking[name]);
      sendOnce("complete", ad.tracking.complete);
    },
    paused() {
      if (once.has("start") && !once.has("complete")) event("pause");
    },
    resumed() {
      if (once.has("start") && !once.has("complete")) event("resume");
    },
    muteChanged(muted: boolean) {
      if (once.has("start")) event(muted ? "mute" : "unmute");
    },
    /** Sends the click tracking and answers the address to open (null when the ad has none). */
    clicked(): string | null {
      send("click", ad.clickTracking);
      return ad.clickThrough;
    },
    /** The ad cannot be played: the error URLs with `[ERRORCODE]` (once). */
    failed(code: number) {
      if (once.has("error")) return;
      once.add("error");
      send("error", ad.errors, { errorCode: code });
    },
  };
}

export type VastTracker = ReturnType<typeof createVastTracker>;
