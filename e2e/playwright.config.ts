import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the real built product: each spec file gets its own `apps/api/dist/main.js`
 * (which also serves the built studio) on a fresh embedded PostgreSQL and a free port, started by the
 * `baseURL` fixture (support/fixtures.ts). Files are independent, so two workers run two files at a time
 * on this 2-core machine; tests inside a file run in order. `E2E_WORKERS` overrides the count.
 */
export default defineConfig({
  testDir: "tests",
  // One product start before the run; every file's server copies its data directory (support/server.ts).
  globalSetup: "./support/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test here is a user's walk through several screens (~5-25 s alone). With two workers, each a browser,
  // a server and PostgreSQL, on a two-core machine that is also busy with something else, the same walk
  // took 30-32 s, so the budget per test is 60 s. Every wait inside is still on what the user waits for,
  // with its own 10 s limit; walks longer than 60 s alone set their own budget.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    headless: true,
    screenshot: "only-on-failure",
    trace: "off",
    video: "off",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium from apt: `npx playwright install` cannot download browsers here.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
