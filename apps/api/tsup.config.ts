import { defineConfig } from "tsup";

// One ESM file for `node dist/main.js`, one for `adstudio-admin` (dist/admin.js). Workspace packages
// export TypeScript source, so they are bundled in; npm dependencies stay in node_modules (native argon2,
// the PostgreSQL binaries).
export default defineConfig({
  entry: { main: "src/main.ts", admin: "src/admin/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@adstudio\//],
});
