import { ASSET_LIMITS, assetTooLargeMessage } from "@adstudio/contract";
import type { AdDocument } from "@adstudio/creative";
import { staticAssetHashes } from "@adstudio/creative/static";
import sharp from "sharp";
import { badRequest } from "../../http/errors.js";
import { decodeImage, type FileStorage } from "../../storage/index.js";
import { assetStorageKey, missingAssetMessage } from "./asset-files.js";

/** The answer when a picture's stored file is not one the still can draw: the picture, why, what to do. */
export const undrawablePictureMessage = (name: string, reason: string) =>
  `The picture "${name}" cannot be drawn. ${reason} Upload it again.`;

/**
 * The pictures one still draws (image layers, link images and video posters on the first page), as data
 * URLs by hash. Each stored file is checked as an upload is (PNG, JPEG, GIF or WebP by its bytes, at most
 * 25 megapixels, decodable to the last pixel), because the SVG renderer skips a picture it cannot decode
 * without a word and would ship a still with a hole in it. The type comes from the bytes, not the
 * document's record; PNG and JPEG go as stored, GIF and WebP are redrawn as PNG (their first frame).
 * A missing file, or one that does not decode, answers 400 naming the picture.
 */
export async function loadStillImages(
  storage: FileStorage,
  doc: AdDocument,
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const hash of staticAssetHashes(doc)) {
    const asset = doc.assets[hash];
    const stored = asset ? await storage.get(assetStorageKey(asset)) : null;
    if (!asset || !stored) throw badRequest(missingAssetMessage(asset?.name ?? hash));
    const limit = { bytes: ASSET_LIMITS.image, message: assetTooLargeMessage("image") };
    const file = Buffer.from(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength);
    const decoded = await decodeImage(file, limit);
    if (!decoded.ok) throw badRequest(undrawablePictureMessage(asset.name, decoded.message));
    const { mime } = decoded.image.type;
    const direct = mime === "image/png" || mime === "image/jpeg";
    const bytes = direct ? decoded.image.bytes : await sharp(decoded.image.bytes).png().toBuffer();
    images[hash] = `data:${direct ? mime : "image/png"};base64,${bytes.toString("base64")}`;
  }
  return images;
}
