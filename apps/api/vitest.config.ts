import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One PostgreSQL server for the run (embedded unless DATABASE_URL is set); one database per file.
    globalSetup: ["./src/test-support/global-setup.ts"],
    // Every answer of a contract endpoint is checked against its definition; a test that got one that
    // does not match fails.
    setupFiles: ["./src/test-support/contract-mismatches.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over CPU with PostgreSQL and argon2.
    maxWorkers: 2,
  },
});
