/**
 * Showcase covers and ad thumbnails are stored once more, smaller and in the formats browsers decode
 * best: AVIF, WebP, and the original format as the fallback of browsers that take neither. Derivatives
 * have fixed names beside their original, so the addresses follow from the original's address alone (no
 * stored field, and covers stored before them get theirs on first request).
 */

/**
 * Width of a cover's derivatives, px: a showcase card shows its cover at most about 320 CSS px wide, so
 * 640 keeps it sharp on 2× screens. Narrower covers keep their width.
 */
export const COVER_VARIANT_WIDTH = 640;

/** The sources of a `<picture>`: AVIF and WebP first, then the fallback `<img>` and its type. */
export interface PictureSources {
  avif: string;
  webp: string;
  fallback: string;
  fallbackType: string;
}

const FALLBACK_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** `…/covers/<sha256>.<ext>`: a stored cover (content-addressed). */
const COVER = /^(.*\/covers\/[0-9a-f]{64})\.(png|jpg|gif|webp)$/;
/** `…/creatives/<id>/<version>/thumbnail.png`, `…/creatives/<id>/template-thumbnail-<revision>.png`. */
const THUMBNAIL = /^(.*\/creatives\/[^?#]+\/(?:thumbnail|template-thumbnail-\d+))\.png$/;

/**
 * The derivatives of a cover or thumbnail address, or null for any other picture (a logo, an address
 * elsewhere), which is shown as it is. A cover's fallback is its resized copy in its own format; a
 * thumbnail is drawn 320 px wide already, so its PNG is its own fallback.
 */
export function pictureSources(location: string | null | undefined): PictureSources | null {
  if (!location) return null;
  const cover = COVER.exec(location);
  if (cover) {
    const [, base, extension = "png"] = cover;
    const sized = `${base}-w${COVER_VARIANT_WIDTH}`;
    return {
      avif: `${sized}.avif`,
      webp: `${sized}.webp`,
      fallback: `${sized}.${extension}`,
      fallbackType: FALLBACK_TYPES[extension] ?? "image/png",
    };
  }
  const thumbnail = THUMBNAIL.exec(location);
  if (thumbnail) {
    const [, base] = thumbnail;
    return { avif: `${base}.avif`, webp: `${base}.webp`, fallback: location, fallbackType: "image/png" };
  }
  return null;
}
