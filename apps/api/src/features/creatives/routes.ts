import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { EDITOR_FRAME_HTML, EDITOR_FRAME_PATH } from "@adstudio/core";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";
import { contentTypeOf } from "../../http/content-type.js";
import { diskFile, type FileBody, memoryFile, sendFileBody } from "../../http/file-response.js";
import { allowAnyOriginWithCredentials } from "../../http/public-cors.js";
import { cacheForPublicAddresses, publicOrigin } from "../../http/public-url.js";
import {
  IMMUTABLE_CACHE,
  isImmutableKey,
  isSafeKey,
  pictureVariant,
  SHORT_CACHE,
} from "../../storage/index.js";
import { isVastDocument, servedVastDocument } from "./vast-document.js";

/**
 * Creatives are untrusted HTML (ARCHITECTURE 'Security baseline'): even opened directly they run in an
 * opaque origin, so they can never read the studio's storage or call its API with a user's session.
 * Scripts and popups (the clickTag exit) stay allowed.
 */
export const CREATIVE_CSP = "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox";

import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";

/**
 * Creatives are framed by publishers' pages (the embed, ad tags), so the studio-wide
 * `X-Frame-Options: SAMEORIGIN` must not reach them. Mounted before the security headers, so it runs
 * after them on the way out.
 */
export const creativesFramableAnywhere = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.delete("X-Frame-Options");
});

/** `samples/story/` → `samples/story/index.html`; null for anything that could leave the folder. */
export function creativeRelativePath(pathname: string): string | null {
  // URL parsing already resolved `..` and `%2e%2e` segments: a path that left the prefix is not ours.
  if (!pathname.startsWith("/creatives/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice("/creatives/".length));
  } catch {
    return null;
  }
  if (decoded === "" || decoded.includes("\0") || decoded.includes("\\")) return null;
  const relative = decoded.endsWith("/") ? `${decoded}index.html` : decoded;
  // No empty, `.`/`..` or dot-file segments: nothing hidden, nothing outside.
  return relative.split("/").every((s) => s !== "" && !s.startsWith(".")) ? relative : null;
}

interface LocalFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function fromFolder(root: string, relative: string): Promise<LocalFile | null> {
  try {
    const realRoot = await realpath(root);
    const file = await realpath(path.resolve(realRoot, relative));
    // realpath also resolves symlinks, so a link cannot point out of the folder either.
    if (!file.startsWith(realRoot + path.sep)) return null;
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** A published version's folder `{adId}/{version}/`: its VAST tag is one the studio wrote. */
const PUBLISHED_FOLDER = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/\d+\//;

/**
 * A VAST document is sent with absolute addresses built from ADSTUDIO_PUBLIC_URL (else the request's
 * origin): players on publishers' pages would resolve relative ones against the page. A published tag is
 * brought to site-relative form first (tags published before held the publishing request's host). Its
 * CORS echoes the origin with credentials, and its cache is the file's own only when the addresses come
 * from configuration. Other files go as they are (null).
 */
function servedVast(
  c: Context<AppEnv>,
  relative: string,
  bytes: Uint8Array,
  cache: string,
): { body: FileBody; cache: string } | null {
  if (!relative.toLowerCase().endsWith(".xml")) return null;
  const text = Buffer.from(bytes).toString("utf8");
  if (!isVastDocument(text)) return null;
  const documentUrl = `${publicOrigin(c)}/creatives/${relative}`;
  const xml = servedVastDocument(
    text,
    documentUrl,
    PUBLISHED_FOLDER.exec(relative)?.[1],
    c.var.deps.config.cdnUrl,
  );
  allowAnyOriginWithCredentials(c);
  return {
    body: memoryFile(Buffer.from(xml), contentTypeOf(relative)),
    cache: cacheForPublicAddresses(c, cache),
  };
}

/**
 * What every answer below `/creatives/` carries: the creatives' sandbox CSP, no sniffing, and no request
 * for an origin-keyed agent cluster. The studio frames creatives sandboxed (an opaque origin), where
 * origin-keying cannot be granted: asking for it, as the studio's pages do, only made Chromium warn in the
 * console of the editor, the ad details and the preview.
 */
function creativeHeaders(c: Context<AppEnv>): void {
  c.header("Content-Security-Policy", CREATIVE_CSP);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Origin-Agent-Cluster", "?0");
}

/** Served below `/creatives/`; mounted before the studio's static handler. */
export const creativeRoutes = new Hono<AppEnv>()
  // GET /creatives/_editor/frame.html – the ad editor's canvas page
  .get(EDITOR_FRAME_PATH.slice("/creatives".length), (c) => {
    creativeHeaders(c);
    c.header("Cache-Control", SHORT_CACHE);
    c.header("Content-Type", "text/html; charset=utf-8");
    return c.body(EDITOR_FRAME_HTML);
  })
  // GET /creatives/<path> – a shipped creative (the samples), else a published one from the storage
  .get("/*", async (c) => {
    creativeHeaders(c);
    // Publishers' pages frame them and the sandboxed (opaque-origin) documents load their own files,
    // VAST documents included, so every file is readable cross-origin. None carries anything private.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Access-Control-Allow-Origin", "*");

    const relative = creativeRelativePath(new URL(c.req.url).pathname);
    const { config, storage } = c.var.deps;
    const local = relative === null ? null : await fromFolder(config.creativesDir, relative);
    if (relative !== null && local) {
      const vast = relative.toLowerCase().endsWith(".xml")
        ? servedVast(c, relative, await readFile(local.file), SHORT_CACHE)
        : null;
      if (vast) return sendFileBody(c, vast.body, vast.cache);
      return sendFileBody(c, diskFile(local.file, local, contentTypeOf(relative)), SHORT_CACHE);
    }

    const key = relative === null ? null : `${CREATIVES_STORAGE_PREFIX}${relative}`;
    if (relative !== null && key && isSafeKey(key)) {
      const cache = isImmutableKey(key) ? IMMUTABLE_CACHE : SHORT_CACHE;
      // A VAST tag is read whole (its addresses are rewritten); anything else is streamed by range.
      const stored = relative.toLowerCase().endsWith(".xml") ? await storage.get(key) : null;
      const vast = stored ? servedVast(c, relative, stored.bytes, cache) : null;
      if (vast) return sendFileBody(c, vast.body, vast.cache);
      const opened = stored ? memoryFile(stored.bytes, stored.contentType) : await storage.open(key);
      if (opened) return sendFileBody(c, opened, cache);
      // A thumbnail's AVIF and WebP copies are made on their first request (see picture-variants.ts).
      const variant = await pictureVariant(storage, key);
      if (variant) return sendFileBody(c, memoryFile(variant.bytes, variant.contentType), cache);
    }
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
