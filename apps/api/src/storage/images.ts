import { createHash } from "node:crypto";
import { IMAGE_SIZE_LIMIT_BYTES, IMAGE_SIZE_MESSAGE } from "@adstudio/core";
import sharp from "sharp";

/** Raster types accepted for uploads. SVG is not among them: it can carry script. */
export type ImageType = { mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; extension: string };

export const IMAGE_TYPE_MESSAGE = "The file is not a PNG, JPEG, GIF or WebP image.";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type by magic bytes, never by file name or declared type: a renamed text file, an SVG or
 * an HTML page declared as PNG answers null.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", extension: "png" };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    return { mime: "image/gif", extension: "gif" };
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mime: "image/webp", extension: "webp" };
  }
  return null;
}

export const IMAGE_DECODE_MESSAGE = "The image could not be read: the file is damaged or incomplete.";

/** The most pixels an image may have for one use, and what to say when it has more. */
export interface PixelLimit {
  pixels: number;
  message: string;
}

/**
 * Most pixels an upload may have, per use. A few KB of compressed PNG can claim 50 000 × 50 000 pixels
 * and cost gigabytes to decode, and every pixel stored is decoded again by each browser that shows it,
 * so each use allows what it can show sharply and no more: an ad's picture fills at most a 4K screen at
 * twice its CSS size (4096 × 4096), a showcase cover and a company logo are shown a few hundred pixels
 * wide (2048 × 2048). `any` bounds what no use caps.
 */
export const IMAGE_PIXEL_LIMITS = {
  any: {
    pixels: 25_000_000,
    message: "The image is too large: at most 25 megapixels (for example 5000 × 5000 pixels).",
  },
  asset: {
    pixels: 4096 * 4096,
    message: "The image is too large for an ad: at most 16.8 megapixels (for example 4096 × 4096 pixels).",
  },
  cover: {
    pixels: 2048 * 2048,
    message: "The cover image is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
  },
  logo: {
    pixels: 2048 * 2048,
    message: "The logo is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
  },
} as const satisfies Record<string, PixelLimit>;
export const IMAGE_PIXELS_MESSAGE = IMAGE_PIXEL_LIMITS.any.message;

/** sharp's name for each accepted type: the decoder must agree with the magic bytes. */
const SHARP_FORMAT: Record<ImageType["mime"], string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
};

export interface DecodedImage {
  bytes: Buffer;
  type: ImageType;
  /** SHA-256 of the bytes, hex: the content-addressed part of the storage key. */
  sha256: string;
  /** Pixels as displayed (EXIF orientation applied; the first frame of an animation). */
  width: number;
  height: number;
}

export type DecodeImageResult = { ok: true; image: DecodedImage } | { ok: false; message: string };

/** The most bytes an image may have, and the message for one over it (a logo's 1 MB by default). */
export interface ImageSizeLimit {
  bytes: number;
  message: string;
}

/**
 * Checks uploaded bytes the way a browser will meet them: at most 1 MB (or `limit`), a PNG, JPEG, GIF or
 * WebP by magic bytes, at most `pixels` by its header (before any pixel is decoded), and decodable to the
 * last pixel (sharp/libvips, failing on decoder warnings), so a bare signature or a truncated file is
 * refused rather than stored.
 */
export async function decodeImage(
  bytes: Buffer,
  limit: ImageSizeLimit = { bytes: IMAGE_SIZE_LIMIT_BYTES, message: IMAGE_SIZE_MESSAGE },
  pixels: PixelLimit = IMAGE_PIXEL_LIMITS.any,
): Promise<DecodeImageResult> {
  if (bytes.length > limit.bytes) return { ok: false, message: limit.message };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  const options = { limitInputPixels: pixels.pixels, failOn: "warning" } as const;
  let width: number;
  let height: number;
  try {
    // The header first: its size is known before a single pixel is decoded.
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (meta.format !== SHARP_FORMAT[type.mime]) return { ok: false, message: IMAGE_DECODE_MESSAGE };
    // As a browser shows it: a phone photo's EXIF orientation swaps width and height.
    ({ width, height } = meta.autoOrient);
    if (width * height > pixels.pixels) return { ok: false, message: pixels.message };
    // Statistics read every pixel, so the whole file must decode.
    await sharp(bytes, options).stats();
  } catch {
    return { ok: false, message: IMAGE_DECODE_MESSAGE };
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { ok: true, image: { bytes, type, sha256, width, height } };
}

/**
 * Decodes a base64 image data URL and checks its bytes with {@link decodeImage}; the data URL's declared
 * type is ignored, and the size is checked on the bytes even when core's ImageDataUrlSchema was skipped.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  pixels: PixelLimit = IMAGE_PIXEL_LIMITS.any,
): Promise<DecodeImageResult> {
  const comma = dataUrl.indexOf(",");
  const bytes = Buffer.from(comma === -1 ? dataUrl : dataUrl.slice(comma + 1), "base64");
  return decodeImage(bytes, undefined, pixels);
}
