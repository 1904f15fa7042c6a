import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AdDocument } from "@adstudio/creative";
import {
  STATIC_FONT_FAMILY,
  staticAssetHashes,
  staticTree,
  stillFileNames,
  stillPage,
} from "@adstudio/creative/static";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { badRequest } from "../../http/errors.js";
import type { FileStorage } from "../../storage/index.js";
import { assetStorageKey, missingAssetMessage } from "./asset-files.js";

/** A still of one size: the PNG the design draws, and the same picture as a JPEG for ad servers. */
export interface Rasterised {
  png: Uint8Array;
  jpeg: Uint8Array;
}

/** JPEG quality for the export: about where banner artefacts stop being visible at 1x. */
const JPEG_QUALITY = 85;

/**
 * Inter from @fontsource/inter. Satori reads WOFF and TTF but not WOFF2, so the `.woff` files are used.
 * The latin-ext subset carries the accented letters (Turkish, Polish …) the latin one lacks; satori
 * falls back across every font it is given for a glyph the first does not have.
 */
const FONT_FILES = [400, 700].flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({ weight, file: `inter-${subset}-${weight}-normal.woff` })),
);

let fonts: Promise<Font[]> | undefined;

/** The fonts, read from the package once per process (about 120 KB) and shared by every call. */
function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    return Promise.all(
      FONT_FILES.map(async ({ weight, file }) => ({
        name: STATIC_FONT_FAMILY,
        weight: weight as Font["weight"],
        style: "normal" as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      })),
    );
  })();
  // A failed read is not cached: the next call tries again.
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

/**
 * The pictures one still draws, as data URLs by hash. PNG and JPEG go as stored; other types (GIF,
 * WebP) are redrawn as PNG first, since the SVG renderer reads PNG and JPEG reliably.
 */
async function loadImages(storage: FileStorage, doc: AdDocument): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const hash of staticAssetHashes(doc)) {
    const asset = doc.assets[hash];
    const stored = asset ? await storage.get(assetStorageKey(asset)) : null;
    if (!asset || !stored) throw badRequest(missingAssetMessage(asset?.name ?? hash));
    const direct = asset.mime === "image/png" || asset.mime === "image/jpeg";
    const bytes = direct ? stored.bytes : await sharp(stored.bytes).png().toBuffer();
    const mime = direct ? asset.mime : "image/png";
    images[hash] = `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
  }
  return images;
}

/**
 * Draws one size of a document as a still, without a browser: the static element tree through satori
 * (text becomes SVG paths in Inter), the SVG through resvg at the size's exact pixels, and the PNG
 * through sharp to a JPEG. A size the ad lacks is a RenderError; a missing asset file answers 400.
 */
export async function rasterise(doc: AdDocument, size: string, storage: FileStorage): Promise<Rasterised> {
  const images = await loadImages(storage, doc);
  const tree = staticTree(doc, size, images);
  const width = Number(tree.props.style.width);
  const height = Number(tree.props.style.height);
  // Satori's types ask for a React node; the tree has exactly the {type, props} shape it reads.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await loadFonts(),
  });
  // Satori outlines every glyph, so resvg needs no fonts of its own (and reads none from the system).
  const rendered = await renderAsync(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  const png = new Uint8Array(rendered.asPng());
  // The PNG already holds the stage colour; JPEG has no alpha, so what the design leaves see-through
  // (a transparent stage) lands on white, the usual page behind an ad.
  const jpeg = await sharp(png)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  return { png, jpeg: new Uint8Array(jpeg) };
}

/** The format whose versions and downloads are stills (PNG + JPEG per size) rather than HTML5. */
export const STILL_FORMAT = "image-generator";

/**
 * One size of a still ad as files: `sz….png` and `sz….jpg`, plus, when `page` is given, the index.html
 * that shows the PNG with its exit (a published version needs a page; a download is the images alone).
 */
export async function stillFolder(
  storage: FileStorage,
  doc: AdDocument,
  size: string,
  page?: { trackerUrl?: string },
): Promise<Record<string, Uint8Array>> {
  const names = stillFileNames(size);
  const { png, jpeg } = await rasterise(doc, size, storage);
  const files: Record<string, Uint8Array> = { [names.png]: png, [names.jpeg]: jpeg };
  if (page) files["index.html"] = new TextEncoder().encode(stillPage(doc, size, page));
  return files;
}
