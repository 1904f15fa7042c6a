import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.ADSTUDIO_API_URL ?? "http://localhost:3000";

export default defineConfig({
  // The router plugin must come first: it splits every route into its own lazily loaded chunk.
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    // In development the API runs separately; the studio calls it on the same origin through this proxy.
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets scripts/size-budget.mjs find the chunks the login page needs.
  build: { outDir: "dist", sourcemap: true, assetsDir: "assets", manifest: true },
});
