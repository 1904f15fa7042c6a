import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD, signIn, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { CHROME_DESKTOP, createCompany } from "../../test-support/tracker-fixtures.js";
import { videoAd } from "../../test-support/vast-ads.js";

/** Who sees which pixels in `/api/vast/events`. */
let t: TestContext;
let admin: string;
let alpha: { ad: string; token: string };
let beta: { ad: string; token: string };

async function member(company: string, username: string): Promise<string> {
  const res = await t.request("POST", "/api/user/create", {
    token: admin,
    body: {
      username,
      displayName: username,
      email: `${username}@example.com`,
      password: ACCOUNT_PASSWORD,
      roleName: "advertiser",
      companyName: [company],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return signIn(t, username);
}

const pixel = (creative: string, event: string) =>
  t.request("GET", `/api/vast/track?creative=${creative}&event=${event}`, {
    headers: { "user-agent": CHROME_DESKTOP },
  });
const log = async (token: string, creative?: string) => {
  const res = await t.request("GET", `/api/vast/events${creative ? `?creative=${creative}` : ""}`, { token });
  expect(res.status).toBe(200);
  return json(res);
};
const creatives = async (token: string) =>
  [...new Set((await log(token)).events.map((e: { creative: string }) => e.creative))].sort();

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  const [a, b] = [await createCompany(t, admin, "Alpha Vast"), await createCompany(t, admin, "Beta Vast")];
  alpha = { ad: await videoAd(t, admin, a, { name: "Alpha spot" }), token: await member(a, "alpha-analyst") };
  beta = { ad: await videoAd(t, admin, b, { name: "Beta spot" }), token: await member(b, "beta-analyst") };
  for (const creative of [alpha.ad, beta.ad, "ctv-instream"])
    expect((await pixel(creative, "impression")).status).toBe(204);
  // What pixels naming any free-text creative left under no company before they were checked: anyone
  // with the analytics permission saw them, whichever company's tag had sent them.
  await t.deps.database.pool.query(
    `insert into tracker_events (at, company_id, ad_id, size, device, event, detail, action, impression_id, ms)
     values ($1, '', null, '', 'desktop', 'start', 'beta-secret-launch', '', '', 0)`,
    [t.deps.tracker.now()],
  );
});
afterAll(() => t.close());

describe("GET /api/vast/events is scoped by company", () => {
  it("shows a company's user only their own ads' pixels and the shipped samples'", async () => {
    expect(await creatives(alpha.token)).toEqual([alpha.ad, "ctv-instream"].sort());
    expect(await creatives(beta.token)).toEqual([beta.ad, "ctv-instream"].sort());
    // Naming another company's ad shows nothing of it.
    expect(await log(alpha.token, beta.ad)).toEqual({ events: [], counts: {}, total: 0 });
    expect(await log(alpha.token, "beta-secret-launch")).toEqual({ events: [], counts: {}, total: 0 });
  });

  it("shows the admin group every pixel", async () => {
    expect(await creatives(admin)).toEqual([alpha.ad, beta.ad, "beta-secret-launch", "ctv-instream"].sort());
  });

  it("lists only live pixels: repeats, progress without a start and previews are not a live ad's", async () => {
    const fire = (url: string) => t.app.request(url, { headers: { "user-agent": CHROME_DESKTOP } });
    const pixels = async (query = "") => {
      const xml = await (await t.request("GET", `/api/vast/${alpha.ad}.xml${query}`)).text();
      const url = (tag: string) =>
        (new RegExp(`<${tag}>([^<]+)</`).exec(xml)?.[1] ?? "").replaceAll("&amp;", "&");
      return { impression: url("Impression[^>]*"), complete: url('Tracking event="complete"') };
    };
    const before = (await log(alpha.token, alpha.ad)).counts;
    const live = await pixels();
    for (const url of [live.impression, live.impression, live.complete])
      expect((await fire(url)).status).toBe(204);
    const preview = await pixels("?preview=1");
    expect((await fire(preview.impression)).status).toBe(204);
    // One new live impression: the repeat, the complete without a start and the preview are not listed.
    expect((await log(alpha.token, alpha.ad)).counts).toEqual({ impression: (before.impression ?? 0) + 1 });
    const kpis = await t.request("GET", `/api/tracker/kpis?range=DT&ad=${alpha.ad}`, { token: alpha.token });
    expect((await json(kpis)).kpis).toMatchObject({ previewViews: 1, invalid: 2, videoCompletes: 0 });
  });

  it("lists a refused pixel nowhere", async () => {
    expect((await pixel("beta-next-launch", "impression")).status).toBe(404);
    expect((await log(admin, "beta-next-launch")).total).toBe(0);
  });
});
