import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trackerOptionsOf } from "../../deps.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { CHROME_DESKTOP, createCompany, insertPublishedAd } from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "./ingest.js";
import type { TrackerRecord } from "./repo.js";

/**
 * Who sent a beacon (issue 27): SSAI stitchers naming the device, bots, and the limit on new
 * impression ids per client, over the real app and PostgreSQL with an injected clock. Each test sends
 * from its own connecting address (the socket address app.request() is given), so their limits do not
 * meet. With the default configuration: 60 new impression ids per client and 600 per address a minute.
 */
const ROKU = "Roku/DVP-9.10 (519.10E04111A)";
const STITCHER = "Go-http-client/1.1";
const TRUSTED_STITCHER = "203.0.113.7";

let t: TestContext;
let admin: string;
let adId: string;
let vastAdId: string;
let now = new Date("2026-11-27T12:00:00Z");
/** What the handlers passed to `tracker.record`, in order. */
const recorded: Omit<TrackerRecord, "at">[] = [];

beforeAll(async () => {
  t = await createTestContext({ ADSTUDIO_TRACKER_SSAI_STITCHERS: `${TRUSTED_STITCHER},198.51.100.0/24` });
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, {
    ...trackerOptionsOf(t.deps.config),
    clock: () => now,
  });
  await t.deps.tracker.start();
  const record = t.deps.tracker.record.bind(t.deps.tracker);
  vi.spyOn(t.deps.tracker, "record").mockImplementation((event) => {
    recorded.push(event);
    return record(event);
  });
  admin = await signInSuperadmin(t);
  const company = await createCompany(t, admin, "Stitch Media");
  adId = await insertPublishedAd(t, company, { name: "CTV banner" });
  vastAdId = await insertPublishedAd(t, company, { name: "CTV pre-roll", type: "vast" });
});
afterAll(() => t.close());

/** A beacon arriving from `address` (the socket's), as a stitcher or a device sends it. */
function send(
  address: string,
  query: Record<string, string>,
  headers: Record<string, string> = { "user-agent": CHROME_DESKTOP },
  path = "/api/tracker/event",
) {
  // The runtime's beacons name the size they came from (one of the published version's).
  const full = path === "/api/tracker/event" ? { size: "sz300x250", ...query } : query;
  return t.app.request(
    `${path}?${new URLSearchParams(full)}`,
    { method: "POST", headers },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const verdictsOf = (prefix: string) =>
  recorded
    .filter((r) => r.impressionId.startsWith(prefix))
    .map((r) => `${r.traffic}${r.reason ? `:${r.reason}` : ""}`);
function tally(verdicts: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const verdict of verdicts) counts[verdict] = (counts[verdict] ?? 0) + 1;
  return counts;
}
const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);

