import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";
import { type ContentCoding, pickCoding } from "./content-encoding.js";

/** Below this an answer goes as it is: the coding's framing and the CPU would cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Text the server writes per request: JSON (lists, the OpenAPI document, errors) and HTML pages drawn on
 * request (the public showcase with its first view, the QR text pages). Pictures, video, fonts and zips
 * are compressed formats already, and the build's files come with their own `.br`/`.gz` copies (they
 * carry `Content-Encoding`, so they are never encoded twice).
 */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Levels for work done per request: brotli 5 and gzip 6 keep most of the gain at a fraction of the CPU. */
function encode(bytes: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  return coding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compresses JSON and HTML answers of `COMPRESS_MIN_BYTES` or more with brotli or gzip, as the client's
 * `Accept-Encoding` allows, and adds `Vary: Accept-Encoding` to them. Smaller ones, other types, partial or
 * bodiless answers, answers already encoded and `Cache-Control: no-transform` are left alone. A strong
 * `ETag` becomes weak (the bytes sent are not the ones it names). Hono's own `compress()` cannot be used:
 * it only honours its threshold when `Content-Length` is set, which `c.json()` answers do not have, so it
 * would compress every tiny answer.
 */
export const compressAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (
    !COMPRESSIBLE_TYPE.test(type) ||
    !res.body ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has("content-encoding") ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")
  ) {
    return;
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < COMPRESS_MIN_BYTES) {
    c.res = new Response(bytes, res);
    return;
  }
  const coding = pickCoding(c.req.header("accept-encoding"));
  c.res = new Response(coding ? new Uint8Array(await encode(bytes, coding)) : bytes, res);
  const headers = c.res.headers;
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
  if (!coding) return;
  headers.set("Content-Encoding", coding);
  headers.delete("Content-Length");
  // Ranges of a file are ranges of its raw bytes, not of what is sent here: none are offered.
  headers.delete("Accept-Ranges");
  const etag = headers.get("etag");
  // The compressed bytes are not the ones a strong validator names.
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
});
