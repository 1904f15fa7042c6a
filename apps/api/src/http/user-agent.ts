import Bowser from "bowser";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

export type DeviceClass = "mobile" | "tablet" | "desktop" | "tv" | "other";

/**
 * Link-preview fetchers named explicitly, on top of isbot's list (crawlers, spiders, monitoring, HTTP
 * libraries such as curl or python-requests, headless browsers): a chat app unfurling a pasted scan
 * link is not a person scanning the code. In-app browsers (Instagram, Facebook, Snapchat, LINE …) are
 * people and stay counted.
 */
const PREVIEW_FETCHERS =
  /crawl|spider|preview|facebookexternalhit|facebot|slackbot|twitterbot|whatsapp|telegrambot|discordbot|linkedinbot|skypeuripreview|embedly|vkshare|redditbot/i;

const REMEMBERED_AGENTS = 1000;
const REMEMBERED_MAX_LENGTH = 512;

/**
 * `decide` with its answers for recent User-Agents remembered: a burst of scans or beacons repeats a few
 * User-Agents, and each decision costs microseconds. Bounded in count and length, as the header is the
 * client's to choose.
 */
function rememberedPerAgent<T extends {}>(decide: (userAgent: string) => T): (userAgent: string) => T {
  const answers = new LRUCache<string, T>({ max: REMEMBERED_AGENTS });
  return (userAgent) => {
    let answer = answers.get(userAgent);
    if (answer === undefined) {
      answer = decide(userAgent);
      if (userAgent.length <= REMEMBERED_MAX_LENGTH) answers.set(userAgent, answer);
    }
    return answer;
  };
}

/**
 * Connected TVs, streaming sticks, set-top boxes and consoles, which Bowser misses or calls phones and
 * tablets: Fire TV (`AFTMM`, `AFTR` …), Apple TV, Chromecast and Android/Google TV, Sony BRAVIA, LG webOS,
 * Samsung Tizen, HbbTV, PlayStation and Xbox. These are the devices behind server-side ad insertion.
 */
const CONNECTED_TV =
  /\broku\b|apple ?tv|\btvos\b|crkey|chromecast|android ?tv|google ?tv|bravia|smart-?tv|web0s|webos|tizen|hbbtv|netcast|playstation|xbox/i;
/** A Fire TV model (`AFTMM Build/…`, `AFTR)`), in capitals, so that "After…" is not one. */
const FIRE_TV = /\bAFT[A-Z0-9]{1,5}(?: Build|[);])/;
const isConnectedTv = (userAgent: string) => CONNECTED_TV.test(userAgent) || FIRE_TV.test(userAgent);

// isbot's pattern costs a few microseconds per call. It reads an Apple TV app's `AppleTV11,1/11.1` as a
// bot; a connected TV's user agent is a device, not a script.
const isBotOrPreview = rememberedPerAgent(
  (userAgent) => (isbot(userAgent) && !isConnectedTv(userAgent)) || PREVIEW_FETCHERS.test(userAgent),
);

/**
 * Whether a request is an automated fetch rather than a person: such scans are redirected but not
 * counted. A missing or blank User-Agent is automated too: every browser, in-app browser and scanner
 * app that opens a link for a person sends one, while scripts and probes often send none.
 */
export function isAutomatedUserAgent(userAgent: string): boolean {
  return userAgent.trim() === "" || isBotOrPreview(userAgent);
}

const PLATFORM_CLASSES: Record<string, DeviceClass> = {
  mobile: "mobile",
  tablet: "tablet",
  desktop: "desktop",
  tv: "tv",
};

/**
 * A coarse device class for scan and ad analytics (phone, tablet, desktop, connected TV, anything else);
 * nothing more identifying is kept. Bowser's platform detection knows the devices' many spellings
 * (Kindle's Silk, Android tablets without "Mobile", smart TVs); a parse costs about 20 µs and the
 * tracker asks on every beacon, hence the memory. Connected TVs are recognised first (see CONNECTED_TV).
 */
export const deviceClassOf = rememberedPerAgent((userAgent): DeviceClass => {
  if (userAgent.trim() === "") return "other";
  if (isConnectedTv(userAgent)) return "tv";
  return PLATFORM_CLASSES[Bowser.getParser(userAgent).getPlatformType(true) ?? ""] ?? "other";
});
