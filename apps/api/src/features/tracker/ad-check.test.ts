import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  beacon,
  beaconDocument,
  createCompany,
  insertAd,
  insertPublishedAd,
  storedCounts,
} from "../../test-support/tracker-fixtures.js";
import { AdCheck } from "./ad-check.js";
import { TrackerIngest } from "./ingest.js";

/**
 * Issue 27: every beacon is checked against the published ad version it came from. Anything the version
 * could not have sent is refused (404 or 400) and stored nowhere, so the figures and rollup rows stay put.
 */
let t: TestContext;
let admin: string;
let company: string;
let adId: string;
let nowMs = Date.parse("2026-11-27T10:00:00Z");

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => new Date(nowMs) });
  await t.deps.tracker.start();
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Checked Media");
  adId = await insertPublishedAd(t, company, { name: "Checked banner" });
});
afterAll(async () => {
  await t.close();
});

const kpis = async (ad = adId) => {
  const res = await t.request("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).kpis;
};

/** Publishes the ad's version 2, a copy of its version 1 (straight into the table: the cache must find it). */
const publishVersion2 = (ad: string) =>
  t.deps.database.pool.query(
    "insert into ad_versions (ad_id, version, revision, sizes, document) select ad_id, 2, 2, sizes, document from ad_versions where ad_id = $1",
    [ad],
  );

/** Sends the beacon and answers its status and body; the stores must not have moved. */
async function refused(query: Record<string, string>) {
  const before = await storedCounts(t);
  const res = await beacon(t, query);
  const body = await json(res);
  expect(await storedCounts(t)).toEqual(before);
  return { status: res.status, body };
}

describe("beacons checked against their published ad version (issue 27)", () => {
  it("counts what the version's document has: its size, exit, layer and action, page", async () => {
    const imp = "imp-checked-ok";
    const base = { ad: adId, v: "1", imp, size: "sz300x600" };
    const sent = [
      { ...base, event: "impression" },
      { ...base, event: "viewable" },
      { ...base, event: "click", exit: "clickTag2" },
      { ...base, event: "interaction", layer: "hero", action: "swipe" },
      { ...base, event: "interaction", layer: "hero", action: "hover" },
      { ...base, event: "pageView", page: "page2" },
    ];
    for (const query of sent) expect((await beacon(t, query)).status, query.event).toBe(204);
    expect(await kpis()).toMatchObject({ impressions: 1, viewable: 1, clicks: 1, interactions: 2 });
  });

  it("answers 400 naming a size, exit, layer, action or page the version does not have, storing nothing", async () => {
    const base = { ad: adId, v: "1", imp: "imp-checked-junk", size: "sz300x250" };
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...base, event: "impression", size: "zzz-not-a-size" },
        "size",
        "size is not one of this ad version's sizes.",
      ],
      [
        { ...base, event: "impression", size: "sz728x90" },
        "size",
        "size is not one of this ad version's sizes.",
      ],
      [
        { ad: adId, imp: "imp-checked-junk", event: "impression" },
        "size",
        "size is not one of this ad version's sizes.",
      ],
      [{ ...base, event: "click", exit: "clickTag3" }, "exit", "exit is not one of this ad version's exits."],
      [{ ...base, event: "click" }, "exit", "exit is not one of this ad version's exits."],
      [
        { ...base, event: "interaction", layer: "Buy-now-at-evil.example", action: "click" },
        "layer",
        "layer is not one of this ad version's layers with an action.",
      ],
      [
        { ...base, event: "interaction", layer: "cta", action: "swipe" },
        "action",
        "action is not one of this layer's actions in this ad version.",
      ],
      [{ ...base, event: "pageView", page: "page9" }, "page", "page is not one of this ad version's pages."],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await refused(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body).toEqual({ message, errors: { [field]: message } });
    }
  });

  it("answers 400 to an event the format never sends: camera off ai-tracker, video events off a banner", async () => {
    for (const event of ["camera", "start", "complete", "skip", "playerExpand", "sceneView"]) {
      const { status, body } = await refused({
        ad: adId,
        v: "1",
        imp: "imp-checked-event",
        size: "sz300x250",
        event,
      });
      expect(status, event).toBe(400);
      expect(body).toEqual({
        message: "event is not one this ad's format sends.",
        errors: { event: "event is not one this ad's format sends." },
      });
    }
    const tracker = await insertPublishedAd(t, company, { name: "Camera", type: "ai-tracker" });
    expect(
      (await beacon(t, { ad: tracker, imp: "imp-camera-1", size: "sz300x250", event: "camera" })).status,
    ).toBe(204);
  });

  it("answers 404 for an unknown ad, a draft, a rich-media template and a version the ad does not have", async () => {
    const draft = await insertAd(t, company, { name: "Never published" });
    const unpublished = await insertPublishedAd(t, company, { name: "Back to draft", status: "draft" });
    const template = await insertPublishedAd(t, company, { name: "Template", isTemplate: true });
    const ads: Record<string, string>[] = [
      { ad: "0b5e8f0e-6f5c-4a59-9d4b-1f2a3c4d5e6f" },
      { ad: draft },
      { ad: unpublished },
      { ad: template },
      { ad: template, v: "1" },
      { ad: adId, v: "2" },
    ];
    for (const which of ads) {
      const { status, body } = await refused({
        ...which,
        event: "impression",
        imp: "imp-checked-404",
        size: "sz300x250",
      });
      expect(status, JSON.stringify(which)).toBe(404);
      expect(body).toEqual({ message: "No published ad has this id and version." });
    }
  });

  it("counts a beacon of an old version by that version's document; without v, by the latest", async () => {
    const wide = {
      ...beaconDocument(),
      teaser: { sz728x90: { width: 728, height: 90 } },
      baseSize: "sz728x90",
    };
    const ad = await insertPublishedAd(t, company, { name: "Resized", versions: [wide, beaconDocument()] });
    const old = { ad, event: "impression", size: "sz728x90" };
    expect((await beacon(t, { ...old, v: "1", imp: "imp-old-version" })).status).toBe(204);
    expect((await kpis(ad)).impressions).toBe(1);
    expect((await refused({ ...old, v: "2", imp: "imp-new-version" })).status).toBe(400);
    expect((await refused({ ...old, imp: "imp-no-version" })).body.errors).toEqual({
      size: "size is not one of this ad version's sizes.",
    });
    expect(
      (await beacon(t, { ad, event: "impression", size: "sz300x600", imp: "imp-no-version" })).status,
    ).toBe(204);
    expect((await kpis(ad)).impressions).toBe(2);
  });

  it("checks only the sizes of a version published before documents were kept", async () => {
    const ad = await insertPublishedAd(t, company, {
      name: "Old timer",
      versions: [{ sizes: ["sz300x250"] }],
    });
    const base = { ad, v: "1", size: "sz300x250" };
    expect((await beacon(t, { ...base, event: "impression", imp: "imp-old-timer" })).status).toBe(204);
    expect(
      (await beacon(t, { ...base, event: "click", exit: "clickTag5", imp: "imp-old-timer" })).status,
    ).toBe(204);
    expect(
      (await refused({ ...base, size: "sz320x50", event: "impression", imp: "imp-old-timer-2" })).status,
    ).toBe(400);
    expect((await kpis(ad)).impressions).toBe(1);
  });

  it("keeps a version's absence only a few seconds: a version published since counts", async () => {
    const ad = await insertPublishedAd(t, company, { name: "Growing" });
    const send = (imp: string) => beacon(t, { ad, v: "2", event: "impression", size: "sz300x250", imp });
    expect((await send("imp-grow-0001")).status).toBe(404);
    await publishVersion2(ad);
    await t.deps.database.pool.query("update ads set latest_version = 2 where id = $1", [ad]);
    nowMs += 5001;
    expect((await send("imp-grow-0002")).status).toBe(204);
    expect((await kpis(ad)).impressions).toBe(1);
  });

  it("keeps a version's absence a few seconds from its lookup, however often beacons name it meanwhile", async () => {
    const ad = await insertPublishedAd(t, company, { name: "Awaited" });
    const send = (imp: string) => beacon(t, { ad, v: "2", event: "impression", size: "sz300x250", imp });
    expect((await send("imp-wait-0001")).status).toBe(404);
    await publishVersion2(ad);
    nowMs += 2000;
    expect((await send("imp-wait-0002")).status).toBe(404);
    nowMs += 2000;
    expect((await send("imp-wait-0003")).status).toBe(404);
    // 5 s after the absence was looked up (not after the last beacon that found it).
    nowMs += 1001;
    expect((await send("imp-wait-0004")).status).toBe(204);
  });

  it("sees an ad published, unpublished or made a template within the cache's few seconds", async () => {
    const ad = await insertPublishedAd(t, company, { name: "Flip-flop", status: "draft" });
    const send = (imp: string) => beacon(t, { ad, event: "impression", size: "sz300x250", imp });
    expect((await send("imp-flip-0001")).status).toBe(404);
    await t.deps.database.pool.query("update ads set status = 'published' where id = $1", [ad]);
    // Still the draft it was a moment ago: the ad's row is reused for 5 s.
    expect((await send("imp-flip-0002")).status).toBe(404);
    nowMs += 5001;
    expect((await send("imp-flip-0003")).status).toBe(204);
    await t.deps.database.pool.query("update ads set is_template = true where id = $1", [ad]);
    nowMs += 5001;
    expect((await send("imp-flip-0004")).status).toBe(404);
    expect((await kpis(ad)).impressions).toBe(1);
  });
});

