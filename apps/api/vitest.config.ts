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
    // A worker's files share its modules: each file makes its own database and app already
    // (createTestContext), and importing the app afresh for each of ~160 files was two thirds of the
    // suite's time. So no file may replace a module (`vi.mock`): give the app a setting instead.
    isolate: false,
  },
});
