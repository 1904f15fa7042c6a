import path from "node:path";
import { defineConfig, mergeConfig } from "vite";
import studio from "./vite.config.ts";

/**
 * The public pages' entry (public.html → src/public/), built on its own after the studio (package.json
 * `build`), into the same dist/. On its own so that it is tree-shaken on its own: in one build with the
 * studio, chunks are shared by import graph, and the API client's and the contract's barrels put every
 * endpoint's schemas, which the studio needs, into the chunk the public pages share with it (issue 34).
 * The API serves public.html for page loads of /login and /showcase/{companyId}; .vite/public-manifest.json
 * names the chunks it preloads.
 */
export default mergeConfig(
  studio,
  defineConfig({
    build: {
      emptyOutDir: false,
      manifest: ".vite/public-manifest.json",
      rolldownOptions: { input: path.resolve(import.meta.dirname, "public.html") },
    },
  }),
);
