import type { AdDocument } from "@adstudio/creative";
import { RenderError } from "@adstudio/creative";
import { staticTree, stillFileNames, stillPage } from "@adstudio/creative/static";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { badRequest } from "../../http/errors.js";
import type { FileStorage } from "../../storage/index.js";
import { checkStillBudget } from "./still-budget.js";
import { loadFonts } from "./still-fonts.js";
import { loadStillImages } from "./still-images.js";

/** A still of one size: the PNG the design draws, and the same picture as a JPEG for ad servers. */
export interface Rasterised {
  png: Uint8Array;
  jpeg: Uint8Array;
}

/** JPEG quality for the export: about where banner artefacts stop being visible at 1x. */
const JPEG_QUALITY = 85;

/** How much of a renderer's own message an answer repeats (it names the value it refused). */
const REASON_LIMIT = 200;
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).trim().slice(0, REASON_LIMIT);

export const undrawableLayerMessage = (layer: string, size: string, reason: string) =>
  `The layer "${layer}" cannot be drawn as an image at ${size}: ${reason}`;
export const undrawableSizeMessage = (size: string, reason: string) =>
  `The size ${size} cannot be drawn as an image: ${reason}`;

type Images = Readonly<Record<string, string>>;

/** Satori's SVG of one size: the static element tree, text outlined in Inter. */
async function satoriSvg(doc: AdDocument, size: string, images: Images, fonts: Font[]): Promise<string> {
  const tree = staticTree(doc, size, images);
  // Satori's types ask for a React node; the tree has exactly the {type, props} shape it reads.
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: Number(tree.props.style.width),
    height: Number(tree.props.style.height),
    fonts,
  });
}

/**
 * The layer satori refuses, found by drawing each shown first-page layer on its own (its own box and
 * style; its children are tried in their turn). Only runs after a failure, so a good still pays nothing.
 */
async function refusedLayer(doc: AdDocument, size: string, images: Images, fonts: Font[]) {
  const page = doc.pages[0]?.id;
  for (const layer of Object.values(doc.layers)) {
    if (layer.page !== page || layer.hidden) continue;
    const alone: AdDocument = { ...doc, layers: { [layer.id]: { ...layer, parent: null } } };
    try {
      await satoriSvg(alone, size, images, fonts);
    } catch {
      return layer;
    }
  }
  return undefined;
}

/**
 * Satori accepts less CSS than a browser (a colour such as `rgba( )` passes the document's schema and a
 * browser ignores it; satori throws). That is the document's to fix, so it answers 400 naming the layer
 * (or the size, when no single layer fails), never a 500. A size the ad lacks keeps its RenderError.
 */
async function drawSvg(doc: AdDocument, size: string, images: Images, fonts: Font[]): Promise<string> {
  try {
    return await satoriSvg(doc, size, images, fonts);
  } catch (error) {
    if (error instanceof RenderError) throw error;
    const reason = reasonOf(error);
    const layer = await refusedLayer(doc, size, images, fonts);
    throw badRequest(
      layer
        ? undrawableLayerMessage(layer.name || layer.id, size, reason)
        : undrawableSizeMessage(size, reason),
    );
  }
}

/** One document ready to draw: its pictures read and checked and the fonts loaded, once for all sizes. */
export interface StillDrawing {
  doc: AdDocument;
  /** A size as a PNG, at the size's exact pixels or scaled to `width` (the SVG is drawn once per size). */
  png(size: string, width?: number): Promise<Uint8Array>;
}

/**
 * Reads what a document's stills draw: the pictures (a missing or undecodable file answers 400 naming
 * it) and the fonts; a first page with more text or picture data than a still may draw answers 400. Drawing a size then runs satori once (text becomes SVG paths) and resvg per
 * scale, without a browser; whatever either refuses answers 400 naming the layer or the size.
 */
export async function prepareStill(doc: AdDocument, storage: FileStorage): Promise<StillDrawing> {
  const [images, fonts] = await Promise.all([loadStillImages(storage, doc), loadFonts()]);
  checkStillBudget(doc, images);
  const svgs = new Map<string, Promise<string>>();
  return {
    doc,
    async png(size, width) {
      const svg = svgs.get(size) ?? drawSvg(doc, size, images, fonts);
      svgs.set(size, svg);
      const drawn = await svg;
      try {
        // Satori outlines every glyph, so resvg needs no fonts of its own (and reads none from the system).
        const rendered = await renderAsync(drawn, {
          fitTo: width === undefined ? { mode: "original" } : { mode: "width", value: width },
          font: { loadSystemFonts: false },
        });
        return new Uint8Array(rendered.asPng());
      } catch (error) {
        throw badRequest(undrawableSizeMessage(size, reasonOf(error)));
      }
    },
  };
}

/** One size of a prepared still as its PNG and, for ad servers, the same picture as a JPEG. */
export async function rasteriseSize(drawing: StillDrawing, size: string): Promise<Rasterised> {
  const png = await drawing.png(size);
  try {
    // The PNG already holds the stage colour; JPEG has no alpha, so what the design leaves see-through
    // (a transparent stage) lands on white, the usual page behind an ad.
    const jpeg = await sharp(png)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { png, jpeg: new Uint8Array(jpeg) };
  } catch (error) {
    throw badRequest(undrawableSizeMessage(size, reasonOf(error)));
  }
}

/**
 * Draws one size of a document as a still, without a browser (see {@link prepareStill}). A size the ad
 * lacks is a RenderError; a missing or unreadable picture, or a layer the renderer refuses, answers 400.
 */
export async function rasterise(doc: AdDocument, size: string, storage: FileStorage): Promise<Rasterised> {
  return rasteriseSize(await prepareStill(doc, storage), size);
}

/** The format whose versions and downloads are stills (PNG + JPEG per size) rather than HTML5. */
export const STILL_FORMAT = "image-generator";

/**
 * One size of a still ad as files: `sz….png` and `sz….jpg`, plus, when `page` is given, the index.html
 * that shows the PNG with its exit (a published version needs a page; a download is the images alone).
 */
export async function stillFolder(
  drawing: StillDrawing,
  size: string,
  page?: { trackerUrl?: string },
): Promise<Record<string, Uint8Array>> {
  const names = stillFileNames(size);
  const { png, jpeg } = await rasteriseSize(drawing, size);
  const files: Record<string, Uint8Array> = { [names.png]: png, [names.jpeg]: jpeg };
  if (page) files["index.html"] = new TextEncoder().encode(stillPage(drawing.doc, size, page));
  return files;
}
