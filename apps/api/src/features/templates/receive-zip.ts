import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  ASSET_MALFORMED_MESSAGE,
  ASSET_NO_FILE_MESSAGE,
  ASSET_NOT_MULTIPART_MESSAGE,
  ASSET_TWO_FILES_MESSAGE,
  ASSET_UPLOAD_ABORTED_MESSAGE,
  TEMPLATE_LIMITS,
  TEMPLATE_TOO_LARGE_MESSAGE,
} from "@adstudio/contract";
import busboy from "busboy";
import { HttpError } from "../../http/errors.js";

/** The uploaded zip, read to its end (at most the template limit), and the part's file name. */
export interface ReceivedZip {
  fileName: string;
  bytes: Uint8Array;
}

const refused = (message: string, status: 400 | 413 = 400, early = false) =>
  new HttpError(status, message, { file: message }, {}, early ? { Connection: "close" } : {});

/**
 * Reads a `multipart/form-data` request with one file part named `field`, streaming, and stops as soon as
 * the file passes {@link TEMPLATE_LIMITS}'s `zipBytes` (413; the rest is never read, so the connection is
 * closed). Whether the bytes are a zip is the archive reader's call. Every refusal is a 4xx HttpError.
 */
export function receiveZip(request: Request, field: string): Promise<ReceivedZip> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return Promise.reject(refused(ASSET_NOT_MULTIPART_MESSAGE));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: TEMPLATE_LIMITS.zipBytes, fields: 20, fieldSize: 8 * 1024, parts: 30 },
    });
  } catch {
    return Promise.reject(refused(ASSET_NOT_MULTIPART_MESSAGE));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<ReceivedZip>((resolve, reject) => {
    let settled = false;
    let reading = false;
    let received: ReceivedZip | null = null;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("file", (name, stream, info) => {
      if (name !== field) return fail(refused(ASSET_NO_FILE_MESSAGE, 400, true));
      reading = true;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on("limit", () => fail(refused(TEMPLATE_TOO_LARGE_MESSAGE, 413, true)));
      // Unhandled, a stream error (the body ending inside the file) would crash the process.
      stream.on("error", () => fail(refused(ASSET_UPLOAD_ABORTED_MESSAGE)));
      stream.on("end", () => {
        reading = false;
        if (!settled) received = { fileName: info.filename ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("filesLimit", () => fail(refused(ASSET_TWO_FILES_MESSAGE, 400, true)));
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
      if (!received) return fail(refused(ASSET_NO_FILE_MESSAGE));
      settled = true;
      resolve(received);
    });
    source.on("error", () => fail(refused(ASSET_UPLOAD_ABORTED_MESSAGE)));
    source.pipe(parser);
  });
}
