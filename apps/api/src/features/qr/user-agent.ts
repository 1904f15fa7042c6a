import Bowser from "bowser";
import { isbot } from "isbot";

export type DeviceClass = "mobile" | "tablet" | "desktop" | "tv" | "other";

/**
 * Link-preview fetchers named explicitly, on top of isbot's list (crawlers, spiders, monitoring, HTTP
 * libraries such as curl or python-requests, headless browsers): a chat app unfurling a pasted scan
 * link is not a person scanning the code. In-app browsers (Instagram, Facebook, Snapchat, LINE …) are
 * people and stay counted.
 */
const PREVIEW_FETCHERS =
  /crawl|spider|preview|facebookexternalhit|facebot|slackbot|twitterbot|whatsapp|telegrambot|discordbot|linkedinbot|skypeuripreview|embedly|vkshare|redditbot/i;

/** Verdicts of recent User-Agents (bounded in count and length: the header is the client's to choose). */
const seen = new Map<string, boolean>();
const SEEN_LIMIT = 1000;
const SEEN_MAX_LENGTH = 512;

/**
 * Whether a request is an automated fetch rather than a person: such scans are redirected but not
 * counted. A missing or blank User-Agent is automated too: every browser, in-app browser and scanner
 * app that opens a link for a person sends one, while scripts and probes often send none.
 */
export function isAutomatedUserAgent(userAgent: string): boolean {
  if (userAgent.trim() === "") return true;
  // isbot's pattern costs a few microseconds per call, and a burst of scans repeats a few User-Agents.
  let automated = seen.get(userAgent);
  if (automated === undefined) {
    automated = isbot(userAgent) || PREVIEW_FETCHERS.test(userAgent);
    if (userAgent.length <= SEEN_MAX_LENGTH) {
      if (seen.size >= SEEN_LIMIT) seen.clear();
      seen.set(userAgent, automated);
    }
  }
  return automated;
}

/** Device classes of recent User-Agents, bounded as `seen` is. */
const classes = new Map<string, DeviceClass>();
const PLATFORM_CLASSES: Record<string, DeviceClass> = {
  mobile: "mobile",
  tablet: "tablet",
  desktop: "desktop",
  tv: "tv",
};

/**
 * A coarse device class for scan and ad analytics (phone, tablet, desktop, connected TV, anything else);
 * nothing more identifying is kept. Bowser's platform detection knows the devices' many spellings
 * (Kindle's Silk, Android tablets without "Mobile", smart TVs); its verdicts are cached, as a parse costs
 * about 20 µs and the tracker asks on every beacon.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  let deviceClass = classes.get(userAgent);
  if (deviceClass === undefined) {
    const platform = userAgent.trim() === "" ? undefined : Bowser.getParser(userAgent).getPlatformType(true);
    deviceClass = PLATFORM_CLASSES[platform ?? ""] ?? "other";
    if (userAgent.length <= SEEN_MAX_LENGTH) {
      if (classes.size >= SEEN_LIMIT) classes.clear();
      classes.set(userAgent, deviceClass);
    }
  }
  return deviceClass;
}
