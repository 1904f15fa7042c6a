import type { AdDocument } from "../document/document";
import { propsFor } from "../render/styles";

/**
 * XR Studio (ai-tracker) for real (issue 35): the poster layer's picture is compiled into a MindAR image
 * target in the editor, published beside the ad, and the phone page the QR opens tracks the poster with
 * the camera and anchors the ad onto it. This module holds what the editor, the API and the phone page
 * share: file names, the quality rule and the page's configuration.
 */

/** The compiled target in a published version's folder. */
export const XR_TARGET_FILE = "xr-target.mind";
/** The phone page's configuration in a published version's folder (see `xrPhoneConfig`). */
export const XR_CONFIG_FILE = "xr.json";
/** The largest target the studio stores: a 1024 px poster compiles to about 1 MB. */
export const XR_TARGET_MAX_BYTES = 4 * 1024 * 1024;
/** The longest side the editor compiles a poster at: more adds bytes and compile time, not tracking. */
export const XR_COMPILE_MAX_SIDE = 1024;

/**
 * Below this many feature points (corners the matcher keeps, summed over the compiler's scales) a poster
 * is too plain to track: a single colour has none; a test card with eight flat bars has about 360 and is
 * found only head-on; a detailed picture has over 1 000.
 */
export const XR_MIN_FEATURE_POINTS = 400;
export const XR_TOO_PLAIN_MESSAGE = "Too plain to track";

/** MindAR's image-tracking entry as the studio serves it from the installed package (apps/api xr/library). */
export const XR_LIBRARY_PATH = "/xr/lib/mindar-image.prod.js";

/** Where the phone page of a published version is: what the ad's QR code opens. */
export const xrPagePath = (adId: string, version: number) => `/xr/${adId}/${version}/`;

const PUBLISHED_LOCATION =
  /\/creatives\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,9})\//i;

/**
 * The phone page of the published version a creative address names (`…/creatives/{ad}/{version}/…`), or
 * null for anything else (a sample, a draft): what an AI tracker's QR code opens.
 */
export function xrPagePathOf(location: string): string | null {
  const match = PUBLISHED_LOCATION.exec(location);
  return match?.[1] && match[2] ? xrPagePath(match[1].toLowerCase(), Number(match[2])) : null;
}

/** What the phone page reads from `xr.json`: the size it frames, its design canvas and the poster's box. */
export interface XrPhoneConfig {
  /** The size folder the page frames (`mobile`). */
  size: string;
  design: { width: number; height: number };
  /** The poster layer's box on the design canvas: the page maps it onto the poster the camera finds. */
  poster: { left: number; top: number; width: number; height: number };
  /** The compiled target beside `xr.json`; null when the ad has none yet (the poster mode only). */
  target: string | null;
}

/**
 * The phone page's configuration for a document, or null when it is not an ai-tracker ad. The poster
 * layer is the target's layer, else the first image layer.
 */
export function xrPhoneConfig(doc: AdDocument): XrPhoneConfig | null {
  if (doc.format !== "ai-tracker") return null;
  const size = doc.baseSize;
  const design = doc.teaser[size];
  if (!design) return null;
  const target = doc.stage.xrTarget;
  const layer =
    (target ? doc.layers[target.layer] : undefined) ??
    Object.values(doc.layers).find((l) => l.content.kind === "image");
  const props = layer ? propsFor(layer, size, doc.baseSize) : null;
  // A poster placed by its right or bottom edge is rare; unplaced sides read as the canvas's.
  const poster = {
    left: props?.posleft ?? 0,
    top: props?.postop ?? 0,
    width: props?.width ?? design.width,
    height: props?.height ?? design.height,
  };
  return { size, design, poster, target: target && layer ? XR_TARGET_FILE : null };
}
