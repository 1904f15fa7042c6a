import { ONCE_PER_IMPRESSION, type TrackerEvent } from "@adstudio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { beacon, createCompany, insertAd, insertPublishedAd } from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "./ingest.js";
import type { TrackerRecord } from "./repo.js";
import { rollPending } from "./rollup-repo.js";

/**
 * How the store counts repeats, clicks, video progress, previews and invalid traffic (issue 27): each
 * test has an ad of its own and sends its beacons through the ingest's group commit at a fixed instant,
 * then reads the figures through the analytics API.
 */
let t: TestContext;
let admin: string;
let company: string;
const now = new Date("2026-11-25T12:00:00Z");
const DAY = "from=2026-11-25&to=2026-11-25&tz=UTC";

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => now });
  await t.deps.tracker.start();
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Gamma Media");
});
afterAll(async () => {
  await t.close();
});

type Sent = Partial<Omit<TrackerRecord, "at" | "event">> & { event: TrackerEvent };

/**
 * Sends beacons at once (they share and split batches as a burst does); each must be stored. One
 * impression id per ad unless a beacon names its own.
 */
async function send(adId: string, beacons: readonly Sent[]): Promise<void> {
  await Promise.all(
    beacons.map((b) =>
      t.deps.tracker.record({
        companyId: company,
        adId,
        size: "300x250",
        device: "desktop",
        detail: "",
        action: "",
        impressionId: `imp-${adId}`,
        ms: 0,
        traffic: "live",
        reason: "",
        once: ONCE_PER_IMPRESSION.includes(b.event),
        ...b,
      }),
    ),
  );
}

const times = (n: number, b: Sent): Sent[] => Array.from({ length: n }, () => b);

