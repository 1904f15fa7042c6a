import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the real built product: each spec file gets its own `apps/api/dist/main.js`
 * (which also serves the built studio) on a fresh embedded PostgreSQL and a free port, started by the
 * `baseURL` fixture (support/fixtures.ts). Files are independent, so two workers run two files at a time
 * on this 2-core machine; tests inside a file run in order. `E2E_WORKERS` overrides the count.
 */
export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
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
