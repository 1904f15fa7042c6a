import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One real API server (on a real PostgreSQL) for the run; every test file signs in its own users.
    globalSetup: ["./src/test-support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
