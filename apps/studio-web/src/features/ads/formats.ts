import { AD_TYPE_LABELS, type AdType, findSize, isAdType } from "@adstudio/core";
import { FORMATS, type FormatFamily } from "@adstudio/creative/formats";

/** Where a format runs, as the picker and the list say it. */
export const FAMILY_LABELS: Record<FormatFamily, string> = {
  "desktop-page": "Desktop page",
  "fixed-frame": "Display banner",
  phone: "Phone",
  ctv: "Connected TV",
  qr: "Phone camera (QR)",
};

/** A format's display name; an unknown type (an older server) shows as it is. */
export const formatLabel = (type: string): string => (isAdType(type) ? AD_TYPE_LABELS[type] : type);

/** What the format is, in one sentence (the creative engine's reading of the format name). */
export const formatDescription = (type: AdType): string => FORMATS[type].reading;

export const formatFamily = (type: AdType): FormatFamily => FORMATS[type].family;

/** An ad's sizes as people write them (`300x250`, `mobile`), from its teaser keys. */
export const sizeNames = (teaser: Record<string, unknown>): string[] =>
  Object.keys(teaser).map((key) => findSize(key)?.size ?? key.replace(/^sz/, ""));
