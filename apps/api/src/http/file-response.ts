import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";
import type { ContentCoding, EncodedFile } from "./content-encoding.js";

/** A file to answer with, wherever its bytes live (a local folder or the storage). */
export interface FileBody {
  size: number;
  /** A strong validator (quoted, no `W/`): `If-Range` only works with strong ones. */
  etag: string;
  lastModified: Date | undefined;
  contentType: string;
  /** Set when the bytes are a precompressed copy (`Content-Encoding`). */
  coding?: ContentCoding | null;
  /** Other codings of the same file exist: the answer depends on `Accept-Encoding` (`Vary`). */
  varies?: boolean;
  /** Bytes `start` to `end`, both inclusive. */
  slice(start: number, end: number): ReadableStream<Uint8Array> | Uint8Array;
}

/** A file on disk, streamed (videos can be large; only the requested range is read). */
export function diskFile(
  file: string,
  info: { size: number; mtimeMs: number },
  contentType: string,
): FileBody {
  return {
    size: info.size,
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: new Date(info.mtimeMs),
    contentType,
    slice: (start, end) =>
      Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream<Uint8Array>,
  };
}

/**
 * The raw file or the precompressed copy `precompressedVariant` chose. Each coding has its own ETag, as
 * a cache must not answer a brotli client with gzip bytes it validated earlier.
 */
export function encodedDiskFile(chosen: EncodedFile, contentType: string): FileBody {
  const body = diskFile(chosen.file, chosen, contentType);
  const etag = chosen.coding ? `${body.etag.slice(0, -1)}-${chosen.coding}"` : body.etag;
  return { ...body, etag, coding: chosen.coding, varies: chosen.varies };
}

/** Bytes already in memory (from the storage); the validator is their digest. */
export function memoryFile(bytes: Uint8Array, contentType: string): FileBody {
  return {
    size: bytes.byteLength,
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    lastModified: undefined,
    contentType,
    slice: (start, end) => bytes.subarray(start, end + 1),
  };
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `Range: bytes=…` range over a file of `size` bytes (RFC 9110 §14): `a-b`, `a-` or the suffix `-n`;
 * an end past the file is clamped. `null` means "answer the whole file" (no header, another unit, several
 * ranges, or a malformed one), `"unsatisfiable"` a range that starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Number(to);
  if (to !== "" && end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/** A matching `If-None-Match` (any of a list, weak comparison, `*`). */
function notModified(c: Context<AppEnv>, etag: string): boolean {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** `If-Range` holding our current validator (an ETag, or the exact Last-Modified date). */
function rangeStillValid(c: Context<AppEnv>, file: FileBody): boolean {
  const header = c.req.header("if-range")?.trim();
  if (!header) return true;
  if (header.startsWith('"')) return header === file.etag;
  return file.lastModified !== undefined && header === file.lastModified.toUTCString();
}

/**
 * Answers GET/HEAD for a file with validators, `304` for a matching `If-None-Match`, and byte ranges
 * (`206`/`416`, `Accept-Ranges: bytes`) so `<video>` can seek. Headers the caller set (security,
 * caching) are kept.
 */
export function sendFileBody(c: Context<AppEnv>, file: FileBody, cacheControl: string): Response {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", file.etag);
  if (file.lastModified) c.header("Last-Modified", file.lastModified.toUTCString());
  c.header("Content-Type", file.contentType);
  c.header("Accept-Ranges", "bytes");
  if (file.varies) c.header("Vary", "Accept-Encoding", { append: true });
  if (file.coding) c.header("Content-Encoding", file.coding);
  if (notModified(c, file.etag)) return c.body(null, 304);

  const range = rangeStillValid(c, file) ? parseRange(c.req.header("range"), file.size) : null;
  if (range === "unsatisfiable") {
    c.header("Content-Range", `bytes */${file.size}`);
    return c.body(null, 416);
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const status = range ? 206 : 200;
  if (range) c.header("Content-Range", `bytes ${start}-${end}/${file.size}`);
  c.header("Content-Length", String(Math.max(0, end - start + 1)));
  if (c.req.method === "HEAD" || file.size === 0) return c.body(null, status);
  return c.body(file.slice(start, end) as Uint8Array<ArrayBuffer>, status);
}
