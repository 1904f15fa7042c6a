import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPartitions } from "../../db/tracker-partitions.js";
import { ACCOUNT_PASSWORD, signIn, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  beacon,
  beaconDocument,
  createCompany,
  insertPublishedAd,
  SAFARI_IPHONE,
} from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "./ingest.js";

/**
 * The analytics queries over events sent at chosen instants (an injected clock), across the Kolkata
 * midnight (18:30 UTC), which the rollups alone cannot split: the half hours at the edges come from the
 * raw events.
 */
let t: TestContext;
let admin: string;
let companyA: string;
let companyB: string;
let adA: string;
let adB: string;
let now = new Date("2026-11-25T12:00:00Z");

async function send(at: string, query: Record<string, string>, userAgent?: string) {
  now = new Date(at);
  const res = await beacon(t, query, userAgent ? { userAgent } : {});
  expect(res.status, await res.clone().text()).toBe(204);
}

const get = async (path: string, token = admin) => {
  const res = await t.request("GET", path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
};

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => now, retentionDays: 30 });
  await t.deps.tracker.start();
  admin = await signInSuperadmin(t);
  companyA = await createCompany(t, admin, "Alpha Media");
  companyB = await createCompany(t, admin, "Beta Media");
  adA = await insertPublishedAd(t, companyA, { name: "Alpha cube", type: "3d-roll" });
  const strip = {
    ...beaconDocument("mini"),
    baseSize: "sz320x50",
    teaser: { sz320x50: { width: 320, height: 50 } },
  };
  adB = await insertPublishedAd(t, companyB, { name: "Beta strip", type: "mini", versions: [strip] });

  // Kolkata 25 Nov 23:59:59 and 26 Nov 00:00:00.
  await send("2026-11-25T18:29:59Z", { ad: adA, event: "impression", imp: "imp-alpha-1", size: "sz300x250" });
  await send(
    "2026-11-25T18:30:00Z",
    { ad: adA, event: "impression", imp: "imp-alpha-2", size: "sz300x600" },
    SAFARI_IPHONE,
  );
  await send(
    "2026-11-25T18:30:01Z",
    { ad: adA, event: "viewable", imp: "imp-alpha-2", size: "sz300x600" },
    SAFARI_IPHONE,
  );
  await send("2026-11-25T18:31:00Z", {
    ad: adA,
    event: "click",
    imp: "imp-alpha-2",
    exit: "clickTag",
    size: "sz300x600",
  });
  await send("2026-11-25T18:31:00Z", {
    ad: adA,
    event: "interaction",
    imp: "imp-alpha-2",
    layer: "hero",
    action: "swipe",
    size: "sz300x600",
  });
  await send("2026-11-25T18:31:00Z", { ad: adA, event: "engagement", imp: "imp-alpha-2", size: "sz300x600" });
  await send("2026-11-25T10:00:00Z", { ad: adB, event: "impression", imp: "imp-beta-1", size: "sz320x50" });
  now = new Date("2026-11-25T18:45:00Z"); // Thursday 26 Nov, 00:15 in Kolkata
});
afterAll(async () => {
  await t.close();
});

