import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
    // Typing into Mantine forms under jsdom takes a few seconds on a busy 2-core machine (CI runs the
    // packages side by side); 5 s timed out there while nothing was wrong, and one wait may now take 12 s
    // (src/test/setup.ts). This is a ceiling, not a timing.
    testTimeout: 30_000,
  },
});
