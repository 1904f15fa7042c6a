import { createHash } from "node:crypto";
import { IMAGE_SIZE_LIMIT_BYTES, IMAGE_SIZE_MESSAGE } from "@adstudio/core";

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

export interface DecodedImage {
  bytes: Buffer;
  type: ImageType;
  /** SHA-256 of the bytes, hex: the content-addressed part of the storage key. */
  sha256: string;
}

export type DecodeImageResult = { ok: true; image: DecodedImage } | { ok: false; message: string };

/**
 * Decodes a base64 image data URL (already shape-checked by core's ImageDataUrlSchema), enforces the
 * 1 MB limit on the decoded bytes and decides the type from them; the data URL's declared type is ignored.
 */
export function decodeImageDataUrl(dataUrl: string): DecodeImageResult {
  const comma = dataUrl.indexOf(",");
  const bytes = Buffer.from(comma === -1 ? "" : dataUrl.slice(comma + 1), "base64");
  if (bytes.length > IMAGE_SIZE_LIMIT_BYTES) return { ok: false, message: IMAGE_SIZE_MESSAGE };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  return { ok: true, image: { bytes, type, sha256: createHash("sha256").update(bytes).digest("hex") } };
}
