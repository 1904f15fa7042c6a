import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { companyUser, createCompany, validCampaign } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";
import { NO_COMPANY_MESSAGE, NOT_YOUR_COMPANY_MESSAGE } from "./service.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("campaign"));
});
afterAll(() => t.close());

describe("campaign permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 400/404 that proves they got past the check without writing anything
  // (the matrix accounts belong to no company, so a create answers 400 for everyone allowed).
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/campaign", permissions: ["readCampaign"], allowed: 200 },
    {
      method: "GET",
      path: "/api/campaign/companies",
      permissions: ["createCampaign", "updateCampaign"],
      allowed: 200,
    },
    {
      method: "GET",
      path: `/api/campaign/${UNKNOWN_ID}`,
      permissions: ["readCampaign", "viewCampaignDetails"],
      allowed: 404,
    },
    { method: "POST", path: "/api/campaign/create", body: {}, permissions: ["createCampaign"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/campaign/update/${UNKNOWN_ID}`,
      body: {},
      permissions: ["updateCampaign"],
      allowed: 404,
    },
    { method: "DELETE", path: `/api/campaign/${UNKNOWN_ID}`, permissions: ["deleteCampaign"], allowed: 404 },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});

describe("company isolation", () => {
  let acme: string;
  let globex: string;
  let acmeAdvertiser: string;
  let globexAdvertiser: string;
  let bothAgency: string;
  let acmeBrand: string;
  let campaignId: string;

  beforeAll(async () => {
    acme = await createCompany(t, admin, "iso-acme");
    globex = await createCompany(t, admin, "iso-globex");
    acmeAdvertiser = await companyUser(t, admin, "iso-acme-adv", "advertiser", [acme]);
    globexAdvertiser = await companyUser(t, admin, "iso-globex-adv", "advertiser", [globex]);
    bothAgency = await companyUser(t, admin, "iso-agency", "agency", [globex, acme]);
    acmeBrand = await companyUser(t, admin, "iso-acme-brand", "brand", [acme]);
    // Left empty, the advertiser company is the caller's first company.
    const res = await t.request("POST", "/api/campaign/create", {
      token: acmeAdvertiser,
      body: validCampaign("", { name: "Acme secret plan" }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { campaign } = await json(res);
    expect(campaign.company).toEqual({ _id: acme, name: "Company iso-acme" });
    campaignId = campaign._id;
  });

  const names = async (token: string) => {
    const res = await t.request("GET", "/api/campaign?limit=100", { token });
    expect(res.status).toBe(200);
    return (await json(res)).campaigns.map((c: { name: string }) => c.name);
  };

  it("shows a campaign to its company's users and the admin group only", async () => {
    expect(await names(acmeAdvertiser)).toEqual(["Acme secret plan"]);
    expect(await names(bothAgency)).toEqual(["Acme secret plan"]);
    expect(await names(acmeBrand)).toEqual(["Acme secret plan"]);
    expect(await names(admin)).toContain("Acme secret plan");
    expect(await names(globexAdvertiser)).toEqual([]);
    expect(await names(accounts.advertiser.token)).toEqual([]);
  });

  it("answers 404 to another company's users for every id route", async () => {
    const as = (method: string, path: string, body?: unknown) =>
      t.request(method, path, { token: globexAdvertiser, ...(body ? { body } : {}) });
    expect((await as("GET", `/api/campaign/${campaignId}`)).status).toBe(404);
    expect((await as("PUT", `/api/campaign/update/${campaignId}`, validCampaign(globex))).status).toBe(404);
    expect((await as("DELETE", `/api/campaign/${campaignId}`)).status).toBe(404);
    const still = await t.request("GET", `/api/campaign/${campaignId}`, { token: acmeBrand });
    expect(still.status).toBe(200);
    expect((await json(still)).campaign.name).toBe("Acme secret plan");
  });

  it("lets users assign only their own companies, and offers only those", async () => {
    const elsewhere = await t.request("POST", "/api/campaign/create", {
      token: acmeAdvertiser,
      body: validCampaign(globex),
    });
    expect(elsewhere.status).toBe(400);
    expect(await json(elsewhere)).toEqual({
      message: NOT_YOUR_COMPANY_MESSAGE,
      errors: { advertiserCompany: NOT_YOUR_COMPANY_MESSAGE },
    });
    const moved = await t.request("PUT", `/api/campaign/update/${campaignId}`, {
      token: bothAgency,
      body: validCampaign(globex, { name: "Moved by the agency" }),
    });
    expect(moved.status).toBe(200);
    expect(await names(globexAdvertiser)).toEqual(["Moved by the agency"]);
    expect(await names(acmeAdvertiser)).toEqual([]);

    const offered = await t.request("GET", "/api/campaign/companies", { token: bothAgency });
    expect((await json(offered)).companies).toEqual([
      { _id: acme, name: "Company iso-acme" },
      { _id: globex, name: "Company iso-globex" },
    ]);
    const all = await t.request("GET", "/api/campaign/companies", { token: admin });
    expect((await json(all)).companies.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a create by a user of no company with a clear message", async () => {
    const res = await t.request("POST", "/api/campaign/create", {
      token: accounts.advertiser.token,
      body: validCampaign(""),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: NO_COMPANY_MESSAGE,
      errors: { advertiserCompany: NO_COMPANY_MESSAGE },
    });
  });
});
