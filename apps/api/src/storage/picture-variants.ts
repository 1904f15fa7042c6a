import { COVER_VARIANT_WIDTH, COVER_WIDTHS, THUMBNAIL_DRAWN_WIDTH, THUMBNAIL_WIDTHS } from "@adstudio/core";
import sharp from "sharp";
import { IMAGE_PIXEL_LIMITS } from "./images.js";
import type { FileStorage, StoredFile } from "./storage.js";

// Covers and thumbnails as browsers should load them: resized, in AVIF and WebP, and in the original
// format for browsers that take neither (names: core's `pictureSources`). A cover's are written when it
// is uploaded; any that are missing (covers stored before derivatives existed, every ad and template
// thumbnail) are made from the original on first request and stored, so nothing needs a backfill.

const MIME = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
} as const;
type Format = keyof typeof MIME;

/** `covers/<sha256>-w<width>.<format>` → its original `covers/<sha256>.<ext>` (the fallback keeps the ext). */
const COVER_VARIANT = new RegExp(
  `^(covers/[0-9a-f]{64})-w(${COVER_WIDTHS.join("|")})\\.(avif|webp|png|jpg|gif)$`,
);
const COVER_ORIGINAL = /^(covers\/[0-9a-f]{64})\.(png|jpg|gif|webp)$/;
/**
 * `creatives/…/thumbnail.avif` (full width) or `creatives/…/thumbnail-w160.avif|webp|png` (smaller) →
 * `creatives/…/thumbnail.png` (ad versions' and templates' pictures).
 */
const SMALLER_THUMBNAILS = THUMBNAIL_WIDTHS.filter((w) => w !== THUMBNAIL_DRAWN_WIDTH);
const THUMBNAIL_VARIANT = new RegExp(
  `^(creatives/.+/(?:thumbnail|template-thumbnail-\\d+))(?:\\.(avif|webp)|-w(${SMALLER_THUMBNAILS.join("|")})\\.(avif|webp|png))$`,
);

/** Encodes one derivative: EXIF orientation applied, at most `width` wide, never enlarged. */
async function encode(bytes: Uint8Array, format: Format, width: number | null): Promise<Buffer> {
  let image = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMITS.any.pixels }).rotate();
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 80 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
    default:
      return image.png({ compressionLevel: 9 }).toBuffer();
  }
}

/** The derivative keys of a stored cover and the format of each; empty for any other key. */
function coverVariants(originalKey: string): Array<[string, Format]> {
  const match = COVER_ORIGINAL.exec(originalKey);
  if (!match) return [];
  const [, base, extension] = match as unknown as [string, string, Format];
  const sized = `${base}-w${COVER_VARIANT_WIDTH}`;
  const formats: Format[] = ["avif", "webp", ...(extension === "webp" ? [] : [extension])];
  return formats.map((format) => [`${sized}.${format}`, format]);
}

/**
 * Writes a cover's default derivatives (AVIF, WebP and its own format, {@link COVER_VARIANT_WIDTH} px
 * wide) at upload; its other widths are made on first request, like those of covers stored before them.
 */
export async function storeCoverVariants(storage: FileStorage, originalKey: string, bytes: Uint8Array) {
  await Promise.all(
    coverVariants(originalKey).map(async ([key, format]) =>
      storage.put(key, await encode(bytes, format, COVER_VARIANT_WIDTH), MIME[format]),
    ),
  );
}

/**
 * A derivative that is not stored yet, made from its original now and stored for next time; null when
 * the key names no derivative or its original does not exist.
 */
export async function pictureVariant(storage: FileStorage, key: string): Promise<StoredFile | null> {
  const cover = COVER_VARIANT.exec(key);
  if (cover) {
    const [, base, width, requested] = cover as unknown as [string, string, string, Format];
    const extensions =
      requested === "avif" || requested === "webp" ? ["png", "jpg", "gif", "webp"] : [requested];
    for (const extension of extensions) {
      const original = await storage.get(`${base}.${extension}`);
      if (original) return made(storage, key, original.bytes, requested, Number(width));
    }
    return null;
  }
  const thumbnail = THUMBNAIL_VARIANT.exec(key);
  if (thumbnail) {
    const [, base, fullFormat, width, smallFormat] = thumbnail;
    const original = await storage.get(`${base}.png`);
    if (!original) return null;
    // Thumbnails are drawn at their full list width already: that one only changes format.
    return fullFormat
      ? made(storage, key, original.bytes, fullFormat as Format, null)
      : made(storage, key, original.bytes, smallFormat as Format, Number(width));
  }
  return null;
}

async function made(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  format: Format,
  width: number | null,
): Promise<StoredFile | null> {
  let encoded: Buffer;
  try {
    encoded = await encode(bytes, format, width);
  } catch {
    // An original that does not decode (it was checked on upload; a damaged file since) has none.
    return null;
  }
  await storage.put(key, encoded, MIME[format]);
  return { bytes: encoded, contentType: MIME[format] };
}