describe("AdCheck's caches (the beacon hot path)", () => {
  /** A pool that answers the check's two queries from memory and counts them. */
  function countingPool() {
    const asked: string[] = [];
    const document = beaconDocument();
    const pool = {
      query: async ({ name }: { name: string }) => {
        asked.push(name);
        if (name === "tracker-beacon-ad")
          return {
            rows: [
              {
                company_id: "c1",
                status: "published",
                is_template: false,
                type: "rich-media",
                latest_version: 1,
              },
            ],
          };
        return { rows: [{ sizes: Object.keys(document.teaser), document }] };
      },
    };
    return { asked, pool: pool as unknown as ConstructorParameters<typeof AdCheck>[0] };
  }
  const query = (imp: string) =>
    ({ ad: "0b5e8f0e-6f5c-4a59-9d4b-1f2a3c4d5e6f", event: "impression", imp, size: "sz300x250" }) as const;

  it("asks the database once per ad and version for a burst, then again for the ad only after its few seconds", async () => {
    let now = 1_000_000;
    const { asked, pool } = countingPool();
    const check = new AdCheck(pool, { adTtlMs: 5000, clock: () => now });
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => check.check(query(`imp-burst-${i}`))),
    );
    expect(burst.every((r) => r.ok)).toBe(true);
    expect(asked).toEqual(["tracker-beacon-ad", "tracker-beacon-version"]);
    now += 4999;
    await check.check(query("imp-later-1"));
    expect(asked).toHaveLength(2);
    now += 2;
    expect(await check.check(query("imp-later-2"))).toEqual({ ok: true, companyId: "c1" });
    expect(asked).toEqual(["tracker-beacon-ad", "tracker-beacon-version", "tracker-beacon-ad"]);
  });
});
