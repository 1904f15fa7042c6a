/**
 * Showcase covers and ad thumbnails are stored once more, smaller and in the formats browsers decode
 * best: AVIF, WebP, and the original format as the fallback of browsers that take neither, each in a few
 * widths so a phone and a 3× screen each load what they show (`srcset` with `sizes`). Derivatives have
 * fixed names beside their original, so the addresses follow from the original's address alone (no stored
 * field, and pictures stored before them get theirs on first request).
 */

/**
 * Width of a cover's default derivatives (the `src` and the CSS background), px: a showcase card shows
 * its cover about 250–330 CSS px wide on a desktop, so 640 keeps it sharp on 2× screens.
 */
export const COVER_VARIANT_WIDTH = 640;
/** Every width a cover is offered in: a desktop card (320), 2× (640), a phone's full-width card at 3× (960). */
export const COVER_WIDTHS = [320, 640, 960] as const;
/** Thumbnails are drawn 320 px wide at publishing; a 160 px copy serves small list pictures. */
export const THUMBNAIL_DRAWN_WIDTH = 320;
export const THUMBNAIL_WIDTHS = [160, THUMBNAIL_DRAWN_WIDTH] as const;

/**
 * `sizes` of a showcase card's cover, as the showcase lays cards out: one column below 760 px wide (the
 * page's 16 px margins each side), else a grid of cards 250–330 px wide.
 */
export const SHOWCASE_COVER_SIZES = "(max-width: 760px) calc(100vw - 32px), 330px";

/**
 * The sources of a `<picture>`: AVIF and WebP first, then the fallback `<img>` and its type. `avif`,
 * `webp` and `fallback` are single addresses (a CSS background, a plain `src`); the `…Set` fields are the
 * same pictures in every width, as `srcset` values with `w` descriptors.
 */
export interface PictureSources {
  avif: string;
  webp: string;
  fallback: string;
  fallbackType: string;
  avifSet: string;
  webpSet: string;
  fallbackSet: string;
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

const srcset = (entries: Array<[string, number]>) => entries.map(([url, w]) => `${url} ${w}w`).join(", ");

/**
 * The derivatives of a cover or thumbnail address, or null for any other picture (a logo, an address
 * elsewhere), which is shown as it is. A cover's fallback is its resized copy in its own format; a
 * thumbnail's full width is its own PNG (and `thumbnail.avif`/`.webp`), its smaller copies `-w160`.
 */
export function pictureSources(location: string | null | undefined): PictureSources | null {
  if (!location) return null;
  const cover = COVER.exec(location);
  if (cover) {
    const [, base, extension = "png"] = cover;
    const at = (w: number, ext: string) => `${base}-w${w}.${ext}`;
    const set = (ext: string) => srcset(COVER_WIDTHS.map((w) => [at(w, ext), w]));
    return {
      avif: at(COVER_VARIANT_WIDTH, "avif"),
      webp: at(COVER_VARIANT_WIDTH, "webp"),
      fallback: at(COVER_VARIANT_WIDTH, extension),
      fallbackType: FALLBACK_TYPES[extension] ?? "image/png",
      avifSet: set("avif"),
      webpSet: set("webp"),
      fallbackSet: set(extension),
    };
  }
  const thumbnail = THUMBNAIL.exec(location);
  if (thumbnail) {
    const [, base] = thumbnail;
    const at = (w: number, ext: string) =>
      w === THUMBNAIL_DRAWN_WIDTH ? `${base}.${ext}` : `${base}-w${w}.${ext}`;
    const set = (ext: string) => srcset(THUMBNAIL_WIDTHS.map((w) => [at(w, ext), w]));
    return {
      avif: `${base}.avif`,
      webp: `${base}.webp`,
      fallback: location,
      fallbackType: "image/png",
      avifSet: set("avif"),
      webpSet: set("webp"),
      fallbackSet: set("png"),
    };
  }
  return null;
}
