import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each check runs whole package test scripts (one starts PostgreSQL, one a real API server).
    testTimeout: 600_000,
  },
});
