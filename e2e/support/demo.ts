import { test as base, expect, request } from "@playwright/test";
import type { AdSummary } from "../../packages/contract/src/endpoints/ads";
import { previewLink } from "../../packages/core/src/preview/preview-link";
import { ADMIN } from "./env";
import { type RunningServer, startServer } from "./server";

export { expect } from "@playwright/test";

/** A second product server that seeded the demo company, as a fresh `npm start` does. */
export interface DemoStudio {
  baseURL: string;
  /** The superadmin's token on this server (for the endpoints that need a sign-in). */
  token: string;
  /** The demo company's published ads, one per format, by format. */
  ads: ReadonlyMap<string, AdSummary>;
}

/**
 * The run's main server has no demo ads (specs count what they create). Specs about the seeded ads use this
 * worker-scoped server instead: its own port and embedded PostgreSQL, started once per worker and reused by
 * every demo spec the worker runs. `baseURL` points the page at it.
 */
export const test = base.extend<object, { demo: DemoStudio }>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
    async ({}, use) => {
      const server: RunningServer = await startServer(ADMIN.password, { demoAds: true });
      const api = await request.newContext({ baseURL: server.baseURL });
      try {
        const login = await api.post("/api/auth/login", {
          data: { email: ADMIN.email, password: ADMIN.password },
        });
        expect(login.status(), await login.text()).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const list = await api.get("/api/ads?limit=50&status=published", {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.status(), await list.text()).toBe(200);
        const { ads } = (await list.json()) as { ads: AdSummary[] };
        await use({ baseURL: server.baseURL, token, ads: new Map(ads.map((ad) => [ad.type, ad])) });
      } finally {
        await api.dispose();
        await server.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(demo.baseURL);
  },
});

/** The demo ad of a format; fails the test when the seed did not make one. */
export function demoAd(demo: DemoStudio, type: string): AdSummary {
  const ad = demo.ads.get(type);
  if (!ad) throw new Error(`the demo seed made no ${type} ad`);
  return ad;
}

/** The ad's preview link as the spec builds it (studio §7): the first teaser size, all teasers, the name. */
export function adPreviewPath(ad: AdSummary): string {
  const teasers = Object.keys(ad.teaser);
  return previewLink({ url: ad.location, size: teasers[0] ?? "", type: ad.type, teasers, name: ad.name });
}
