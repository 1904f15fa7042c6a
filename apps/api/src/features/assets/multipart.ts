import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  ASSET_EMPTY_MESSAGE,
  ASSET_LIMITS,
  ASSET_MALFORMED_MESSAGE,
  ASSET_NO_FILE_MESSAGE,
  ASSET_NOT_MULTIPART_MESSAGE,
  ASSET_SVG_MESSAGE,
  ASSET_TWO_FILES_MESSAGE,
  ASSET_TYPE_MESSAGE,
  ASSET_UPLOAD_ABORTED_MESSAGE,
  type AssetKind,
  assetTooLargeMessage,
} from "@adstudio/contract";
import busboy from "busboy";
import { HttpError } from "../../http/errors.js";
import { looksLikeSvg, SNIFF_BYTES, type SniffedType, sniffAssetType } from "./sniff.js";

/** One uploaded file, read to its end: its type by magic bytes, its SHA-256 and its bytes. */
export interface ReceivedFile {
  /** The part's file name as the client sent it (not yet cleaned). */
  fileName: string;
  type: SniffedType;
  bytes: Buffer;
  sha256: string;
}

/**
 * A refusal sent before the body was read to its end: the rest of the upload is dropped with the
 * connection, so the client opens a new one for its next request (as the JSON body limit does).
 */
const refusedEarly = (status: 400 | 413, message: string) =>
  new HttpError(status, message, { file: message }, {}, { Connection: "close" });
const refused = (message: string) => new HttpError(400, message, { file: message });
const tooLarge = (kind: AssetKind) => refusedEarly(413, assetTooLargeMessage(kind));

const LARGEST = Math.max(...Object.values(ASSET_LIMITS));

/**
 * Reads a `multipart/form-data` request with one file part named `field`, streaming: the type is
 * decided from the first {@link SNIFF_BYTES} bytes and the upload is stopped as soon as it is a wrong
 * type or passes its kind's limit, so an oversized or wrong file is never read to its end. Other text
 * fields are ignored (bounded by busboy's limits). Every refusal is an HttpError with a 4xx status.
 */
export function receiveUpload(request: Request, field: string): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return Promise.reject(refused(ASSET_NOT_MULTIPART_MESSAGE));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: LARGEST, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 20 },
    });
  } catch {
    // No boundary, or a content type busboy cannot parse.
    return Promise.reject(refused(ASSET_NOT_MULTIPART_MESSAGE));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let received: (Omit<ReceivedFile, "type"> & { type: SniffedType | null }) | null = null;
    let reading = false;

    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      // Stop reading the request: nothing more of it is wanted.
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    parser.on("file", (name, stream, info) => {
      if (name !== field) return fail(refusedEarly(400, ASSET_NO_FILE_MESSAGE));
      reading = true;
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      let size = 0;
      let type: SniffedType | null | undefined;

      const decide = () => {
        const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
        type = sniffAssetType(head);
        if (!type) fail(refusedEarly(400, looksLikeSvg(head) ? ASSET_SVG_MESSAGE : ASSET_TYPE_MESSAGE));
      };

      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk);
        hash.update(chunk);
        size += chunk.length;
        if (type === undefined && size >= SNIFF_BYTES) decide();
        if (type && size > ASSET_LIMITS[type.kind]) fail(tooLarge(type.kind));
      });
      // busboy cut the file at the largest limit of all: whatever its type, it is too large.
      stream.on("limit", () => fail(tooLarge(type?.kind ?? "video")));
      // busboy errors the file stream too when the body ends inside it; unhandled, that would crash the process.
      stream.on("error", () => fail(refused(ASSET_UPLOAD_ABORTED_MESSAGE)));
      stream.on("end", () => {
        reading = false;
        if (settled) return;
        if (size === 0) return fail(refused(ASSET_EMPTY_MESSAGE));
        if (type === undefined) decide();
        if (settled || !type) return;
        received = {
          fileName: info.filename ?? "",
          type,
          bytes: Buffer.concat(chunks, size),
          sha256: hash.digest("hex"),
        };
      });
    });
    parser.on("filesLimit", () => fail(refusedEarly(400, ASSET_TWO_FILES_MESSAGE)));
    parser.on("error", (error: Error) =>
      fail(
        refused(
          /unexpected end/i.test(error.message) ? ASSET_UPLOAD_ABORTED_MESSAGE : ASSET_MALFORMED_MESSAGE,
        ),
      ),
    );
    parser.on("close", () => {
      if (settled) return;
      if (reading) return fail(refused(ASSET_UPLOAD_ABORTED_MESSAGE));
      if (!received?.type) return fail(refused(ASSET_NO_FILE_MESSAGE));
      settled = true;
      resolve({ ...received, type: received.type });
    });
    // The client went away or the body broke off mid-way.
    source.on("error", () => fail(refused(ASSET_UPLOAD_ABORTED_MESSAGE)));
    source.pipe(parser);
  });
}
