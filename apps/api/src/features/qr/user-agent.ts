import { isbot } from "isbot";

export type DeviceClass = "mobile" | "tablet" | "desktop" | "other";

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

/** A coarse device class for scan analytics; nothing more identifying is kept. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return "mobile";
  if (/windows nt|macintosh|mac os x|x11|linux|cros/i.test(userAgent)) return "desktop";
  return "other";
}
