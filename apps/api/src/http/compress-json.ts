import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";
import { type ContentCoding, pickCoding } from "./content-encoding.js";

/** Below this a JSON answer goes as it is: the coding's framing and the CPU would cost more than they save. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

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
 * Compresses JSON answers of `COMPRESS_JSON_MIN_BYTES` or more (lists, the OpenAPI document) with brotli or
 * gzip, as the client's `Accept-Encoding` allows, and adds `Vary: Accept-Encoding` to them. Smaller ones, other
 * types, partial or bodiless answers and `Cache-Control: no-transform` are left alone. Hono's own
 * `compress()` cannot be used: it only honours its threshold when `Content-Length` is set, which `c.json()`
 * answers do not have, so it would compress every tiny answer.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (
    !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) ||
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
  if (bytes.byteLength < COMPRESS_JSON_MIN_BYTES) {
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
  const etag = headers.get("etag");
  // The compressed bytes are not the ones a strong validator names.
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
});
