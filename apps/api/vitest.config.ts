import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One PostgreSQL server for the run (embedded unless DATABASE_URL is set); one database per file.
    globalSetup: ["./src/test-support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over CPU with PostgreSQL and argon2.
    maxWorkers: 2,
  },
});
