import { test as base } from "@playwright/test";
import { AdstudioApi } from "./api";
import { ADMIN, baseURLFromEnv } from "./env";

export { expect } from "@playwright/test";
export { ADMIN } from "./env";

/**
 * `baseURL` is the server global setup started (its port is only known then); `api` talks to it over
 * HTTP. Before every test all superadmin sessions are ended, so a browser sign-in as the superadmin is
 * never taken for a second device because an earlier test's browser left its session behind.
 */
export const test = base.extend<{ api: AdstudioApi; freshAdminSessions: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  baseURL: async ({}, use) => {
    await use(baseURLFromEnv());
  },
  api: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: baseURLFromEnv() });
    await use(new AdstudioApi(request));
    await request.dispose();
  },
  freshAdminSessions: [
    async ({ api }, use) => {
      await api.endAllSessions(ADMIN);
      await use(undefined);
    },
    { auto: true },
  ],
});
