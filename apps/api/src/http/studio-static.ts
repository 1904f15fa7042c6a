import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";
import { precompressedVariant } from "./content-encoding.js";
import { contentTypeOf } from "./content-type.js";
import { encodedDiskFile, sendFileBody } from "./file-response.js";

/** Vite names files under `assets/` by content hash, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other files of the build (favicon, robots.txt) keep their names across releases. */
const SHORT_CACHE = "public, max-age=300";
/** The page shell names the current hashed assets, so it is always revalidated. */
const NO_CACHE = "no-cache";

const NOT_BUILT = (dir: string) =>
  `The Adstudio studio has not been built: ${path.join(dir, "index.html")} is missing.\n` +
  "Run `npm start` (it builds the studio before starting the server), or build it with\n" +
  "`npx pnpm@12.21.0 --filter @adstudio/studio-web build`, or point ADSTUDIO_STUDIO_DIR at a built studio.\n" +
  "The API itself is running under /api.\n";

const isApiPath = (p: string) => p === "/api" || p.startsWith("/api/");

/**
 * Serves the built studio SPA for every GET/HEAD outside `/api`: files of the build as they are, and
 * `index.html` for any other path so client routes (/login, /studio/ads …) load the app. Requests that
 * try to leave the folder answer 404; without a build, non-API paths answer 503 saying how to build it.
 */
export const studioStatic = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  const urlPath = new URL(c.req.url).pathname;
  if ((method !== "GET" && method !== "HEAD") || isApiPath(urlPath)) return next();

  const root = c.var.deps.config.studioDir;
  const relative = decodePath(urlPath);
  if (relative === null) return c.text("Not found", 404);
  const file = relative === "" ? null : path.resolve(root, relative);
  if (file !== null && !file.startsWith(root + path.sep)) return c.text("Not found", 404);

  // Source maps carry the whole source; the build keeps them for its own checks, the public gets them
  // only when ADSTUDIO_PUBLIC_SOURCEMAPS says so.
  const hiddenMap = relative.toLowerCase().endsWith(".map") && !c.var.deps.config.publicSourceMaps;
  if (file !== null && !hasDotSegment(relative) && !hiddenMap) {
    const found = await fileStat(file);
    if (found) {
      const cache = relative.startsWith("assets/")
        ? IMMUTABLE
        : file.endsWith(".html")
          ? NO_CACHE
          : SHORT_CACHE;
      return sendFile(c, file, found, cache);
    }
  }
  // A missing hashed asset (or a withheld map) is an error, not a page: HTML in its place would break
  // the script loader and tell a map fetcher nothing useful.
  if (relative.startsWith("assets/") || hiddenMap) return c.text("Not found", 404);

  const index = path.join(root, "index.html");
  const indexStat = await fileStat(index);
  if (!indexStat) {
    c.header("Cache-Control", "no-store");
    return c.text(NOT_BUILT(root), 503);
  }
  return sendFile(c, index, indexStat, NO_CACHE);
});

/** `/a/b%20c.js` → `a/b c.js`; null for undecodable paths and NUL bytes. */
function decodePath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath);
    if (decoded.includes("\0")) return null;
    return decoded.replace(/^\/+/, "");
  } catch {
    return null;
  }
}

/** Dotfiles and dot-folders are never served (`.env`, `.git` …), even if a build left one behind. */
function hasDotSegment(relative: string): boolean {
  return relative.split(/[\\/]/).some((segment) => segment.startsWith("."));
}

interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function fileStat(file: string): Promise<FileInfo | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** A file of the build, as its precompressed copy when the client accepts one. */
async function sendFile(c: Context<AppEnv>, file: string, info: FileInfo, cacheControl: string) {
  const chosen = await precompressedVariant(file, info, c.req.header("accept-encoding"));
  return sendFileBody(c, encodedDiskFile(chosen, contentTypeOf(file)), cacheControl);
}
