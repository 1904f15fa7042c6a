import {
  ASSET_FONT_DAMAGED_MESSAGE,
  ASSET_LIMITS,
  ASSET_VIDEO_DAMAGED_MESSAGE,
  type AssetRecord,
  assetTooLargeMessage,
} from "@adstudio/contract";
import { HttpError } from "../../http/errors.js";
import { decodeImage, IMAGE_PIXEL_LIMITS } from "../../storage/index.js";
import type { ReceivedFile } from "./multipart.js";
import { probeVideo } from "./video.js";

/** What the server measures of a file: the asset record without its name. */
export type MeasuredAsset = Omit<AssetRecord, "name">;

const refused = (message: string) => new HttpError(400, message, { file: message });

const WOFF2_HEADER_BYTES = 48;

/**
 * Whether a WOFF2 file's header agrees with the file: its declared length is the file's, it has tables,
 * and its compressed font data fits inside. A cut-off file's length never matches.
 */
export function woff2HeaderValid(bytes: Uint8Array): boolean {
  if (bytes.length < WOFF2_HEADER_BYTES) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(8);
  const numTables = view.getUint16(12);
  const reserved = view.getUint16(14);
  const compressed = view.getUint32(20);
  return (
    length === bytes.length && numTables > 0 && reserved === 0 && WOFF2_HEADER_BYTES + compressed <= length
  );
}

/**
 * Measures an uploaded file by its kind: images decoded to the last pixel by sharp (width and height as
 * displayed), videos read from their container (duration, picture size, codec, bitrate), fonts checked
 * against their header. A file that cannot be read answers 400 with what is wrong.
 */
export async function measureAsset(file: ReceivedFile): Promise<MeasuredAsset> {
  const { bytes, type, sha256 } = file;
  const base = { hash: sha256, type: type.kind, mime: type.mime, bytes: bytes.length };
  if (type.kind === "image") {
    const limit = { bytes: ASSET_LIMITS.image, message: assetTooLargeMessage("image") };
    const result = await decodeImage(bytes, limit, IMAGE_PIXEL_LIMITS.asset);
    if (!result.ok) throw refused(result.message);
    return { ...base, width: result.image.width, height: result.image.height };
  }
  if (type.kind === "video") {
    const facts = await probeVideo(bytes, type.mime as "video/mp4" | "video/webm");
    if (!facts) throw refused(ASSET_VIDEO_DAMAGED_MESSAGE);
    return { ...base, ...facts };
  }
  if (!woff2HeaderValid(bytes)) throw refused(ASSET_FONT_DAMAGED_MESSAGE);
  return base;
}
