import type { Asset } from "../document/assets";
import type { AdDocument } from "../document/document";
import { assetPath } from "../render/assets";
import { serializeXml, type XmlNode } from "./xml";

export interface ToVastOptions {
  /**
   * Where published versions are served: absolute (`https://studio.example`, a path prefix is kept), or
   * `""` for site-relative addresses (`/creatives/…`), which the server that serves the tag makes absolute
   * from its configured address (a stored tag then names no host, so no request's Host can end up in it).
   */
  baseUrl: string;
  /** The ad's id; with `version` it names the immutable folder `/creatives/{adId}/{version}/`. */
  adId: string;
  version: number | string;
  /**
   * The tracking receiver, absolute or site-relative (`/api/vast/track`, with a `""` baseUrl). Without it
   * the ad carries no pixels (Impression is `about:blank`).
   */
  trackerUrl?: string;
  /** Defaults to `{adId}-{version}`: a published file is static; a server answering each request may pass a GUID. */
  adServingId?: string;
  /**
   * The ad video's transcoded copies (the studio's 360p … 1080p H.264/AAC MP4s and its VP9/Opus WebM):
   * each becomes a MediaFile and the uploaded source the Mezzanine, which CTV players transcode from.
   * Without any, the source itself is the one MediaFile.
   */
  renditions?: readonly VastRendition[];
}

/** One transcoded file of the ad's video, as a MediaFile names it. */
export interface VastRendition {
  /** Its address: site-relative (`/api/assets/{hash}.mp4`, made absolute like the rest) or absolute. */
  url: string;
  mime: string;
  width: number;
  height: number;
  bitrateKbps: number;
  /** Both tracks, video first (`avc1.64001e,mp4a.40.2`). */
  codec: string;
  bytes: number;
}

/** A document or option toVast cannot turn into a playable VAST; the message says what to fix. */
export class VastBuildError extends Error {
  override name = "VastBuildError";
}

/** The linear events the tag asks the player to report (the player fires impression, error and click apart). */
export const VAST_LINEAR_EVENTS = [
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "mute",
  "unmute",
  "pause",
  "resume",
  "skip",
] as const;
export type VastPixelEvent = (typeof VAST_LINEAR_EVENTS)[number] | "impression" | "error" | "click";
/** Every event a tag written by toVast can report: what a tracking receiver may accept from it. */
export const VAST_TAG_EVENTS: readonly VastPixelEvent[] = [
  "impression",
  "error",
  "click",
  ...VAST_LINEAR_EVENTS,
];

/**
 * The `imp` a written tag's pixels carry until a server serves it: the studio puts a fresh impression id in
 * its place on every fetch ({@link servedVastTag}), so one play's pixels share one id. A copy of the file
 * (a download, a tag published before ids) never gets one; its pixels are keyed by client instead.
 */
export const VAST_IMP_PLACEHOLDER = "adstudio-unserved";
/** An impression id the studio served: 16 random bytes, base64url (anything else is not one of ours). */
export const VAST_SERVED_IMP = /^[A-Za-z0-9_-]{22}$/;

