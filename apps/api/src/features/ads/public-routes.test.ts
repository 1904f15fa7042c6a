import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let company: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "public-ads-acme");
});
afterAll(() => t.close());

/** A new ad of the format's blank document (its default sizes), saved once: revision 1, a draft. */
async function draft(name: string, type = "belt") {
  const res = await t.request("POST", "/api/ads/create", { token, body: { name, type, company } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).ad as { _id: string; revision: number };
}

async function publish(id: string, revision: number) {
  const res = await t.request("POST", `/api/ads/publish/${id}`, { token, body: { revision } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).ad as { location: string };
}

const get = (id: string) =>
  t.request("GET", `/api/ads/public/${id}`, { headers: { origin: "https://publisher.example" } });

describe("GET /api/ads/public/{id}", () => {
  it("answers a published ad's name, format, sizes and location to anyone, from any origin", async () => {
    const ad = await draft("Sofa sale belt");
    const published = await publish(ad._id, ad.revision);
    const res = await get(ad._id);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // No ADSTUDIO_PUBLIC_URL: the location follows the caller's host, so no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, max-age=60");
    // Only these six fields: no campaign, document, status or author. The company's id is there for the
    // preview's Showcase link (its public showcase lists this published ad anyway).
    expect(await json(res)).toEqual({
      ad: {
        _id: ad._id,
        name: "Sofa sale belt",
        type: "belt",
        location: published.location,
        teasers: ["sz970x250", "sz728x90"],
        companyId: company,
      },
    });
  });

  it("keeps answering the published version's sizes while a later draft changes them", async () => {
    const ad = await draft("Resized after publish");
    await publish(ad._id, ad.revision);
    const full = await json(await t.request("GET", `/api/ads/${ad._id}`, { token }));
    const document = {
      ...full.ad.document,
      teaser: { sz728x90: { width: 728, height: 90 } },
      baseSize: "sz728x90",
    };
    const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
      token,
      body: { revision: full.ad.revision, document },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await json(await get(ad._id))).ad.teasers).toEqual(["sz970x250", "sz728x90"]);
  });

  it("answers 404 alike for a draft, an unknown id and a malformed one, readable cross-origin", async () => {
    const unpublished = await draft("Never published");
    for (const id of [unpublished._id, "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", "not-an-id", "1"]) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("access-control-allow-origin"), id).toBe("*");
      expect(await json(res), id).toEqual({ message: "No published ad has this id." });
    }
  });

  it("lets shared caches keep the answer only when ADSTUDIO_PUBLIC_URL fixes its addresses", async () => {
    const ad = await draft("Cached per host");
    await publish(ad._id, ad.revision);
    // Read under two host names: each gets its own address, which a shared cache must not hand the other.
    const viaLocalhost = await t.request("GET", `http://localhost:3000/api/ads/public/${ad._id}`);
    const viaIp = await t.request("GET", `http://127.0.0.1:3000/api/ads/public/${ad._id}`);
    expect((await json(viaLocalhost)).ad.location).toBe(
      `http://localhost:3000/creatives/${ad._id}/1/index.html`,
    );
    expect((await json(viaIp)).ad.location).toBe(`http://127.0.0.1:3000/creatives/${ad._id}/1/index.html`);
    for (const res of [viaLocalhost, viaIp])
      expect(res.headers.get("cache-control")).toBe("private, max-age=60");

    const fixed = await createTestContext({ ADSTUDIO_PUBLIC_URL: "https://ads.example.com" });
    try {
      const admin = await signInSuperadmin(fixed);
      const owner = await createCompany(fixed, admin, "public-ads-fixed-origin");
      const created = await fixed.request("POST", "/api/ads/create", {
        token: admin,
        body: { name: "One origin", type: "belt", company: owner },
      });
      const made = (await json(created)).ad;
      const published = await fixed.request("POST", `/api/ads/publish/${made._id}`, {
        token: admin,
        body: { revision: made.revision },
      });
      expect(published.status, await published.clone().text()).toBe(200);
      for (const host of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
        const res = await fixed.request("GET", `${host}/api/ads/public/${made._id}`);
        expect(res.status, host).toBe(200);
        expect(res.headers.get("cache-control"), host).toBe("public, max-age=60");
        expect((await json(res)).ad.location, host).toBe(
          `https://ads.example.com/creatives/${made._id}/1/index.html`,
        );
      }
    } finally {
      await fixed.close();
    }
  });

  it("needs no sign-in, and a signed-in caller gets the same answer", async () => {
    const ad = await draft("Same for everyone");
    await publish(ad._id, ad.revision);
    const anonymous = await json(await get(ad._id));
    const signedIn = await json(await t.request("GET", `/api/ads/public/${ad._id}`, { token }));
    expect(signedIn).toEqual(anonymous);
  });
});
