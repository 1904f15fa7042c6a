import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.ADSTUDIO_API_URL ?? "http://localhost:3000";

/** Text files worth compressing; source maps are left alone (the server withholds them by default). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file below `dir`, skipping dot folders (`.vite/manifest.json` is build metadata). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        !path
          .relative(dir, e.parentPath)
          .split(path.sep)
          .some((s) => s.startsWith(".")),
    )
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the highest levels (done once
 * here, not per request). The API sends the copy the browser accepts, and the size budget measures these
 * same bytes. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "adstudio-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await filesIn(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  // The router plugin must come first: it splits every route into its own lazily loaded chunk.
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), precompress()],
  resolve: {
    // csv-stringify's Node build uses the global Buffer; its browser build (same API) carries its own.
    alias: { "csv-stringify/sync": "csv-stringify/browser/esm/sync" },
  },
  server: {
    port: 5173,
    // In development the API runs separately; the studio calls it on the same origin through this proxy.
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets scripts/size-budget.mjs find the chunks the login page needs; the source maps let it
  // see which modules went into the entry chunk (they are not served unless ADSTUDIO_PUBLIC_SOURCEMAPS).
  build: { outDir: "dist", sourcemap: true, assetsDir: "assets", manifest: true },
});
