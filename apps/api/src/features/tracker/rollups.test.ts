import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { createCompany, insertAd } from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "./ingest.js";
import { rollPending } from "./rollup-repo.js";

/**
 * The rollups are filled from `tracker_pending` off the beacon's path (rollup-repo.ts). What a user
 * would notice if that went wrong: an answered beacon missing from the figures, or counted twice when
 * several rollers (the timer, every dashboard request, other servers) run at once.
 */
let t: TestContext;
let admin: string;
let company: string;
const now = new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => now });
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Roll Media");
});
afterAll(async () => {
  await t.close();
});

const impression = (adId: string, i: number) =>
  t.deps.tracker.record({
    companyId: company,
    adId,
    size: "300x250",
    device: "mobile",
    event: "impression",
    detail: "",
    action: "",
    impressionId: `imp-roll-${adId.slice(0, 8)}-${i}`,
    ms: 0,
    once: true,
    traffic: "live",
    reason: "",
  });

async function sums(adId: string) {
  const { rows } = await t.deps.database.pool.query<Record<string, string>>(
    `select (select count(*) from tracker_events where ad_id = $1) as raw,
            (select coalesce(sum(n), 0) from tracker_hourly where ad_id = $1) as hourly,
            (select coalesce(sum(n), 0) from tracker_daily where ad_id = $1) as daily,
            (select coalesce(sum(n), 0) from tracker_half_hour_totals where ad_id = $1) as "halfHour",
            (select coalesce(sum(n), 0) from tracker_zone_daily_totals where ad_id = $1) as "kolkataDay",
            (select count(*) from tracker_pending where ad_id = $1) as pending`,
    [adId],
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

describe("rollups filled off the beacon's path", () => {
  it("shows an answered beacon in the figures at once: a reader rolls up what is pending first", async () => {
    const adId = await insertAd(t, company, { name: "At once" });
    await impression(adId, 1);
    // Not rolled yet (this ingest has no timer running): the event waits in tracker_pending.
    const { rows } = await t.deps.database.pool.query(
      "select count(*)::int as n from tracker_pending where ad_id = $1",
      [adId],
    );
    expect(rows[0].n).toBe(1);
    const res = await t.request("GET", `/api/tracker/kpis?from=2026-11-25&to=2026-11-25&tz=UTC&ad=${adId}`, {
      token: admin,
    });
    expect((await json(res)).kpis.impressions).toBe(1);
    expect(await sums(adId)).toEqual({ raw: 1, hourly: 1, daily: 1, halfHour: 1, kolkataDay: 1, pending: 0 });
  });

  it("adds every event exactly once while several rollers run during the writes", async () => {
    const adId = await insertAd(t, company, { name: "Many rollers" });
    const pool = t.deps.database.pool;
    const writes = Array.from({ length: 300 }, (_, i) => impression(adId, i));
    const rollers = Array.from({ length: 6 }, () => rollPending(pool));
    await Promise.all([...writes, ...rollers]);
    await Promise.all([rollPending(pool), rollPending(pool)]);
    expect(await sums(adId)).toEqual({
      raw: 300,
      hourly: 300,
      daily: 300,
      halfHour: 300,
      kolkataDay: 300,
      pending: 0,
    });
  });
});
