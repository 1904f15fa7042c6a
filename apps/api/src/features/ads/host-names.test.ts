import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

/**
 * The studio reached under two names (`npm start` prints localhost, the user opens 127.0.0.1; a proxy's
 * address set later): an ad published through one answers, through the other, that other one's addresses,
 * which the studio's CSP (`img-src 'self'`) lets the list and the showcase load.
 */
const PUBLISHED_AT = "http://localhost:3000";
const READ_AT = "http://127.0.0.1:3000";

let t: TestContext;
let token: string;
let company: string;
let ad: { _id: string; revision: number };
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "host-names-acme");
  const created = await t.request("POST", `${PUBLISHED_AT}/api/ads/create`, {
    token,
    body: { name: "Two hosts", type: "belt", company },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  ad = (await json(created)).ad;
  const published = await t.request("POST", `${PUBLISHED_AT}/api/ads/publish/${ad._id}`, {
    token,
    body: { revision: ad.revision },
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const answer = (await json(published)).ad;
  expect(answer.location).toBe(`${PUBLISHED_AT}/creatives/${ad._id}/1/index.html`);
  expect(answer.thumbnail).toBe(`${PUBLISHED_AT}/creatives/${ad._id}/1/thumbnail.png`);
}, 60_000);
afterAll(() => t.close());

const at = (origin: string) => ({
  location: `${origin}/creatives/${ad._id}/1/index.html`,
  thumbnail: `${origin}/creatives/${ad._id}/1/thumbnail.png`,
});

describe("an ad published through one host name, read through another", () => {
  it("answers the reader's host in the ad list and the ad", async () => {
    const list = await json(await t.request("GET", `${READ_AT}/api/ads?search=Two%20hosts`, { token }));
    expect(list.ads).toEqual([expect.objectContaining(at(READ_AT))]);
    const one = await json(await t.request("GET", `${READ_AT}/api/ads/${ad._id}`, { token }));
    expect(one.ad).toMatchObject(at(READ_AT));
  });

  it("answers the reader's host in My Showcase and the public showcase", async () => {
    const own = await t.request("POST", `${READ_AT}/api/rmcreator/adsShowcaseList`, {
      token,
      body: { limit: 10, page: 1, sort: { createdAt: -1 }, types: [], company },
    });
    expect((await json(own)).docs).toEqual([expect.objectContaining(at(READ_AT))]);
    const shown = await t.request("POST", `${READ_AT}/api/rmcreator/adsListById`, {
      body: { companyId: company, limit: 10, page: 1, sort: { createdAt: -1 }, types: [] },
    });
    expect((await json(shown)).docs).toEqual([expect.objectContaining(at(READ_AT))]);
  });

  it("gives the embed the reader's absolute address, and the configured public address when one is set", async () => {
    const facts = await json(await t.request("GET", `${READ_AT}/api/ads/public/${ad._id}`));
    expect(facts.ad.location).toBe(at(READ_AT).location);

    // ADSTUDIO_PUBLIC_URL set later (a proxy in front): the same stored row answers that address.
    const proxied = await createTestContext({ ADSTUDIO_PUBLIC_URL: "https://ads.example.com" });
    try {
      const admin = await signInSuperadmin(proxied);
      const owner = await createCompany(proxied, admin, "host-names-proxied");
      const created = await proxied.request("POST", `${PUBLISHED_AT}/api/ads/create`, {
        token: admin,
        body: { name: "Behind a proxy", type: "belt", company: owner },
      });
      const made = (await json(created)).ad;
      await proxied.request("POST", `${PUBLISHED_AT}/api/ads/publish/${made._id}`, {
        token: admin,
        body: { revision: made.revision },
      });
      const seen = await json(await proxied.request("GET", `${READ_AT}/api/ads/public/${made._id}`));
      expect(seen.ad.location).toBe(`https://ads.example.com/creatives/${made._id}/1/index.html`);
    } finally {
      await proxied.close();
    }
  });

  it("serves the files at the reader's addresses", async () => {
    for (const address of Object.values(at(READ_AT))) {
      const res = await t.request("GET", address);
      expect(res.status, address).toBe(200);
    }
  });
});