// Ids and versions become path segments and tracking parameters; this is also the creative name the
// existing /api/vast/track log accepts.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BASE_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i;
const TRACKER_URL = /^https?:\/\/[^\s/?#]+[^\s#]*$/i;
/** A site-relative address (`/api/vast/track`), not a protocol-relative one (`//host/…`). */
const SITE_RELATIVE = /^\/(?!\/)[^\s#]*$/;

/** Milliseconds as VAST's `HH:MM:SS.mmm` (Duration, skipoffset). */
export function formatVastTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

export type MeasuredVideo = Asset & { width: number; height: number; durationMs: number };

/** The ad's video: the first video layer by page, then by its order key among the page's layers. */
export function vastVideoAsset(doc: AdDocument): MeasuredVideo {
  const pageIndex = new Map(doc.pages.map((page, index) => [page.id, index]));
  const rank = (page: string) => pageIndex.get(page) ?? Number.MAX_SAFE_INTEGER;
  const layer = Object.values(doc.layers)
    .filter((l) => l.content.kind === "video")
    .sort((a, b) => rank(a.page) - rank(b.page) || (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))[0];
  if (layer?.content.kind !== "video") throw new VastBuildError("The ad has no video layer.");
  const asset = doc.assets[layer.content.asset];
  if (!asset) throw new VastBuildError(`The video layer "${layer.id}" uses an asset the ad does not hold.`);
  if (asset.type !== "video")
    throw new VastBuildError(`The video layer "${layer.id}" holds a ${asset.type}.`);
  const { width, height, durationMs } = asset;
  // MediaFile requires width and height, Linear a Duration: the upload measures them.
  if (!width || !height || !durationMs) {
    throw new VastBuildError(`The video "${asset.name}" has no measured size or duration: upload it again.`);
  }
  return { ...asset, width, height, durationMs };
}

/**
 * A tracking pixel's address: `ad`, `v`, `e` for the tracking receiver, plus `creative` and `event` so
 * today's /api/vast/track log records the same pixel, and `imp` (the placeholder a served tag replaces).
 * The cache buster keeps a browser from reusing an earlier identical image request (a second pause would
 * otherwise never reach the server); it is not part of the impression id, because players draw it per
 * pixel (ours and @dailymotion/vast-client do) or leave it as written.
 */
export function vastTrackingUrl(
  trackerUrl: string,
  adId: string,
  version: string,
  event: VastPixelEvent,
  extra = "",
): string {
  const ad = encodeURIComponent(adId);
  const separator = trackerUrl.includes("?") ? "&" : "?";
  return `${trackerUrl}${separator}ad=${ad}&v=${encodeURIComponent(version)}&e=${event}&creative=${ad}&event=${event}${extra}&imp=${VAST_IMP_PLACEHOLDER}&cb=[CACHEBUSTING]`;
}

/**
 * A written tag as one fetch serves it: every pixel's `imp` placeholder becomes `imp` (a fresh
 * {@link VAST_SERVED_IMP} per fetch), followed by `pv=1` when the tag plays in a preview, so that play's
 * pixels count once per impression and previews stay out of live figures; and `AdServingId` gets the same
 * id after the ad's and version's (VAST 4.1: unique per served ad, so every party can follow one
 * impression). The document is otherwise unchanged, so it stays the valid VAST toVast wrote.
 */
export function servedVastTag(xml: string, imp: string, options: { preview?: boolean } = {}): string {
  if (!VAST_SERVED_IMP.test(imp)) throw new VastBuildError(`"${imp}" is not a served impression id.`);
  // toVast escapes the pixel addresses, so their separators are written `&amp;`.
  const served = `&amp;imp=${imp}${options.preview ? "&amp;pv=1" : ""}&amp;`;
  return xml
    .replaceAll(`&amp;imp=${VAST_IMP_PLACEHOLDER}&amp;`, served)
    .replace(
      /<AdServingId>([^<]*)<\/AdServingId>/,
      (_, written: string) => `<AdServingId>${written}-${imp}</AdServingId>`,
    );
}

/**
 * The `skipoffset`: the ad's skip setting when it leaves something to skip. An offset at or past the
 * video's end is no skip at all (players would show a skip button that never unlocks), so it is left out.
 */
function skipOffset(doc: AdDocument, durationMs: number): string | undefined {
  const skipAfterMs = doc.stage.skipAfterMs;
  return skipAfterMs === undefined || skipAfterMs >= durationMs ? undefined : formatVastTime(skipAfterMs);
}

/**
 * The creative's registered id (`UniversalAdId`, required in VAST 4.2): the registry and id entered on the
 * ad, else `unknown` in both, as the IAB schema and the CTV addendum ask for an unregistered ad (a made-up
 * registry name would claim a registration that does not exist).
 */
function universalAdId(doc: AdDocument): XmlNode {
  const registered = doc.stage.universalAdId;
  return {
    name: "UniversalAdId",
    attrs: { idRegistry: registered?.registry ?? "unknown" },
    text: registered?.id ?? "unknown",
  };
}

/** The OMID verification vendors entered on the ad, as VAST `AdVerifications` (absent when none). */
function verifications(doc: AdDocument): XmlNode | false {
  const vendors = doc.stage.adVerifications ?? [];
  if (vendors.length === 0) return false;
  return {
    name: "AdVerifications",
    children: vendors.map((vendor) => ({
      name: "Verification",
      attrs: { vendor: vendor.vendor },
      children: [
        {
          name: "JavaScriptResource",
          // VAST 4.1 made browserOptional required (players such as vast-client still ask for it): "false"
          // claims nothing about the script running without a browser.
          attrs: { apiFramework: "omid", browserOptional: "false" },
          text: vendor.scriptUrl,
        },
        ...(vendor.parameters ? [{ name: "VerificationParameters", text: vendor.parameters }] : []),
      ],
    })),
  };
}

function checkOptions(options: ToVastOptions): { base: string; version: string } {
  const version = String(options.version);
  if (!SEGMENT.test(options.adId)) throw new VastBuildError(`"${options.adId}" is not an ad id.`);
  if (!SEGMENT.test(version)) throw new VastBuildError(`"${version}" is not a version.`);
  const base = options.baseUrl.replace(/\/+$/, "");
  // VAST requires absolute addresses: the player resolves nothing against the publisher's page. A
  // site-relative tag ("" base) is for storage only; its server makes it absolute when serving it.
  const relative = base === "";
  if (!relative && !BASE_URL.test(base))
    throw new VastBuildError("baseUrl must be an absolute http(s) address.");
  const tracker = options.trackerUrl;
  if (tracker !== undefined && !TRACKER_URL.test(tracker) && !(relative && SITE_RELATIVE.test(tracker))) {
    throw new VastBuildError("trackerUrl must be an absolute http(s) address.");
  }
  return { base, version };
}

/**
 * The document as a VAST 4.2 InLine tag (vast: the video; vpaid: the video plus a SIMID overlay).
 *
 * Element order follows the IAB `vast_4.2.xsd` sequences (strict validators reject any other):
 * - VAST(version) → Ad(id) → InLine
 * - InLine: AdSystem → Error* → Extensions? → Impression+ → Pricing? → ViewableImpression? →
 *   AdServingId → AdTitle → AdVerifications? → Advertiser? → Category* → Creatives → Description? → …
 * - Creative: CompanionAds? → CreativeExtensions? → Linear? → NonLinearAds? → UniversalAdId+ (a sequence:
 *   UniversalAdId comes last, although the prose lists it first)
 * - Linear: Icons? → TrackingEvents? → AdParameters? → Duration → MediaFiles → VideoClicks?
 * - MediaFiles: ClosedCaptionFiles? → MediaFile+ → Mezzanine* → InteractiveCreativeFile*
 * - VideoClicks: ClickTracking* → ClickThrough? → CustomClick* (most examples put ClickThrough first)
 * - AdVerifications → Verification(vendor): JavaScriptResource* → VerificationParameters?
 */
export function toVast(doc: AdDocument, options: ToVastOptions): string {
  if (doc.format !== "vast" && doc.format !== "vpaid") {
    throw new VastBuildError(`VAST is made for the vast and vpaid formats, not ${doc.format}.`);
  }
  const { base, version } = checkOptions(options);
  const { adId, trackerUrl } = options;
  const video = vastVideoAsset(doc);
  const folder = `${base}/creatives/${encodeURIComponent(adId)}/${encodeURIComponent(version)}/`;

  const pixel =
    trackerUrl === undefined
      ? undefined
      : (event: VastPixelEvent, extra?: string) => vastTrackingUrl(trackerUrl, adId, version, event, extra);
  const optional = (node: XmlNode | false): XmlNode[] => (node ? [node] : []);
  const clickThrough = doc.exits.clickTag?.url;

  const source = `${folder}${assetPath(video)}`;
  const renditions = options.renditions ?? [];
  const renditionFiles: XmlNode[] = renditions.map((rendition) => ({
    name: "MediaFile",
    attrs: {
      delivery: "progressive",
      type: rendition.mime,
      width: rendition.width,
      height: rendition.height,
      codec: rendition.codec,
      bitrate: rendition.bitrateKbps,
      fileSize: rendition.bytes,
    },
    text: /^https?:/i.test(rendition.url) ? rendition.url : `${base}${rendition.url}`,
  }));
  const mediaFiles: XmlNode[] = [
    ...renditionFiles,
    // The source: the one MediaFile until renditions exist, then the Mezzanine (after every MediaFile).
    renditionFiles.length > 0
      ? {
          name: "Mezzanine",
          attrs: {
            delivery: "progressive",
            type: video.mime,
            width: video.width,
            height: video.height,
            codec: video.codec,
            fileSize: video.bytes,
          },
          text: source,
        }
      : {
          name: "MediaFile",
          attrs: {
            delivery: "progressive",
            type: video.mime,
            width: video.width,
            height: video.height,
            codec: video.codec,
            bitrate: video.bitrateKbps,
            fileSize: video.bytes,
          },
          text: source,
        },
    ...optional(
      doc.format === "vpaid" && {
        name: "InteractiveCreativeFile",
        attrs: { type: "text/html", apiFramework: "SIMID" },
        text: `${folder}index.html`,
      },
    ),
  ];
  const videoClicks: XmlNode[] = [
    ...optional(pixel !== undefined && { name: "ClickTracking", text: pixel("click") }),
    ...optional(clickThrough !== undefined && { name: "ClickThrough", text: clickThrough }),
  ];
  const linear: XmlNode = {
    name: "Linear",
    attrs: { skipoffset: skipOffset(doc, video.durationMs) },
    children: [
      ...optional(
        pixel !== undefined && {
          name: "TrackingEvents",
          children: VAST_LINEAR_EVENTS.map((event) => ({
            name: "Tracking",
            attrs: { event },
            text: pixel(event),
          })),
        },
      ),
      { name: "Duration", text: formatVastTime(video.durationMs) },
      { name: "MediaFiles", children: mediaFiles },
      ...optional(videoClicks.length > 0 && { name: "VideoClicks", children: videoClicks }),
    ],
  };
  const inLine: XmlNode = {
    name: "InLine",
    children: [
      { name: "AdSystem", text: "Adstudio" },
      ...optional(pixel !== undefined && { name: "Error", text: pixel("error", "&code=[ERRORCODE]") }),
      // The schema wants at least one Impression; about:blank is its placeholder for "none".
      { name: "Impression", attrs: { id: "adstudio" }, text: pixel?.("impression") ?? "about:blank" },
      { name: "AdServingId", text: options.adServingId ?? `${adId}-${version}` },
      { name: "AdTitle", text: doc.name },
      ...optional(verifications(doc)),
      {
        name: "Creatives",
        children: [
          {
            name: "Creative",
            attrs: { id: `${adId}-${version}`, sequence: 1 },
            children: [linear, universalAdId(doc)],
          },
        ],
      },
    ],
  };
  const vast: XmlNode = {
    name: "VAST",
    attrs: { version: "4.2", xmlns: "http://www.iab.com/VAST" },
    children: [{ name: "Ad", attrs: { id: adId }, children: [inLine] }],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeXml(vast)}\n`;
}
