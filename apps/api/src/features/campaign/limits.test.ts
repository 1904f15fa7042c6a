import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany, flight, validCampaign } from "../../test-support/campaigns.js";
import { rowCounts } from "../../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let acme: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  acme = await createCompany(t, token, "acme");
});
afterAll(() => t.close());

const create = (body: unknown) => t.request("POST", "/api/campaign/create", { token, body });

describe("money and count limits of a campaign save", () => {
  it("answers 400 naming the fields for the issue's overflowing numbers, and stores nothing", async () => {
    const before = await rowCounts(t);
    // 1e20 × 1e20 used to overflow the budget column (500); 1e308 made an Infinity cost stored as 0 (201).
    const overflow = await create(
      validCampaign(acme, { flights: [flight({ impressions: 1e20, cpmRate: 1e20 })] }),
    );
    expect(overflow.status).toBe(400);
    expect((await json(overflow)).errors).toEqual({
      "flights.0.impressions": "Impressions must be at most 10,000,000,000.",
      "flights.0.cpmRate": "CPM rate must be at most 10,000.",
    });
    const huge = await create(validCampaign(acme, { flights: [flight({ cpmRate: 1e308 })] }));
    expect(huge.status).toBe(400);
    expect(await json(huge)).toEqual({
      message: "CPM rate must be at most 10,000.",
      errors: { "flights.0.cpmRate": "CPM rate must be at most 10,000." },
    });
    expect(await rowCounts(t)).toEqual(before);
  });

  it("stores a campaign at every limit with its exact budget", async () => {
    const largest = flight({ impressions: 10_000_000_000, cpmRate: 10_000 });
    const res = await create(validCampaign(acme, { flights: Array.from({ length: 500 }, () => largest) }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { campaign } = await json(res);
    expect(campaign.totalBudget).toBe(50_000_000_000_000);
    expect(campaign.values.flights[499].cost).toBe(100_000_000_000);
    const listed = await json(
      await t.request("GET", "/api/campaign?sort=%7B%22totalBudget%22%3A-1%7D", { token }),
    );
    expect(listed.campaigns[0].totalBudget).toBe(50_000_000_000_000);
  });
});