const kpis = async (ad: string) => {
  const res = await t.request("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).kpis;
};

describe("the per-client limit on new impression ids", () => {
  it("counts the first 60 of 800 ids from one client and records the other 740 as invalid clientLimit", async () => {
    const before = await kpis(adId);
    for (const imp of ids("imp-flood", 800)) {
      expect((await send("192.0.2.10", { ad: adId, event: "impression", imp })).status).toBe(204);
    }
    const verdicts = verdictsOf("imp-flood");
    expect(verdicts.slice(0, 60)).toEqual(Array(60).fill("live"));
    expect(tally(verdicts.slice(60))).toEqual({ "invalid:clientLimit": 740 });
    // Nothing is dropped silently: every one is in the raw events.
    const { rows } = await t.deps.database.pool.query(
      "select count(*)::int as n from tracker_events where impression_id like 'imp-flood-%'",
    );
    expect(rows[0].n).toBe(800);
    // The figures: 60 impressions, and the 740 others shown as filtered.
    const after = await kpis(adId);
    expect(after.impressions - before.impressions).toBe(60);
    expect(after.invalid - before.invalid).toBe(740);

    // Later events keep their impression's verdict, and take no new place.
    await send("192.0.2.10", { ad: adId, event: "viewable", imp: "imp-flood-0061" });
    await send("192.0.2.10", { ad: adId, event: "viewable", imp: "imp-flood-0060" });
    expect(verdictsOf("imp-flood").slice(800)).toEqual(["invalid:clientLimit", "live"]);
  });

  it("lets a client start a new impression again once the window has slid past its first ones", async () => {
    now = new Date("2026-11-27T13:00:00Z");
    for (const imp of ids("imp-slide", 60)) await send("192.0.2.20", { ad: adId, event: "impression", imp });
    now = new Date("2026-11-27T13:00:59.999Z");
    await send("192.0.2.20", { ad: adId, event: "impression", imp: "imp-slide-late-1" });
    now = new Date("2026-11-27T13:01:00Z");
    await send("192.0.2.20", { ad: adId, event: "impression", imp: "imp-slide-late-2" });
    await send("192.0.2.20", { ad: adId, event: "impression", imp: "imp-slide-late-3" });
    expect(verdictsOf("imp-slide-late")).toEqual(["invalid:clientLimit", "live", "live"]);
  });

  it("does not limit events without an impression id, which have nothing to be remembered by", () => {
    const client = {
      userAgent: CHROME_DESKTOP,
      deviceAddress: "192.0.2.30",
      connectingAddress: "192.0.2.30",
      viaStitcher: false,
      trustedStitcher: false,
    };
    const classify = (imp: string) => {
      const verdict = t.deps.tracker.classify(client, imp);
      return `${verdict.traffic}${verdict.reason ? `:${verdict.reason}` : ""}`;
    };
    expect(tally(ids("imp-full", 61).map(classify))).toEqual({ live: 60, "invalid:clientLimit": 1 });
    expect(["", "", ""].map(classify)).toEqual(["live", "live", "live"]);
  });
});

describe("server-side ad insertion (X-Device-User-Agent, X-Device-IP, X-Forwarded-For)", () => {
  const stitched = (device: Record<string, string>) => ({ "user-agent": STITCHER, ...device });

  it("counts a Roku's impression sent by a Go-http-client stitcher once, as tv", async () => {
    const before = await kpis(adId);
    const headers = stitched({ "x-device-user-agent": ROKU, "x-device-ip": "192.0.2.30" });
    for (let i = 0; i < 2; i++) {
      expect(
        (await send("192.0.2.200", { ad: adId, event: "impression", imp: "imp-roku-1" }, headers)).status,
      ).toBe(204);
    }
    expect(verdictsOf("imp-roku-1")).toEqual(["live", "live"]);
    expect((await kpis(adId)).impressions - before.impressions).toBe(1);
    const { rows } = await t.deps.database.pool.query(
      "select * from tracker_events where impression_id = 'imp-roku-1' order by event",
    );
    // The repeat is kept as invalid traffic, of the same device.
    expect(rows.map((r) => [r.event, r.detail, r.device])).toEqual([
      ["impression", "", "tv"],
      ["invalid", "duplicate", "tv"],
    ]);
    // Neither address nor user agent is stored.
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2|Roku|Go-http/);

    const breakdown = await t.request("GET", `/api/tracker/breakdown?range=DT&ad=${adId}&by=device`, {
      token: admin,
    });
    expect((await json(breakdown)).rows.map((r: { key: string }) => r.key)).toContain("tv");
  });

  it("counts a VAST pixel from a stitcher as the device's impression, as tv", async () => {
    const before = await kpis(vastAdId);
    const headers = stitched({ "x-device-user-agent": ROKU, "x-device-ip": "192.0.2.31" });
    const res = await send(
      "192.0.2.201",
      { creative: vastAdId, event: "impression" },
      headers,
      "/api/vast/track",
    );
    expect(res.status).toBe(204);
    expect(recorded.at(-1)).toMatchObject({ adId: vastAdId, device: "tv", traffic: "live", reason: "" });
    expect((await kpis(vastAdId)).impressions - before.impressions).toBe(1);
  });

  it("records the stitcher's own pixel, without the device's user agent, as invalid bot", async () => {
    await send("192.0.2.202", { ad: adId, event: "impression", imp: "imp-bare-stitcher" }, stitched({}));
    expect(recorded.at(-1)).toMatchObject({ device: "other", traffic: "invalid", reason: "bot" });
    await send("192.0.2.202", { creative: vastAdId, event: "impression" }, stitched({}), "/api/vast/track");
    expect(recorded.at(-1)).toMatchObject({ adId: vastAdId, traffic: "invalid", reason: "bot" });
  });

  it("reads the device from X-Forwarded-For only when a listed stitcher sends it", async () => {
    // 61 Rokus behind one stitcher, the same model (user agent), each its own address.
    const viaXff = (address: string, prefix: string) =>
      Promise.all(
        ids(prefix, 61).map((imp, i) =>
          send(
            address,
            { ad: adId, event: "impression", imp },
            { "user-agent": ROKU, "x-forwarded-for": `192.0.2.${i + 1}` },
          ),
        ),
      );
    await viaXff("198.51.100.40", "imp-xff-listed");
    expect(tally(verdictsOf("imp-xff-listed"))).toEqual({ live: 61 });
    // From an unlisted address the header is the sender's claim: all 61 are one client, over its 60.
    await viaXff("192.0.2.203", "imp-xff-unlisted");
    expect(tally(verdictsOf("imp-xff-unlisted"))).toEqual({ live: 60, "invalid:clientLimit": 1 });
  });

  it("bounds one unlisted address rotating X-Device-IP at 600 new impressions, but not a listed stitcher", async () => {
    now = new Date("2026-11-27T14:00:00Z");
    const rotate = async (address: string, prefix: string) => {
      const all = ids(prefix, 601);
      for (let wave = 0; wave < all.length; wave += 100) {
        await Promise.all(
          all.slice(wave, wave + 100).map((imp, i) =>
            send(
              address,
              { ad: adId, event: "impression", imp },
              stitched({
                "x-device-user-agent": ROKU,
                "x-device-ip": `10.0.${Math.floor((wave + i) / 250)}.${(wave + i) % 250}`,
              }),
            ),
          ),
        );
      }
    };
    await rotate("192.0.2.204", "imp-rotate-unlisted");
    expect(tally(verdictsOf("imp-rotate-unlisted"))).toEqual({ live: 600, "invalid:clientLimit": 1 });
    await rotate(TRUSTED_STITCHER, "imp-rotate-listed");
    expect(tally(verdictsOf("imp-rotate-listed"))).toEqual({ live: 601 });
  });
});
