// Bundles src/embed.ts into one minified IIFE, dist/embed.js, for `<script async src=".../embed.js">`,
// plus the embed.js.br and embed.js.gz copies the API sends to browsers that accept them.
// `buildEmbed({ write: false })` returns the bundle in memory (the tests check what went into it).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_FILE = path.join(ROOT, "dist", "embed.js");

/** The precompressed copies, at the highest levels (compressed once here, never per request). */
export function compressedCopies(code) {
  const raw = Buffer.from(code);
  return {
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(raw, { level: 9 }),
  };
}

/** @param {{ write?: boolean }} [options] @returns {Promise<{ code: string, inputs: string[], br: Buffer, gz: Buffer }>} */
export async function buildEmbed({ write = true } = {}) {
  const result = await build({
    entryPoints: [path.join(ROOT, "src", "embed.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    // Publishers' visitors: every browser with shadow DOM and IntersectionObserver.
    target: "es2020",
    legalComments: "none",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const code = result.outputFiles[0]?.text ?? "";
  const { br, gz } = compressedCopies(code);
  if (write) {
    await mkdir(path.dirname(OUT_FILE), { recursive: true });
    // The copies are written after the script: the server ignores a copy older than its file.
    await writeFile(OUT_FILE, code);
    await writeFile(`${OUT_FILE}.br`, br);
    await writeFile(`${OUT_FILE}.gz`, gz);
  }
  return { code, inputs: Object.keys(result.metafile.inputs), br, gz };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, br, gz } = await buildEmbed();
  console.error(
    `built ${path.relative(process.cwd(), OUT_FILE)} (${code.length} bytes; ${br.length} brotli, ${gz.length} gzip)`,
  );
}
