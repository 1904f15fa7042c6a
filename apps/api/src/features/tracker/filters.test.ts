import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { createLogger } from "../../logger.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany, validCampaign } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { insertAd } from "../../test-support/tracker-fixtures.js";

/** The analytics `ad` and `campaign` filters: only the caller's own (admins: any existing one). */
let t: TestContext;
let app: ReturnType<typeof createApp>;
const lines: string[] = [];
let admin: string;
let alphaUser: string;
const alpha = { ad: "", campaign: "" };
const beta = { ad: "", campaign: "" };

async function campaignOf(company: string): Promise<string> {
  const res = await t.request("POST", "/api/campaign/create", { token: admin, body: validCampaign(company) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).campaign._id;
}

beforeAll(async () => {
  t = await createTestContext();
  // The same app, logging into `lines`, to see at which level refused filters are logged.
  app = createApp({
    ...t.deps,
    logger: createLogger("info", { write: (line: string) => void lines.push(line) }),
  });
  admin = await signInSuperadmin(t);
  const [a, b] = [
    await createCompany(t, admin, "alpha-filters"),
    await createCompany(t, admin, "beta-filters"),
  ];
  alphaUser = await companyUser(t, admin, "alpha-filter-user", "advertiser", [a]);
  Object.assign(alpha, { ad: await insertAd(t, a, { name: "Alpha ad" }), campaign: await campaignOf(a) });
  Object.assign(beta, { ad: await insertAd(t, b, { name: "Beta ad" }), campaign: await campaignOf(b) });
});
afterAll(() => t.close());

const kpis = (query: string, token: string) =>
  app.request(`/api/tracker/kpis?${query}`, { headers: { authorization: `Bearer ${token}` } });
const errorLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

const AD = "ad must be one of your ads.";
const CAMPAIGN = "campaign must be one of your campaigns.";

describe("analytics filters", () => {
  it.each([
    // Not an id at all: the field's own message (issue 33: it was a generic "Invalid input").
    ["campaign=fuzz", "campaign must be a campaign id (a UUID).", "campaign"],
    ["ad=fuzz", "ad must be an ad id (a UUID).", "ad"],
    ["company=fuzz", "company must be a company id (a UUID).", "company"],
    ["ad=00000000-0000-4000-8000-000000000000", AD, "ad"],
    ["campaign=00000000-0000-4000-8000-000000000000", CAMPAIGN, "campaign"],
  ])(
    "answers 400 for %s, even to an admin, with nothing logged at error level",
    async (query, message, field) => {
      for (const endpoint of ["kpis", "timeseries", "breakdown", "top-ads"]) {
        const by = endpoint === "breakdown" ? "&by=device" : "";
        const res = await app.request(`/api/tracker/${endpoint}?${query}${by}`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        expect(res.status, endpoint).toBe(400);
        expect(await json(res), endpoint).toEqual({ message, errors: { [field]: message } });
      }
      const layers = await app.request(`/api/interactions/layers?${query}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(layers.status).toBe(400);
      expect(errorLines()).toEqual([]);
    },
  );

  it("lets a user filter by their own ad and campaign, and refuses another company's", async () => {
    expect((await kpis(`ad=${alpha.ad}`, alphaUser)).status).toBe(200);
    expect((await kpis(`campaign=${alpha.campaign}`, alphaUser)).status).toBe(200);
    const ad = await kpis(`ad=${beta.ad}`, alphaUser);
    expect(ad.status).toBe(400);
    expect((await json(ad)).message).toBe(AD);
    const campaign = await kpis(`campaign=${beta.campaign}`, alphaUser);
    expect(campaign.status).toBe(400);
    expect((await json(campaign)).message).toBe(CAMPAIGN);
    expect(errorLines()).toEqual([]);
  });

  it("lets an admin filter by any company's ad and campaign", async () => {
    for (const query of [
      `ad=${beta.ad}`,
      `campaign=${alpha.campaign}`,
      `ad=${alpha.ad}&campaign=${beta.campaign}`,
    ])
      expect((await kpis(query, admin)).status, query).toBe(200);
  });
});
