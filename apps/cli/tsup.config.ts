import { defineConfig } from "tsup";

// One runnable file, `dist/adstudio.js`, with every dependency bundled in (commander, ofetch, valibot
// and the workspace packages), so it runs with nothing but Node.js: `node dist/adstudio.js` or as `adstudio`.
export default defineConfig({
  entry: { adstudio: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  minify: false,
  sourcemap: false,
  splitting: false,
  noExternal: [/^(?!playwright-core)/],
  // `validate --run` drives Chromium through playwright-core, an optional peer that is never bundled: it
  // ships its own driver files, and a machine without it still runs every other command.
  external: ["playwright-core"],
  // Bundled CommonJS dependencies (commander) call require() for Node built-ins, which ESM lacks.
  banner: {
    js: '#!/usr/bin/env node\nimport { createRequire as __adstudioRequire } from "node:module";\nconst require = __adstudioRequire(import.meta.url);',
  },
});
