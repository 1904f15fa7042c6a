import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { createCompany, insertAd } from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "./ingest.js";
import { rollPending } from "./rollup-repo.js";

/**
 * The rollups are filled from `tracker_pending` off the beacon's path (rollup-repo.ts). What a user
 * would notice if that went wrong: an answered beacon missing from the figures, counted twice when
 * several rollers (the timer of each server) run at once or when one dies mid-roll, or a dashboard
 * that does not say how far behind the rollups are.
 */
let t: TestContext;
let admin: string;
let company: string;
// The tracker's clock (it stamps the events and is the dashboard's "now"); the tests move it.
let now = new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  // No start(): no roll timer, so each test decides when rolls happen.
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

async function kpisOf(adId: string) {
  const res = await t.request("GET", `/api/tracker/kpis?from=2026-11-25&to=2026-11-25&tz=UTC&ad=${adId}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return json(res);
}

const allRolled = (n: number) => ({ raw: n, hourly: n, daily: n, halfHour: n, kolkataDay: n, pending: 0 });

describe("rollups filled off the beacon's path", () => {
  it("sums the XR page's time on the poster at once from the pending rows, and the same once rolled up", async () => {
    const adId = await insertAd(t, company, { name: "Dwell", type: "ai-tracker" });
    for (const [i, ms] of [1200, 3400].entries()) {
      await t.deps.tracker.record({
        companyId: company,
        adId,
        size: "mobile",
        device: "mobile",
        event: "targetDwell",
        detail: "",
        action: "",
        impressionId: `imp-dwell-${i}`,
        ms,
        once: false,
        traffic: "live",
        reason: "",
      });
    }
    expect((await kpisOf(adId)).kpis.targetDwellMs).toBe(4600);
    await rollPending(t.deps.database.pool);
    expect((await kpisOf(adId)).kpis.targetDwellMs).toBe(4600);
  });

  it("counts an answered beacon at once, from the pending rows, without rolling it up", async () => {
    const adId = await insertAd(t, company, { name: "At once" });
    await impression(adId, 1);
    const body = await kpisOf(adId);
    expect(body.kpis.impressions).toBe(1);
    // The read rolled nothing: the event is still pending, and still counted once after a roll.
    expect(await sums(adId)).toEqual({ raw: 1, hourly: 0, daily: 0, halfHour: 0, kolkataDay: 0, pending: 1 });
    await rollPending(t.deps.database.pool);
    expect(await sums(adId)).toEqual(allRolled(1));
    expect((await kpisOf(adId)).kpis.impressions).toBe(1);
  });

  it("says how many seconds the rollups trail, on the tracker's clock", async () => {
    const pool = t.deps.database.pool;
    await rollPending(pool, { wait: true });
    const adId = await insertAd(t, company, { name: "Freshness" });
    expect((await kpisOf(adId)).freshness).toEqual({ asOf: "2026-11-25T12:00:00.000Z", rollupLagSeconds: 0 });
    await impression(adId, 1);
    now = new Date("2026-11-25T12:00:07.400Z");
    expect((await kpisOf(adId)).freshness).toEqual({ asOf: "2026-11-25T12:00:07.400Z", rollupLagSeconds: 7 });
    await rollPending(pool);
    const after = await kpisOf(adId);
    expect(after.freshness.rollupLagSeconds).toBe(0);
    expect(after.kpis.impressions).toBe(1);
    now = new Date("2026-11-25T12:00:00Z");
  });

  it("adds every event exactly once while several rollers run during the writes", async () => {
    const adId = await insertAd(t, company, { name: "Many rollers" });
    const pool = t.deps.database.pool;
    const writes = Array.from({ length: 300 }, (_, i) => impression(adId, i));
    const rollers = Array.from({ length: 6 }, () => rollPending(pool));
    await Promise.all([...writes, ...rollers]);
    await Promise.all([rollPending(pool, { wait: true }), rollPending(pool, { wait: true })]);
    expect(await sums(adId)).toEqual(allRolled(300));
  });

  it("lets one roller at a time claim the events: a second one at once rolls nothing", async () => {
    const adId = await insertAd(t, company, { name: "Two claimers" });
    const pool = t.deps.database.pool;
    await Promise.all(Array.from({ length: 40 }, (_, i) => impression(adId, i)));
    const results = await Promise.all([rollPending(pool), rollPending(pool)]);
    // Both may find the claim free one after the other; never do two take the same events.
    expect(results.reduce((sum, r) => sum + r.events, 0)).toBe(40);
    // Another server holding the claim: this one skips its turn, the events stay pending and counted.
    const other = await pool.connect();
    try {
      await other.query("begin");
      await other.query("select 1 from tracker_rollup_state where id = 1 for update");
      await impression(adId, 100);
      expect(await rollPending(pool)).toEqual({ claimed: false, events: 0 });
      expect(await sums(adId)).toEqual({
        ...allRolled(41),
        hourly: 40,
        daily: 40,
        halfHour: 40,
        kolkataDay: 40,
        pending: 1,
      });
      expect((await kpisOf(adId)).kpis.impressions).toBe(41);
    } finally {
      await other.query("rollback");
      other.release();
    }
    expect(await rollPending(pool)).toEqual({ claimed: true, events: 1 });
    expect(await sums(adId)).toEqual(allRolled(41));
  });

  it("loses and doubles nothing when a roller dies between taking the events and committing", async () => {
    const adId = await insertAd(t, company, { name: "Crash mid-roll" });
    const pool = t.deps.database.pool;
    await Promise.all(Array.from({ length: 25 }, (_, i) => impression(adId, i)));
    // A roller that claimed, took the pending rows and added some to a rollup, then its server died.
    const dying = await pool.connect();
    const { rows } = await dying.query<{ pid: number }>("select pg_backend_pid() as pid");
    await dying.query("begin");
    await dying.query("select 1 from tracker_rollup_state where id = 1 for update");
    await dying.query(
      `with taken as (delete from tracker_pending where ad_id = $1 returning *)
       insert into tracker_daily (bucket, company_id, ad_id, size, device, event, n)
       select date_trunc('day', at, 'UTC'), company_id, ad_id, size, device, event, count(*) from taken
       group by 1, 2, 3, 4, 5, 6
       on conflict on constraint tracker_daily_key do update set n = tracker_daily.n + excluded.n`,
      [adId],
    );
    await pool.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
    dying.release(new Error("terminated"));
    // The next roller (a restarted server's start()) finds every event pending, and rolls each once.
    expect((await kpisOf(adId)).kpis.impressions).toBe(25);
    await rollPending(pool, { wait: true });
    expect(await sums(adId)).toEqual(allRolled(25));
    expect((await kpisOf(adId)).kpis.impressions).toBe(25);
  });
});
