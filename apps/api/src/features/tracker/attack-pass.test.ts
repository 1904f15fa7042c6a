import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerOptionsOf } from "../../deps.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  CHROME_DESKTOP,
  createCompany,
  insertPublishedAd,
  storedCounts,
} from "../../test-support/tracker-fixtures.js";
import { videoAd } from "../../test-support/vast-ads.js";
import { rollPending, TrackerIngest } from "./index.js";

/**
 * Issue 27's done-when in one pass: a little real traffic, then every attack of the independent attack
 * pass against the same ads, over the real app and PostgreSQL. The live figures stay exactly those of
 * the real traffic (plus what the per-client limit lets any one client start), the rest shows as
 * invalid or preview, refused beacons store nothing, and the rollups gain no row per junk value.
 */
let t: TestContext;
let admin: string;
let company: string;
let banner: string;
let video: string;

beforeAll(async () => {
  t = await createTestContext();
  // The tracker's clock stands still for the pass: its per-client window (60 s) and the client key's
  // 30-minute bin must not roll over while hundreds of beacons go out one by one on a busy machine.
  const started = new Date();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, {
    ...trackerOptionsOf(t.deps.config),
    clock: () => started,
  });
  await t.deps.tracker.start();
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Attack Media");
  banner = await insertPublishedAd(t, company, { name: "Attacked banner" });
  video = await videoAd(t, admin, company, { name: "Attacked pre-roll" });
});
afterAll(async () => {
  await t.close();
});

/** A request from the socket address `from` (each person, or attacker, their own). */
const from = (address: string, path: string, userAgent = CHROME_DESKTOP) =>
  t.app.request(
    path,
    { method: "POST", headers: { "user-agent": userAgent } },
    {
      incoming: { socket: { remoteAddress: address } },
    },
  );
const beacon = (address: string, query: Record<string, string>) =>
  from(address, `/api/tracker/event?${new URLSearchParams({ ad: banner, size: "sz300x250", ...query })}`);
const pixel = (address: string, query: Record<string, string>) =>
  from(address, `/api/vast/track?${new URLSearchParams({ creative: video, ...query })}`);

