import * as v from "valibot";
import { IMAGE_MAX_BYTES } from "../constants/business";

/** Logo and cover images may not exceed 1 MB (1024 KB) — spec studio §5, §9. */
export const IMAGE_SIZE_LIMIT_BYTES = IMAGE_MAX_BYTES;
export const IMAGE_SIZE_MESSAGE = "Image size should not exceed 1MB in total.";
export const IMAGE_DATA_URL_MESSAGE = "Image must be a PNG, JPEG, GIF or WebP data URL.";
export const IMAGE_BASE64_MESSAGE = "Image data is not valid base64.";

// SVG is left out on purpose: it can carry script, and the server decides types by magic bytes anyway.
const IMAGE_DATA_URL_PREFIX = /^data:image\/(?:png|jpe?g|gif|webp);base64,/i;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The size check run when a file is chosen: answers {@link IMAGE_SIZE_MESSAGE} when `bytes` is over
 * the limit (or not a size at all, so a broken reading never passes), otherwise `null`.
 */
export function checkImageSize(bytes: number): string | null {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= IMAGE_SIZE_LIMIT_BYTES ? null : IMAGE_SIZE_MESSAGE;
}

/** Bytes that a base64 text decodes to, computed from its length (no decoding, so it is cheap). */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Decoded size of a base64 image data URL, or `null` when the text is not one. */
export function imageDataUrlSize(dataUrl: string): number | null {
  const prefix = IMAGE_DATA_URL_PREFIX.exec(dataUrl);
  return prefix ? base64DecodedSize(dataUrl.slice(prefix[0].length)) : null;
}

function hasValidBase64(dataUrl: string): boolean {
  const prefix = IMAGE_DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) return true; // reported as a format error already
  const payload = dataUrl.slice(prefix[0].length);
  return payload.length % 4 === 0 && BASE64_PATTERN.test(payload);
}

/**
 * A PNG, JPEG, GIF or WebP image as a base64 data URL (`data:image/png;base64,…`) whose decoded size is
 * at most 1 MB. The size is checked before the payload is scanned, so an oversized upload fails fast.
 */
export const ImageDataUrlSchema = v.pipe(
  v.string(IMAGE_DATA_URL_MESSAGE),
  v.check((value) => IMAGE_DATA_URL_PREFIX.test(value), IMAGE_DATA_URL_MESSAGE),
  v.check((value) => checkImageSize(imageDataUrlSize(value) ?? 0) === null, IMAGE_SIZE_MESSAGE),
  v.check(hasValidBase64, IMAGE_BASE64_MESSAGE),
);
