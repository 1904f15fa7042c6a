import type { AssetKind, AssetMediaType } from "@adstudio/contract";
import { sniffImageType } from "../../storage/index.js";

export interface SniffedType {
  kind: AssetKind;
  mime: AssetMediaType;
}

/** How many leading bytes decide a file's type (the SVG check looks for `<svg` in an XML prologue). */
export const SNIFF_BYTES = 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** An EBML (Matroska) file whose header names the `webm` doc type; other Matroska files are not WebM. */
function isWebm(head: Uint8Array): boolean {
  if (!(head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)) return false;
  // DocType is element 0x4282 inside the EBML header, within its first few dozen bytes.
  const header = head.subarray(0, 64);
  for (let i = 4; i + 7 <= header.length; i++) {
    if (header[i] === 0x42 && header[i + 1] === 0x82) return ascii(header, i + 3, i + 7) === "webm";
  }
  return false;
}

/**
 * An SVG, by its text: after an optional BOM and white space it opens with `<` (an XML prologue,
 * comment or the root) and names an `<svg` element early on.
 */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "");
  return /^\s*</.test(text) && /<svg[\s>]/i.test(text);
}

/**
 * An upload's type by its first bytes, never by its name or the part's declared type: PNG, JPEG, GIF
 * and WebP images, MP4 (an `ftyp` box first) and WebM videos, WOFF2 fonts. Null for anything else.
 */
export function sniffAssetType(head: Uint8Array): SniffedType | null {
  const image = sniffImageType(head);
  if (image) return { kind: "image", mime: image.mime };
  if (ascii(head, 4, 8) === "ftyp") return { kind: "video", mime: "video/mp4" };
  if (isWebm(head)) return { kind: "video", mime: "video/webm" };
  if (ascii(head, 0, 4) === "wOF2") return { kind: "font", mime: "font/woff2" };
  return null;
}
