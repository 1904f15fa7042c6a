import type { Asset } from "../document/assets";

/** File extensions by media type; anything else keeps a sanitised subtype. */
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "image/webp": "webp",
  "image/avif": "avif",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "font/woff2": "woff2",
  "font/woff": "woff",
  "font/ttf": "ttf",
  "font/otf": "otf",
};

function extensionOf(mime: string): string {
  const known = EXTENSIONS[mime];
  if (known) return known;
  const subtype = (mime.split("/")[1] ?? "bin").replace(/[^a-z0-9]/g, "").slice(0, 8);
  return subtype || "bin";
}

/**
 * Where an asset sits next to index.html: `assets/<first 20 hex of its hash>.<ext>`, at most 36
 * characters, well under the Google validator's 50. 20 hex digits (80 bits) keep distinct files apart.
 */
export function assetPath(asset: Pick<Asset, "hash" | "mime">): string {
  return `assets/${asset.hash.slice(0, 20)}.${extensionOf(asset.mime)}`;
}
