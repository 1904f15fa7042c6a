import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the real built product: global setup starts `apps/api/dist/main.js` (which also
 * serves the built studio) on a fresh embedded PostgreSQL and a free port. One server on 2 cores, so one
 * worker; tests that change shared state use users they register themselves.
 */
export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
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
