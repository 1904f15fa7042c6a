import { createHash } from "node:crypto";
import {
  ASSET_EMPTY_MESSAGE,
  ASSET_LIMITS,
  ASSET_SVG_MESSAGE,
  ASSET_TYPE_MESSAGE,
  type AssetKind,
  assetTooLargeMessage,
} from "@adstudio/contract";
import { receiveFilePart, refusedEarly, refusedUpload } from "../../http/file-part.js";
import { looksLikeSvg, SNIFF_BYTES, type SniffedType, sniffAssetType } from "./sniff.js";

/** One uploaded file, read to its end: its type by magic bytes, its SHA-256 and its bytes. */
export interface ReceivedFile {
  /** The part's file name as the client sent it (not yet cleaned). */
  fileName: string;
  type: SniffedType;
  bytes: Buffer;
  sha256: string;
}

const tooLarge = (kind: AssetKind) => refusedEarly(413, assetTooLargeMessage(kind));

const LARGEST = Math.max(...Object.values(ASSET_LIMITS));

/**
 * Reads a `multipart/form-data` request with one file part named `field`, streaming: the type is
 * decided from the first {@link SNIFF_BYTES} bytes and the upload is stopped as soon as it is a wrong
 * type or passes its kind's limit, so an oversized or wrong file is never read to its end. Every
 * refusal is an HttpError with a 4xx status.
 */
export async function receiveUpload(request: Request, field: string): Promise<ReceivedFile> {
  let type: SniffedType | null | undefined;
  const decide = (chunks: readonly Buffer[]) => {
    const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
    type = sniffAssetType(head);
    return type ? undefined : refusedEarly(400, looksLikeSvg(head) ? ASSET_SVG_MESSAGE : ASSET_TYPE_MESSAGE);
  };
  const part = await receiveFilePart(request, field, {
    maxBytes: LARGEST,
    // busboy cut the file at the largest limit of all: whatever its type, it is too large.
    tooLarge: () => tooLarge(type?.kind ?? "video"),
    onChunk: (chunks, size) => {
      if (type === undefined && size >= SNIFF_BYTES) {
        const refusal = decide(chunks);
        if (refusal) return refusal;
      }
      return type && size > ASSET_LIMITS[type.kind] ? tooLarge(type.kind) : undefined;
    },
    onEnd: (chunks, size) => {
      if (size === 0) return refusedUpload(ASSET_EMPTY_MESSAGE);
      return type === undefined ? decide(chunks) : undefined;
    },
  });
  // onEnd refused a file without a type, so one is known here.
  if (!type) throw refusedUpload(ASSET_TYPE_MESSAGE);
  return {
    fileName: part.fileName,
    type,
    bytes: part.bytes,
    sha256: createHash("sha256").update(part.bytes).digest("hex"),
  };
}
