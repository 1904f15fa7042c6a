import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  beacon,
  CHROME_DESKTOP,
  createCompany,
  insertPublishedAd,
  SAFARI_IPHONE,
  storedCounts,
} from "../../test-support/tracker-fixtures.js";

let t: TestContext;
let admin: string;
let adId: string;

beforeAll(async () => {
  // The bursts below stand for many people but all come from one client (app.request() has no
  // address): the per-client limit on new impression ids has its own tests (beacon-clients.test.ts).
  t = await createTestContext({ ADSTUDIO_TRACKER_CLIENT_LIMIT: "1000" });
  admin = await signInSuperadmin(t);
  const company = await createCompany(t, admin, "Beacon Media");
  adId = await insertPublishedAd(t, company, { name: "Spring banner" });
});
afterAll(async () => {
  await t.close();
});

const kpis = async (query = "range=DT") => {
  const res = await t.request("GET", `/api/tracker/kpis?${query}&ad=${adId}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).kpis;
};

describe("POST /api/tracker/event – beacons (issue 15 'Done when: Ingest')", () => {
  it("counts an impression, answering 204 readable from any origin, uncached, with no cookie", async () => {
    const res = await beacon(t, { ad: adId, event: "impression", imp: "imp-counted-1", size: "sz300x250" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await kpis()).impressions).toBe(1);
  });

  it("stores nothing for prefetches or HEAD", async () => {
    const before = await storedCounts(t);
    const query = { ad: adId, event: "impression", imp: "imp-not-a-person", size: "sz300x250" };
    const answers = [
      await beacon(t, query, { headers: { "sec-purpose": "prefetch" } }),
      await beacon(t, query, { headers: { purpose: "prefetch" } }),
      await beacon(t, query, { method: "HEAD" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204]);
    expect(await storedCounts(t)).toEqual(before);
  });

  it("records bots and empty user agents as invalid traffic (bot), answering 204", async () => {
    const record = vi.spyOn(t.deps.tracker, "record");
    try {
      const answers = [
        await beacon(
          t,
          { ad: adId, event: "impression", imp: "imp-googlebot", size: "sz300x250" },
          { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
        ),
        await beacon(
          t,
          { ad: adId, event: "impression", imp: "imp-no-agent", size: "sz300x250" },
          { userAgent: "" },
        ),
      ];
      expect(answers.map((r) => r.status)).toEqual([204, 204]);
      expect(record.mock.calls.map(([event]) => [event.impressionId, event.traffic, event.reason])).toEqual([
        ["imp-googlebot", "invalid", "bot"],
        ["imp-no-agent", "invalid", "bot"],
      ]);
    } finally {
      record.mockRestore();
    }
  });

  it("answers a malformed beacon 400 naming the field, and stores nothing", async () => {
    const before = await storedCounts(t);
    const bad: Record<string, string>[] = [
      { ad: "not-an-id", event: "impression", imp: "imp-malformed" },
      { ad: adId, event: "explode", imp: "imp-malformed" },
      { ad: adId, event: "impression", imp: "x" },
      { ad: adId, event: "dwell", imp: "imp-malformed", ms: "-5" },
      { ad: adId, event: "click", imp: "imp-malformed", exit: "<script>" },
    ];
    const bodies = [];
    for (const query of bad) {
      const res = await beacon(t, query);
      expect(res.status).toBe(400);
      bodies.push((await json(res)).errors);
    }
    expect(bodies.map((errors) => Object.keys(errors ?? {})[0])).toEqual([
      "ad",
      "event",
      "imp",
      "ms",
      "exit",
    ]);
    expect(bodies[0].ad).toBe("ad must be the ad's id.");
    expect(await storedCounts(t)).toEqual(before);
  });

  it("counts an impression once per impression id and a click once per impression and exit; repeats are invalid", async () => {
    const before = await kpis();
    const imp = "imp-repeated-2";
    const size = "sz300x250";
    for (let i = 0; i < 3; i++) await beacon(t, { ad: adId, event: "impression", imp, size });
    await beacon(t, { ad: adId, event: "click", imp, exit: "clickTag", size });
    await beacon(t, { ad: adId, event: "click", imp, exit: "clickTag", size });
    await beacon(t, { ad: adId, event: "click", imp, exit: "clickTag2", size });
    const after = await kpis();
    expect(after.impressions - before.impressions).toBe(1);
    expect(after.clicks - before.clicks).toBe(2);
    expect(after.invalid - before.invalid).toBe(3);
  });

  it("keeps the device class and nothing else of the user agent, and no address", async () => {
    await beacon(
      t,
      { ad: adId, event: "impression", imp: "imp-iphone-3", size: "sz300x250" },
      { userAgent: SAFARI_IPHONE },
    );
    const { rows } = await t.deps.database.pool.query(
      "select * from tracker_events where impression_id = 'imp-iphone-3'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].device).toBe("mobile");
    expect(JSON.stringify(rows[0])).not.toMatch(/iPhone|Safari|127\.0\.0\.1/);
  });

  it("an unknown ad answers 404 and counts nothing (issue 27: refused, not silently dropped)", async () => {
    const before = await storedCounts(t);
    const res = await beacon(t, {
      ad: "0b5e8f0e-6f5c-4a59-9d4b-1f2a3c4d5e6f",
      event: "impression",
      imp: "imp-ghost-ad",
      size: "sz300x250",
    });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "No published ad has this id and version." });
    expect(await storedCounts(t)).toEqual(before);
  });

  it("stores one impression id's first 500 events (1 click, 499 repeat clicks) and answers 429 from the 501st, without touching other impressions", async () => {
    const imp = "imp-replayed-4";
    const size = "sz300x250";
    const before = await kpis();
    // The documented cap (docs/analytics.md): more than 500 events from one impression id answer 429. Sent at once, as a
    // burst goes through the group commit.
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => beacon(t, { ad: adId, event: "click", imp, exit: "clickTag", size })),
    );
    expect(answers.filter((res) => res.status === 204)).toHaveLength(500);
    const stored = await kpis();
    expect(stored.clicks - before.clicks).toBe(1);
    expect(stored.invalid - before.invalid).toBe(499);

    const over = await beacon(t, { ad: adId, event: "click", imp, exit: "clickTag", size });
    expect(over.status).toBe(429);
    expect(await json(over)).toMatchObject({ message: "Too many events for one impression." });
    expect(await kpis()).toMatchObject({ clicks: stored.clicks, invalid: stored.invalid });

    const fresh = await beacon(
      t,
      { ad: adId, event: "impression", imp: "imp-fresh-5", size },
      { userAgent: CHROME_DESKTOP },
    );
    expect(fresh.status).toBe(204);
  });

  it("counts a QR scan of a link in the same store (the qrScans KPI)", async () => {
    const scans = async () =>
      (await json(await t.request("GET", "/api/tracker/kpis?range=DT", { token: admin }))).kpis.qrScans;
    const before = await scans();
    const created = await t.request("POST", "/api/qr/create", {
      token: admin,
      body: { id: "poster-scan", type: "url", targetUrl: "https://example.com/" },
    });
    const { qrLink } = await json(created);
    expect(
      (await t.request("GET", `/q/${qrLink.code}`, { headers: { "user-agent": SAFARI_IPHONE } })).status,
    ).toBe(302);
    expect(
      (await t.request("GET", `/q/${qrLink.code}`, { headers: { "user-agent": "curl/8.5.0" } })).status,
    ).toBe(302);
    expect((await scans()) - before).toBe(1);
  });

  it("counts a burst of concurrent beacons exactly (group commit)", async () => {
    const before = await kpis();
    const sends = Array.from({ length: 200 }, (_, i) =>
      beacon(t, {
        ad: adId,
        event: "impression",
        imp: `imp-burst-${String(i).padStart(4, "0")}`,
        size: "sz300x600",
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.every((r) => r.status === 204)).toBe(true);
    expect((await kpis()).impressions - before.impressions).toBe(200);
  });
});