async function kpis(adId: string) {
  const res = await t.request("GET", `/api/tracker/kpis?${DAY}&ad=${adId}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).kpis;
}

async function rollupRows(adId: string): Promise<{ hourly: number; daily: number }> {
  await rollPending(t.deps.database.pool, { wait: true });
  const { rows } = await t.deps.database.pool.query<{ hourly: string; daily: string }>(
    `select (select count(*) from tracker_hourly where ad_id = $1) as hourly,
            (select count(*) from tracker_daily where ad_id = $1) as daily`,
    [adId],
  );
  return { hourly: Number(rows[0]?.hourly), daily: Number(rows[0]?.daily) };
}

describe("what the store counts (issue 27)", () => {
  it("counts 600 identical impressions once and the 599 repeats as invalid, adding no rollup row per repeat", async () => {
    const ad = await insertAd(t, company, { name: "Repeated banner" });
    await send(ad, [{ event: "impression" }]);
    const rows = await rollupRows(ad);
    await send(ad, times(599, { event: "impression" }));
    expect(await kpis(ad)).toMatchObject({ impressions: 1, invalid: 599, previewViews: 0 });
    // The impression's row and one for its duplicates, per rollup, however many repeats come.
    expect(await rollupRows(ad)).toEqual({ hourly: rows.hourly + 1, daily: rows.daily + 1 });
    await send(ad, times(100, { event: "impression" }));
    expect(await rollupRows(ad)).toEqual({ hourly: rows.hourly + 1, daily: rows.daily + 1 });
    expect((await kpis(ad)).invalid).toBe(699);
  });

  it("counts 500 clicks of one impression and exit as 1 click and 499 invalid, and clicks on two exits as 2", async () => {
    const ad = await insertAd(t, company, { name: "Clicked banner" });
    await send(ad, [{ event: "impression" }, ...times(500, { event: "click", detail: "shop" })]);
    expect(await kpis(ad)).toMatchObject({ impressions: 1, clicks: 1, invalid: 499, ctr: 1 });
    const other = await insertAd(t, company, { name: "Two exits" });
    await send(other, [
      { event: "click", detail: "shop" },
      { event: "click", detail: "map" },
      { event: "click", detail: "map" },
    ]);
    expect(await kpis(other)).toMatchObject({ clicks: 2, invalid: 1 });
  });

  it("records repeat clicks as such: invalid, reason repeatClick, never as clicks", async () => {
    const ad = await insertAd(t, company, { name: "Reason banner" });
    await send(ad, times(3, { event: "click", detail: "shop", impressionId: "imp-reason-01" }));
    const { rows } = await t.deps.database.pool.query(
      `select event, detail, action, count(*)::int as n from tracker_events where ad_id = $1
       group by 1, 2, 3 order by 1`,
      [ad],
    );
    expect(rows).toEqual([
      { event: "click", detail: "shop", action: "", n: 1 },
      { event: "invalid", detail: "repeatClick", action: "click", n: 2 },
    ]);
  });

  it("counts 30 completes without a start as 0 completes and 30 invalid", async () => {
    const ad = await insertAd(t, company, { name: "Video without start" });
    await send(ad, times(30, { event: "complete" }));
    expect(await kpis(ad)).toMatchObject({ videoStarts: 0, videoCompletes: 0, invalid: 30 });
  });

  it("counts quartiles and the complete after a start, once each, whether the start came earlier or in the same batch", async () => {
    const earlier = await insertAd(t, company, { name: "Video started earlier" });
    await send(earlier, [{ event: "start" }]);
    await send(earlier, [{ event: "firstQuartile" }, { event: "midpoint" }, { event: "complete" }]);
    await send(earlier, [{ event: "complete" }]);
    expect(await kpis(earlier)).toMatchObject({ videoStarts: 1, videoCompletes: 1, invalid: 1 });

    // One batch (sent in one turn to an idle ingest): progress before the start is invalid, after it counts.
    const same = await insertAd(t, company, { name: "Video in one batch" });
    await send(same, [
      { event: "midpoint" },
      { event: "start" },
      { event: "thirdQuartile" },
      { event: "complete" },
    ]);
    expect(await kpis(same)).toMatchObject({ videoStarts: 1, videoCompletes: 1, invalid: 1 });
  });

  it("counts once-per-impression events once even when the caller says otherwise (a VAST start opens its impression)", async () => {
    const ad = await insertAd(t, company, { name: "VAST with ids" });
    await send(ad, times(2, { event: "start", once: false }));
    await send(ad, [{ event: "complete", once: false }]);
    expect(await kpis(ad)).toMatchObject({ videoStarts: 1, videoCompletes: 1, invalid: 1 });
  });

  it("does not let a bot's start open an impression for its completes", async () => {
    const ad = await insertAd(t, company, { name: "Bot video" });
    await send(ad, [{ event: "start", traffic: "invalid", reason: "bot" }]);
    await send(ad, [{ event: "complete" }]);
    expect(await kpis(ad)).toMatchObject({ videoStarts: 0, videoCompletes: 0, invalid: 2 });
  });

  it("counts a preview impression as a preview view only, once per impression id, and keeps no other preview event", async () => {
    const ad = await insertAd(t, company, { name: "Previewed banner" });
    const preview = { traffic: "preview" as const, impressionId: "imp-preview-01" };
    await send(ad, [
      { event: "impression", ...preview },
      { event: "impression", ...preview },
      { event: "viewable", ...preview },
      { event: "click", detail: "shop", ...preview },
    ]);
    expect(await kpis(ad)).toMatchObject({
      impressions: 0,
      viewable: 0,
      clicks: 0,
      previewViews: 1,
      invalid: 0,
      ctr: null,
    });
    // The preview took nothing from a live view of the same id.
    await send(ad, [{ event: "impression", impressionId: "imp-preview-01" }]);
    expect(await kpis(ad)).toMatchObject({ impressions: 1, previewViews: 1 });
  });

  it("stores bot and over-limit traffic as invalid, never in a live figure", async () => {
    const ad = await insertAd(t, company, { name: "Bot banner" });
    await send(ad, [
      { event: "impression", traffic: "invalid", reason: "bot", impressionId: "imp-bot-0001" },
      { event: "click", detail: "shop", traffic: "invalid", reason: "bot", impressionId: "imp-bot-0001" },
      { event: "impression", traffic: "invalid", reason: "clientLimit", impressionId: "imp-many-0001" },
    ]);
    expect(await kpis(ad)).toMatchObject({ impressions: 0, clicks: 0, invalid: 3 });
    // The bot claimed no key: the same impression id, live, still counts.
    await send(ad, [{ event: "impression", impressionId: "imp-bot-0001" }]);
    expect(await kpis(ad)).toMatchObject({ impressions: 1, invalid: 3 });
  });

  it("counts events without an impression id (VAST pixels) each time, as before", async () => {
    const ad = await insertAd(t, company, { name: "VAST video" });
    await send(ad, times(3, { event: "impression", impressionId: "" }));
    await send(ad, times(2, { event: "complete", impressionId: "" }));
    expect(await kpis(ad)).toMatchObject({ impressions: 3, videoCompletes: 2, invalid: 0 });
  });

  it("keeps invalid VAST pixels out of the VAST event log, which lists the live ones", async () => {
    const ad = await insertAd(t, company, { name: "VAST log" });
    const pixel = { impressionId: "", detail: ad, size: "" };
    await send(ad, [
      { event: "start", ...pixel },
      { event: "complete", ...pixel, traffic: "invalid", reason: "bot" },
    ]);
    const res = await t.request("GET", `/api/vast/events?creative=${ad}`, { token: admin });
    expect(res.status).toBe(200);
    expect((await json(res)).events.map((e: { event: string }) => e.event)).toEqual(["start"]);
  });

  it("shows invalid traffic and preview views beside every figure: series, breakdowns and top ads", async () => {
    const ad = await insertAd(t, company, { name: "Figures banner", type: "mini" });
    await send(ad, [
      { event: "impression", impressionId: "imp-fig-0001" },
      { event: "impression", impressionId: "imp-fig-0001" },
      { event: "impression", impressionId: "imp-fig-0002", traffic: "preview" },
    ]);
    const get = async (path: string) => json(await t.request("GET", path, { token: admin }));
    const series = await get(`/api/tracker/timeseries?${DAY}&ad=${ad}`);
    expect(series.points.filter((p: { impressions: number }) => p.impressions > 0)).toEqual([
      expect.objectContaining({ label: "2026-11-25 12:00", impressions: 1, invalid: 1, previewViews: 1 }),
    ]);
    const sizes = await get(`/api/tracker/breakdown?by=size&${DAY}&ad=${ad}`);
    expect(sizes.rows).toEqual([
      expect.objectContaining({ key: "300x250", impressions: 1, invalid: 1, previewViews: 1 }),
    ]);
    const top = await get(`/api/tracker/top-ads?${DAY}&format=mini&limit=1`);
    expect(top.ads).toEqual([
      expect.objectContaining({ _id: ad, impressions: 1, invalid: 1, previewViews: 1 }),
    ]);
  });

  it("keeps repeated beacons out of the live figures through the HTTP endpoint too", async () => {
    const ad = await insertPublishedAd(t, company, { name: "HTTP banner" });
    for (let i = 0; i < 3; i++)
      await beacon(t, { ad, event: "impression", imp: "imp-http-0001", size: "sz300x250" });
    expect(await kpis(ad)).toMatchObject({ impressions: 1, invalid: 2 });
  });

  it("counts a beacon marked pv=1 (a preview's) as a preview view, never as a live impression", async () => {
    const ad = await insertPublishedAd(t, company, { name: "Previewed banner" });
    for (const event of ["impression", "viewable", "click"]) {
      const query = { ad, event, imp: "imp-preview-http", pv: "1", size: "sz300x250" };
      expect((await beacon(t, event === "click" ? { ...query, exit: "clickTag" } : query)).status).toBe(204);
    }
    expect(await kpis(ad)).toMatchObject({
      impressions: 0,
      viewable: 0,
      clicks: 0,
      previewViews: 1,
      invalid: 0,
    });
  });
});
