import type { AdDocument } from "@adstudio/creative";
import { badRequest } from "../../http/errors.js";

/**
 * The most text one still draws. Satori lays text out on the main thread at roughly 30 µs a character
 * here, so the schema's ceiling (500 layers of 2000 characters) would stall every request for about 30 s
 * per size; 20 000 characters (about 0.6 s) is far beyond any banner's words.
 */
export const STILL_TEXT_LIMIT = 20_000;

/**
 * The most picture data one still draws, each use counted: every drawn picture is embedded in the SVG
 * as a data URL, so one 5 MB picture in 500 layers would build a string of gigabytes.
 */
export const STILL_PICTURE_LIMIT_MB = 64;

const number = (n: number) => n.toLocaleString("en-US");

export const stillTextMessage = (characters: number) =>
  `The still has too much text to draw: ${number(characters)} characters on its first page, at most ${number(STILL_TEXT_LIMIT)}.`;
export const stillPictureMessage = (megabytes: number) =>
  `The still draws too much picture data: ${number(megabytes)} MB on its first page (each use counted), at most ${STILL_PICTURE_LIMIT_MB} MB.`;

/**
 * Refuses (400) a still whose first page would cost too much to draw, before any drawing starts:
 * its shown layers' text and the data URLs of the pictures they draw (`images`, by asset hash).
 */
export function checkStillBudget(doc: AdDocument, images: Readonly<Record<string, string>>): void {
  const page = doc.pages[0]?.id;
  let characters = 0;
  let pictureBytes = 0;
  for (const layer of Object.values(doc.layers)) {
    if (layer.page !== page || layer.hidden) continue;
    const c = layer.content;
    const picture =
      c.kind === "image" || c.kind === "link" ? c.asset : c.kind === "video" ? c.poster : undefined;
    if (picture) pictureBytes += images[picture]?.length ?? 0;
    else if (c.kind === "text") characters += c.text.length;
    else if (c.kind === "link") characters += c.label.length;
  }
  if (characters > STILL_TEXT_LIMIT) throw badRequest(stillTextMessage(characters));
  const megabytes = Math.ceil(pictureBytes / (1024 * 1024));
  if (pictureBytes > STILL_PICTURE_LIMIT_MB * 1024 * 1024) throw badRequest(stillPictureMessage(megabytes));
}
