// Bundles src/embed.ts into one minified IIFE, dist/embed.js, for `<script async src=".../embed.js">`.
// `buildEmbed({ write: false })` returns the bundle in memory (the tests check what went into it).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_FILE = path.join(ROOT, "dist", "embed.js");

/** @param {{ write?: boolean }} [options] @returns {Promise<{ code: string, inputs: string[] }>} */
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
  if (write) {
    await mkdir(path.dirname(OUT_FILE), { recursive: true });
    await writeFile(OUT_FILE, code);
  }
  return { code, inputs: Object.keys(result.metafile.inputs) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code } = await buildEmbed();
  console.error(`built ${path.relative(process.cwd(), OUT_FILE)} (${code.length} bytes)`);
}
