import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";
import { NO_COMPANY_MESSAGE, NOT_YOUR_COMPANY_MESSAGE } from "./service.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("ads"));
});
afterAll(() => t.close());

describe("ads permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 400/404 that proves they got past the check without writing anything
  // (the matrix accounts belong to no company, so a create answers 400 for everyone allowed).
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/ads", permissions: ["readAds"], allowed: 200 },
    {
      method: "GET",
      path: "/api/ads/choices",
      permissions: ["readAds", "createAds", "updateAds"],
      allowed: 200,
    },
    {
      method: "GET",
      path: `/api/ads/${UNKNOWN_ID}`,
      permissions: ["readAds", "viewAdDetails"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/ads/create",
      body: { name: "Matrix", type: "mini" },
      permissions: ["createAds"],
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/api/ads/update/${UNKNOWN_ID}`,
      body: { revision: 1 },
      permissions: ["updateAds"],
      allowed: 404,
    },
    {
      method: "GET",
      path: `/api/ads/versions/${UNKNOWN_ID}`,
      permissions: ["readAds", "viewAdDetails"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/ads/rollback/${UNKNOWN_ID}`,
      body: { version: 1, revision: 1 },
      permissions: ["updateAds"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/ads/preview/${UNKNOWN_ID}`,
      permissions: ["previewAds", "createAds", "updateAds"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/ads/delete",
      body: { id: UNKNOWN_ID },
      permissions: ["deleteAds"],
      allowed: 404,
    },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});

describe("company isolation", () => {
  let acme: string;
  let globex: string;
  let acmeDesigner: string;
  let globexDesigner: string;
  let adId: string;

  beforeAll(async () => {
    acme = await createCompany(t, admin, "ads-iso-acme");
    globex = await createCompany(t, admin, "ads-iso-globex");
    acmeDesigner = await companyUser(t, admin, "ads-iso-acme-des", "designer", [acme]);
    globexDesigner = await companyUser(t, admin, "ads-iso-globex-des", "designer", [globex]);
    // Left out, the company is the caller's first one.
    const res = await t.request("POST", "/api/ads/create", {
      token: acmeDesigner,
      body: { name: "Acme secret launch", type: "story" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { ad } = await json(res);
    expect(ad.company).toMatchObject({ _id: acme, name: "Company ads-iso-acme" });
    adId = ad._id;
  });

  const names = async (token: string) => {
    const res = await t.request("GET", "/api/ads?limit=100", { token });
    expect(res.status).toBe(200);
    return (await json(res)).ads.map((a: { name: string }) => a.name);
  };

  it("shows an ad to its company's users and the admin group only", async () => {
    expect(await names(acmeDesigner)).toEqual(["Acme secret launch"]);
    expect(await names(admin)).toContain("Acme secret launch");
    expect(await names(globexDesigner)).toEqual([]);
  });

  it("answers 404 to another company's users for every id route, and changes nothing", async () => {
    const as = (method: string, path: string, body?: unknown) =>
      t.request(method, path, { token: globexDesigner, ...(body ? { body } : {}) });
    expect((await as("GET", `/api/ads/${adId}`)).status).toBe(404);
    expect((await as("PUT", `/api/ads/update/${adId}`, { revision: 1, name: "Hijacked" })).status).toBe(404);
    expect((await as("POST", "/api/ads/delete", { id: adId })).status).toBe(404);
    expect((await as("GET", `/api/ads/versions/${adId}`)).status).toBe(404);
    expect((await as("POST", `/api/ads/rollback/${adId}`, { version: 1, revision: 1 })).status).toBe(404);
    expect((await as("POST", `/api/ads/preview/${adId}`)).status).toBe(404);
    const copy = await as("POST", "/api/ads/create", { name: "Copy", type: "story", template: adId });
    expect(copy.status).toBe(404);
    const still = await t.request("GET", `/api/ads/${adId}`, { token: acmeDesigner });
    expect((await json(still)).ad).toMatchObject({ name: "Acme secret launch", revision: 1 });
  });

  it("offers each user only their own companies as choices", async () => {
    const choices = async (token: string) => json(await t.request("GET", "/api/ads/choices", { token }));
    expect((await choices(acmeDesigner)).companies).toEqual([{ _id: acme, name: "Company ads-iso-acme" }]);
    expect((await choices(globexDesigner)).companies).toEqual([
      { _id: globex, name: "Company ads-iso-globex" },
    ]);
    expect((await choices(admin)).companies.map((c: { _id: string }) => c._id)).toEqual(
      expect.arrayContaining([acme, globex]),
    );
  });

  it("keeps the AI tracker to XRStudio and image-generator to the admin group, storing nothing", async () => {
    const advertiser = await companyUser(t, admin, "ads-iso-acme-adv", "advertiser", [acme]);
    const create = (token: string, type: string) =>
      t.request("POST", "/api/ads/create", { token, body: { name: `A ${type}`, type } });
    const tracker = await create(advertiser, "ai-tracker");
    expect(tracker.status).toBe(403);
    expect((await json(tracker)).message).toBe("Creating an AI tracker ad needs the XRStudio permission.");
    const still = await create(acmeDesigner, "image-generator");
    expect(still.status).toBe(403);
    expect((await json(still)).message).toBe("Only the admin group creates Image Generator ads.");
    expect(await names(acmeDesigner)).toEqual(["Acme secret launch"]);
    // The designer holds XRStudio; the admin group may start either.
    expect((await create(acmeDesigner, "ai-tracker")).status).toBe(201);
    const adminStill = await t.request("POST", "/api/ads/create", {
      token: admin,
      body: { name: "Admin still", type: "image-generator", company: acme },
    });
    expect(adminStill.status).toBe(201);
  });

  it("lets users create ads only for their own companies", async () => {
    const elsewhere = await t.request("POST", "/api/ads/create", {
      token: acmeDesigner,
      body: { name: "Elsewhere", type: "mini", company: globex },
    });
    expect(elsewhere.status).toBe(400);
    expect(await json(elsewhere)).toEqual({
      message: NOT_YOUR_COMPANY_MESSAGE,
      errors: { company: NOT_YOUR_COMPANY_MESSAGE },
    });
  });

  it("refuses a create by a user of no company with a clear message", async () => {
    const res = await t.request("POST", "/api/ads/create", {
      token: accounts.designer.token,
      body: { name: "Nobody's", type: "mini" },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: NO_COMPANY_MESSAGE, errors: { company: NO_COMPANY_MESSAGE } });
  });
});