describe("analytics queries (readAnalytics) across the Kolkata midnight", () => {
  it("Today and Yesterday split at 18:30 UTC in Asia/Kolkata (the default zone)", async () => {
    const today = await get(`/api/tracker/kpis?range=DT&company=${companyA}`);
    expect(today.range).toMatchObject({ code: "DT", firstDay: "2026-11-26", timeZone: "Asia/Kolkata" });
    expect(today.kpis).toMatchObject({
      impressions: 1,
      viewable: 1,
      clicks: 1,
      interactions: 1,
      engagements: 1,
    });
    expect(today.kpis).toMatchObject({
      viewableRate: 1,
      ctr: 1,
      engagementRate: 1,
      videoCompletionRate: null,
    });
    const yesterday = await get(`/api/tracker/kpis?range=DY&company=${companyA}`);
    expect(yesterday.kpis).toMatchObject({ impressions: 1, clicks: 0, ctr: 0 });
  });

  it("in UTC the same events are all on 25 November", async () => {
    const utc = await get(`/api/tracker/kpis?from=2026-11-25&to=2026-11-25&tz=UTC&company=${companyA}`);
    expect(utc.range).toMatchObject({ code: "custom", from: "2026-11-25T00:00:00.000Z" });
    expect(utc.kpis.impressions).toBe(2);
  });

  it("the daily series has a point per local day, zeros included", async () => {
    const series = await get(`/api/tracker/timeseries?from=2026-11-24&to=2026-11-26&company=${companyA}`);
    expect(series.granularity).toBe("day");
    expect(
      series.points.map((p: { label: string; impressions: number }) => [p.label, p.impressions]),
    ).toEqual([
      ["2026-11-24", 0],
      ["2026-11-25", 1],
      ["2026-11-26", 1],
    ]);
  });

  it("an hourly series for Today starts at the local midnight", async () => {
    const series = await get(`/api/tracker/timeseries?range=DT&company=${companyA}`);
    expect(series.granularity).toBe("hour");
    expect(series.points).toHaveLength(24);
    expect(series.points[0]).toMatchObject({ start: "2026-11-25T18:30:00.000Z", label: "2026-11-26 00:00" });
    expect(series.points[0].impressions).toBe(1);
  });

  it("breaks down by format, size and device, and lists top ads and layer interactions", async () => {
    const range = "from=2026-11-25&to=2026-11-26";
    const sizes = await get(`/api/tracker/breakdown?by=size&${range}`);
    expect(sizes.rows.map((r: { key: string; impressions: number }) => [r.key, r.impressions])).toEqual([
      ["sz300x250", 1],
      ["sz300x600", 1],
      ["sz320x50", 1],
    ]);
    const devices = await get(`/api/tracker/breakdown?by=device&${range}&company=${companyA}`);
    expect(devices.rows.map((r: { key: string; impressions: number }) => [r.key, r.impressions])).toEqual([
      ["desktop", 1],
      ["mobile", 1],
    ]);
    const formats = await get(`/api/tracker/breakdown?by=format&${range}`);
    expect(formats.rows.map((r: { key: string }) => r.key)).toEqual(["3d-roll", "mini"]);
    const top = await get(`/api/tracker/top-ads?${range}&limit=1`);
    expect(top.ads).toEqual([
      expect.objectContaining({
        _id: adA,
        name: "Alpha cube",
        format: "3d-roll",
        campaign: null,
        impressions: 2,
      }),
    ]);
    const layers = await get(`/api/interactions/layers?${range}`);
    expect(layers.layers).toEqual([
      { adId: adA, adName: "Alpha cube", layer: "hero", action: "swipe", count: 1 },
    ]);
  });

  it("a user sees only their companies' figures; another company answers 403", async () => {
    const res = await t.request("POST", "/api/user/create", {
      token: admin,
      body: {
        username: "beta-advertiser",
        displayName: "Beta Advertiser",
        email: "beta@example.com",
        password: ACCOUNT_PASSWORD,
        roleName: "advertiser",
        companyName: [companyB],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const token = await signIn(t, "beta-advertiser");
    const own = await get("/api/tracker/kpis?from=2026-11-25&to=2026-11-26", token);
    expect(own.kpis.impressions).toBe(1);
    const foreign = await t.request("GET", `/api/tracker/kpis?company=${companyA}`, { token });
    expect(foreign.status).toBe(403);
    expect((await t.request("GET", "/api/tracker/kpis")).status).toBe(401);
  });

  it("refuses an unknown zone and an impossible or one-sided custom range with 400", async () => {
    for (const query of ["tz=Mars/Olympus", "from=2026-02-30&to=2026-03-01", "from=2026-11-01", "range=XX"]) {
      const res = await t.request("GET", `/api/tracker/kpis?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
    }
  });
});

describe("partitions and retention", () => {
  it("creates a day's partition on demand when the clock jumps past those made ahead", async () => {
    await send("2027-03-10T09:00:00Z", {
      ad: adB,
      event: "impression",
      imp: "imp-future-1",
      size: "sz320x50",
    });
    const names = (await listPartitions(t.deps.database.pool)).map((p) => p.name);
    expect(names).toContain("tracker_events_p20270310");
    const kpis = await get(`/api/tracker/kpis?from=2027-03-10&to=2027-03-10&company=${companyB}`);
    expect(kpis.kpis.impressions).toBe(1);
  });

  it("drops raw days past the retention and keeps the figures the rollups hold", async () => {
    now = new Date("2026-12-30T12:00:00Z"); // 30 days' retention: 25 and 26 Nov go
    const dropped = await t.deps.tracker.maintain();
    expect(dropped).toContain("tracker_events_p20261125");
    expect(dropped).not.toContain("tracker_events_p20261130");
    const utc = await get(`/api/tracker/kpis?from=2026-11-25&to=2026-11-25&tz=UTC&company=${companyA}`);
    expect(utc.kpis.impressions).toBe(2);
  });
});
