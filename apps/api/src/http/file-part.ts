import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  ASSET_MALFORMED_MESSAGE,
  ASSET_NO_FILE_MESSAGE,
  ASSET_NOT_MULTIPART_MESSAGE,
  ASSET_TWO_FILES_MESSAGE,
  ASSET_UPLOAD_ABORTED_MESSAGE,
} from "@adstudio/contract";
import busboy from "busboy";
import { HttpError } from "./errors.js";

/** One file part, read to its end. */
export interface FilePart {
  /** The part's file name as the client sent it (not yet cleaned). */
  fileName: string;
  bytes: Buffer;
}

/** What a caller checks while the file streams in, each answering the refusal to stop with, if any. */
export interface FilePartChecks {
  /** busboy cuts the file here: what is answered when it does. */
  maxBytes: number;
  tooLarge: () => HttpError;
  /** After each chunk, with the bytes so far: a wrong type or a kind's own limit stops the upload. */
  onChunk?: (chunks: readonly Buffer[], size: number) => HttpError | undefined;
  /** Once the file has ended, before it is answered. */
  onEnd?: (chunks: readonly Buffer[], size: number) => HttpError | undefined;
}

/** A refusal that leaves the rest of the body unread: the connection closes (as the JSON body limit does). */
export const refusedEarly = (status: 400 | 413, message: string) =>
  new HttpError(status, message, { file: message }, {}, { Connection: "close" });
export const refusedUpload = (message: string) => new HttpError(400, message, { file: message });

/**
 * Reads a `multipart/form-data` request with one file part named `field`, streaming, and stops as soon as
 * a check refuses it, so a wrong or oversized file is never read to its end. Other text fields are
 * ignored (bounded by busboy's limits). Every refusal is an HttpError with a 4xx status.
 */
export function receiveFilePart(request: Request, field: string, checks: FilePartChecks): Promise<FilePart> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return Promise.reject(refusedUpload(ASSET_NOT_MULTIPART_MESSAGE));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: "utf8",
      limits: {
        files: 1,
        fileSize: checks.maxBytes,
        fields: 20,
        fieldSize: 8 * 1024,
        parts: 30,
        headerPairs: 20,
      },
    });
  } catch {
    // No boundary, or a content type busboy cannot parse.
    return Promise.reject(refusedUpload(ASSET_NOT_MULTIPART_MESSAGE));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<FilePart>((resolve, reject) => {
    let settled = false;
    let reading = false;
    let received: FilePart | null = null;
    const fail = (error: HttpError | undefined) => {
      if (settled || !error) return;
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
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk);
        size += chunk.length;
        fail(checks.onChunk?.(chunks, size));
      });
      stream.on("limit", () => fail(checks.tooLarge()));
      // busboy errors the file stream too when the body ends inside it; unhandled, that would crash the process.
      stream.on("error", () => fail(refusedUpload(ASSET_UPLOAD_ABORTED_MESSAGE)));
      stream.on("end", () => {
        reading = false;
        if (settled) return;
        fail(checks.onEnd?.(chunks, size));
        if (!settled) received = { fileName: info.filename ?? "", bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on("filesLimit", () => fail(refusedEarly(400, ASSET_TWO_FILES_MESSAGE)));
    parser.on("error", (error: Error) =>
      fail(
        refusedUpload(
          /unexpected end/i.test(error.message) ? ASSET_UPLOAD_ABORTED_MESSAGE : ASSET_MALFORMED_MESSAGE,
        ),
      ),
    );
    parser.on("close", () => {
      if (settled) return;
      if (reading) return fail(refusedUpload(ASSET_UPLOAD_ABORTED_MESSAGE));
      if (!received) return fail(refusedUpload(ASSET_NO_FILE_MESSAGE));
      settled = true;
      resolve(received);
    });
    // The client went away or the body broke off mid-way.
    source.on("error", () => fail(refusedUpload(ASSET_UPLOAD_ABORTED_MESSAGE)));
    source.pipe(parser);
  });
}
