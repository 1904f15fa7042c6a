import type { AdDocument } from "@adstudio/creative";
import type { AppDeps } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { prepareStill, type StillDrawing } from "./rasterise.js";

/** The ad list's picture of a version: its base size's first page, this many pixels wide. */
export const THUMBNAIL_WIDTH = 320;
/** The thumbnail's name in a version's folder (`creatives/{adId}/{version}/thumbnail.png`). */
export const THUMBNAIL_FILE = "thumbnail.png";

/**
 * The thumbnail of a version about to be published: the base size's first page drawn as a still (videos
 * show their poster, a 360° view or cube its first picture, chats and the like nothing, as `staticTree`
 * draws), scaled to {@link THUMBNAIL_WIDTH} px wide, or null when it cannot be drawn. A still ad passes the
 * drawing its sizes were drawn with, so the base size's SVG is reused.
 *
 * Why a failure does not fail the publish: the version is what ad servers and publishers load, and
 * rendered HTML may use what a browser draws but the still renderer refuses (a colour satori cannot
 * parse, a picture format it lacks). Refusing a working creative over the list's preview picture would
 * be worse than a list row without one, so it is logged (ids and the error's kind only: the message can
 * quote the ad's texts) and the version's thumbnail stays "".
 */
export async function drawThumbnail(
  deps: AppDeps,
  ad: { id: string; document: AdDocument },
  version: number,
  drawing?: StillDrawing,
): Promise<Uint8Array | null> {
  try {
    const still = drawing ?? (await prepareStill(ad.document, deps.storage));
    return await still.png(ad.document.baseSize, THUMBNAIL_WIDTH);
  } catch (error) {
    deps.logger.warn(
      {
        adId: ad.id,
        version,
        format: ad.document.format,
        cause:
          error instanceof HttpError ? `${error.status}` : error instanceof Error ? error.name : "unknown",
      },
      "published without a thumbnail: the base size could not be drawn as an image",
    );
    return null;
  }
}