async function kpis(ad: string) {
  const res = await t.request("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin });
  expect(res.status).toBe(200);
  return (await json(res)).kpis;
}

/** The rollup keys of an ad (every dimension), to see what the attacks added. */
async function rollupKeys(ad: string): Promise<string[]> {
  await rollPending(t.deps.database.pool, { wait: true });
  const { rows } = await t.deps.database.pool.query<{ key: string }>(
    `select distinct concat_ws('/', size, device, event, detail, action) as key from tracker_hourly
     where ad_id = $1 order by 1`,
    [ad],
  );
  return rows.map((row) => row.key);
}

/** A served tag's impression id, as a player gets it. */
async function servedImpression(): Promise<string> {
  const xml = await (await t.request("GET", `/api/vast/${video}.xml`)).text();
  return /[?&]imp=([A-Za-z0-9_-]+)/.exec(xml)?.[1] ?? "";
}

describe("the attack pass of issue 27", () => {
  it("keeps the figures at the real traffic's, shows the rest as invalid or preview, and adds no junk rows", async () => {
    // Real traffic: three people see the banner, all three in view, one clicks, one taps the button;
    // two people play the pre-roll, one to the end.
    for (const [i, person] of ["198.51.100.1", "198.51.100.2", "198.51.100.3"].entries()) {
      const imp = `imp-real-person-${i}`;
      expect((await beacon(person, { event: "impression", imp })).status).toBe(204);
      expect((await beacon(person, { event: "viewable", imp })).status).toBe(204);
    }
    await beacon("198.51.100.1", { event: "click", imp: "imp-real-person-0", exit: "clickTag" });
    await beacon("198.51.100.2", {
      event: "interaction",
      imp: "imp-real-person-1",
      layer: "cta",
      action: "click",
    });
    for (const [i, viewer] of ["198.51.100.4", "198.51.100.5"].entries()) {
      const imp = await servedImpression();
      for (const event of i === 0 ? ["impression", "start", "complete"] : ["impression", "start"])
        expect((await pixel(viewer, { event, imp, v: "1" })).status).toBe(204);
    }
    const real = { banner: await kpis(banner), video: await kpis(video) };
    expect(real.banner).toMatchObject({
      impressions: 3,
      viewable: 3,
      clicks: 1,
      interactions: 1,
      invalid: 0,
    });
    expect(real.video).toMatchObject({ impressions: 2, videoStarts: 2, videoCompletes: 1, invalid: 0 });
    const realKeys = { banner: await rollupKeys(banner), video: await rollupKeys(video) };
    const stored = await storedCounts(t);

    // Refused outright (4xx), stored nowhere: junk sizes, layers, actions, exits, pages, a made-up
    // VAST creative, a draft's and a template's beacons.
    const draft = await insertPublishedAd(t, company, { name: "Draft", status: "draft" });
    const template = await insertPublishedAd(t, company, { name: "Template", isTemplate: true });
    const refused = [
      ...(await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          beacon("203.0.113.9", { event: "impression", imp: `imp-size-${i}`, size: `zzz-not-a-size-${i}` }),
        ),
      )),
      await beacon("203.0.113.9", {
        event: "interaction",
        imp: "imp-junk-1",
        layer: "no-such-layer",
        action: "click",
      }),
      await beacon("203.0.113.9", {
        event: "interaction",
        imp: "imp-junk-2",
        layer: "cta",
        action: "Buy-now-at-evil.example",
      }),
      await beacon("203.0.113.9", { event: "click", imp: "imp-junk-3", exit: "no-such-exit" }),
      await beacon("203.0.113.9", { event: "pageView", imp: "imp-junk-4", page: "no-such-page" }),
      await beacon("203.0.113.9", { event: "impression", imp: "imp-junk-5", ad: draft }),
      await beacon("203.0.113.9", { event: "impression", imp: "imp-junk-6", ad: template }),
      await from("203.0.113.9", "/api/vast/track?creative=made-up-creative&event=impression"),
    ];
    expect(new Set(refused.map((res) => res.status))).toEqual(new Set([400, 404]));
    expect(await storedCounts(t)).toEqual(stored);

    // Answered 204 but filtered: repeats, clicks without limit, a flood of ids, VAST replays and
    // completes without a start, a crawler, and previews.
    // 600 identical impression pixels: the first counts, 499 are kept as duplicates, 100 over the cap (429).
    const replays: number[] = [];
    for (let i = 0; i < 600; i++)
      replays.push(
        (await pixel("203.0.113.10", { event: "impression", imp: "vast-replay-1", v: "1" })).status,
      );
    expect(replays.filter((status) => status === 429)).toHaveLength(100);
    for (let i = 0; i < 30; i++)
      await pixel("203.0.113.11", { event: "complete", imp: `vast-nostart-${i}`, v: "1" });
    // One person's impression id replayed with 499 clicks: its 501st event is over the cap (429).
    const clicks: number[] = [];
    for (let i = 0; i < 499; i++)
      clicks.push(
        (await beacon("203.0.113.12", { event: "click", imp: "imp-real-person-2", exit: "clickTag" })).status,
      );
    expect(clicks.filter((status) => status === 429)).toHaveLength(1);
    for (let i = 0; i < 800; i++)
      await beacon("203.0.113.13", { event: "impression", imp: `imp-flood-${i}` });
    await from(
      "203.0.113.14",
      `/api/tracker/event?ad=${banner}&size=sz300x250&event=impression&imp=imp-crawler`,
      "Googlebot/2.1",
    );
    for (let i = 0; i < 10; i++)
      await beacon("203.0.113.15", { event: "impression", imp: `imp-preview-${i}`, pv: "1" });

    const after = { banner: await kpis(banner), video: await kpis(video) };
    // The flood's first 60 ids are what one client may start in a minute: counted like anyone's.
    expect(after.banner).toMatchObject({
      impressions: real.banner.impressions + 60,
      viewable: real.banner.viewable,
      clicks: real.banner.clicks + 1,
      interactions: real.banner.interactions,
      previewViews: 10,
      // 497 repeat clicks (the first click counts, the 499th was refused), 740 flooded ids, 1 crawler.
      invalid: 497 + 740 + 1,
    });
    expect(after.video).toMatchObject({
      // The replayed id counts once (a new impression), its repeats and the 30 completes do not.
      impressions: real.video.impressions + 1,
      videoStarts: real.video.videoStarts,
      videoCompletes: real.video.videoCompletes,
      invalid: 499 + 30,
    });
    // The rollups gained only the bounded invalid and preview keys, never a beacon's free text.
    const added = (before: string[], now: string[]) => now.filter((key) => !before.includes(key));
    expect(added(realKeys.banner, await rollupKeys(banner))).toEqual([
      "sz300x250/desktop/invalid/clientLimit/impression",
      "sz300x250/desktop/invalid/repeatClick/click",
      "sz300x250/desktop/previewView//",
      "sz300x250/other/invalid/bot/impression",
    ]);
    expect(added(realKeys.video, await rollupKeys(video))).toEqual([
      expect.stringMatching(/\/desktop\/invalid\/duplicate\/impression$/),
      expect.stringMatching(/\/desktop\/invalid\/noStart\/complete$/),
    ]);
  });
});
