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

  it("lists only live pixels: preview and invalid traffic are not a player's live ad", async () => {
    // The tracker's store keeps each row's traffic kind (until its migration lands here, added by hand).
    const pool = t.deps.database.pool;
    await pool.query(
      "alter table tracker_events add column if not exists traffic text not null default 'live'",
    );
    await pool.query(
      `insert into tracker_events (at, company_id, ad_id, size, device, event, detail, action, impression_id, ms, traffic)
       values ($1, $2, $3::uuid, '', 'desktop', 'impression', $3::text, '', 'vast:preview-1', 0, 'preview'),
              ($1, $2, $3::uuid, '', 'desktop', 'impression', $3::text, '', 'vast:repeat-1', 0, 'invalid')`,
      [
        t.deps.tracker.now(),
        (await pool.query("select company_id from ads where id = $1", [alpha.ad])).rows[0]?.company_id,
        alpha.ad,
      ],
    );
    expect((await log(alpha.token, alpha.ad)).counts).toEqual({ impression: 1 });
    expect((await log(admin, alpha.ad)).counts).toEqual({ impression: 1 });
  });

  it("lists a refused pixel nowhere", async () => {
    expect((await pixel("beta-next-launch", "impression")).status).toBe(404);
    expect((await log(admin, "beta-next-launch")).total).toBe(0);
  });
});
