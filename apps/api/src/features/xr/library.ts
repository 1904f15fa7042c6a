import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { XR_LIBRARY_PATH } from "@adstudio/creative/xr";

/**
 * MindAR's browser build (mind-ar, MIT), served from the installed package at `/xr/lib/`: never copied
 * into the repository, and loaded only by the XR phone page and the XR editor's compile step. The image
 * entry imports its controller chunk (TensorFlow.js inside) and its UI chunk by relative paths; exactly
 * those files are served, read once.
 */
const ENTRY = XR_LIBRARY_PATH.slice(XR_LIBRARY_PATH.lastIndexOf("/") + 1);

function libraryDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("mind-ar/package.json")), "dist");
}

function load(): Map<string, Buffer> {
  const dir = libraryDir();
  const files = new Map<string, Buffer>();
  const entry = readFileSync(path.join(dir, ENTRY));
  files.set(ENTRY, entry);
  for (const match of entry.toString("utf8").matchAll(/from\s*"\.\/([A-Za-z0-9_.-]+\.js)"/g)) {
    const name = match[1];
    if (name && !files.has(name)) files.set(name, readFileSync(path.join(dir, name)));
  }
  return files;
}

let cache: Map<string, Buffer> | null = null;

/** The library's files by name (the entry and its chunks). */
export function libraryFiles(): Map<string, Buffer> {
  cache ??= load();
  return cache;
}

/** Where the phone page and the editor import the library from. */
export const XR_LIBRARY_URL = XR_LIBRARY_PATH;

const encoded = new Map<string, Buffer>();

/**
 * A library file compressed once, on its first request, and kept: the controller chunk is 2.2 MB of
 * JavaScript, about 370 KB gzipped and less with brotli, which a phone on a poster's street should not
 * download raw.
 */
export function encodedLibraryFile(name: string, coding: "br" | "gzip"): Buffer | null {
  const raw = libraryFiles().get(name);
  if (!raw) return null;
  const key = `${coding}:${name}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    bytes =
      coding === "br"
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    encoded.set(key, bytes);
  }
  return bytes;
}
