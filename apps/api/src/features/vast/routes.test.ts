import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { CHROME_DESKTOP, createCompany } from "../../test-support/tracker-fixtures.js";
import { videoAd } from "../../test-support/vast-ads.js";

let t: TestContext;
let admin: string;
let company: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Vast Media");
});
afterAll(() => t.close());

/** A player's pixel: players send a user agent (requests without one are not counted). */
const PLAYER = { "user-agent": CHROME_DESKTOP };
const track = (query: string) => t.request("GET", `/api/vast/track?${query}`, { headers: PLAYER });
const events = async (creative: string) => {
  const res = await t.request("GET", `/api/vast/events?creative=${creative}`, { token: admin });
  expect(res.status).toBe(200);
  return json(res);
};

describe("VAST tracking", () => {
  it("records a pixel and answers 204, uncached and readable from any origin", async () => {
    const ad = await videoAd(t, admin, company, { name: "Pixel" });
    const res = await track(`creative=${ad}&event=start&cb=123`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const body = await events(ad);
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({ start: 1 });
    expect(body.events[0]).toMatchObject({ creative: ad, event: "start" });
    expect(Date.parse(body.events[0].at)).not.toBeNaN();
  });

  it("records a beacon (sendBeacon posts, with a text body) like the pixel", async () => {
    const ad = await videoAd(t, admin, company, { name: "Beacon", type: "vpaid" });
    const res = await t.request("POST", `/api/vast/track?creative=${ad}&event=impression`, {
      headers: { "content-type": "text/plain;charset=UTF-8", origin: "null", ...PLAYER },
      body: "ignored",
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const click = await t.request("POST", `/api/vast/track?creative=${ad}&event=click`, { headers: PLAYER });
    expect(click.status).toBe(204);
    expect((await events(ad)).counts).toEqual({ impression: 1, click: 1 });
  });

  it("answers HEAD with the same 204 but records nothing: HEAD is never an event", async () => {
    const ad = await videoAd(t, admin, company, { name: "Head" });
    const head = await t.request("HEAD", `/api/vast/track?creative=${ad}&event=impression`, {
      headers: PLAYER,
    });
    expect(head.status).toBe(204);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect((await events(ad)).total).toBe(0);
    // The same URL fetched with GET is the event.
    expect((await track(`creative=${ad}&event=impression`)).status).toBe(204);
    expect((await events(ad)).counts).toEqual({ impression: 1 });
  });

  it("records nothing for prefetches", async () => {
    const ad = await videoAd(t, admin, company, { name: "Prefetch" });
    const query = `/api/vast/track?creative=${ad}&event=impression`;
    expect(
      (await t.request("GET", query, { headers: { ...PLAYER, "sec-purpose": "prefetch" } })).status,
    ).toBe(204);
    expect((await events(ad)).total).toBe(0);
  });

  it("records bots and empty user agents as invalid traffic (bot), answering 204", async () => {
    const ad = await videoAd(t, admin, company, { name: "Bots" });
    const record = vi.spyOn(t.deps.tracker, "record");
    try {
      const query = `/api/vast/track?creative=${ad}&event=impression`;
      expect((await t.request("GET", query)).status).toBe(204);
      expect((await t.request("GET", query, { headers: { "user-agent": "Googlebot/2.1" } })).status).toBe(
        204,
      );
      expect(record.mock.calls.map(([event]) => [event.detail, event.traffic, event.reason])).toEqual([
        [ad, "invalid", "bot"],
        [ad, "invalid", "bot"],
      ]);
    } finally {
      record.mockRestore();
    }
    expect((await events(ad)).total).toBe(0);
  });

  it("counts a published ad's pixels in its company's analytics (the tracker's store)", async () => {
    const ad = await videoAd(t, admin, company, { name: "Pre-roll" });
    for (const event of ["impression", "start", "complete"]) {
      expect((await track(`creative=${ad}&event=${event}`)).status).toBe(204);
    }
    const res = await t.request("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin });
    expect((await json(res)).kpis).toMatchObject({
      impressions: 1,
      videoStarts: 1,
      videoCompletes: 1,
      videoCompletionRate: 1,
    });
  });

  it("keeps the VAST error code of error events", async () => {
    const ad = await videoAd(t, admin, company, { name: "Errors" });
    expect((await track(`creative=${ad}&event=error&code=405`)).status).toBe(204);
    expect((await events(ad)).events[0]).toMatchObject({ event: "error", code: "405" });
  });

  it.each([
    ["creative=demo&event=explode", "event"],
    ["creative=demo", "event"],
    ["event=start", "creative"],
    ["creative=../etc&event=start", "creative"],
    [`creative=${"x".repeat(200)}&event=start`, "creative"],
    ["creative=ctv-instream&event=start&v=0", "v"],
    ["creative=ctv-instream&event=start&pv=2", "pv"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await track(query);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors)).toEqual([field]);
  });

  it("names the creative first, then the events it accepts", async () => {
    expect((await json(await track("event=start"))).message).toBe(
      "creative must be a creative name (letters, digits, '.', '_', '-').",
    );
    const { message } = await json(await track("creative=demo&event=explode"));
    expect(message).toMatch(/^event must be one of: impression, error, creativeView, .*, click\.$/);
  });

  it("records every tracking URL of the sample VAST document", async () => {
    const xml = await (await t.app.request("/creatives/samples/ctv-instream/vast.xml")).text();
    const urls = [...xml.matchAll(/<(Impression|Tracking)[^>]*><!\[CDATA\[([^\]]+)\]\]>/g)].map(
      (m) => m[2] ?? "",
    );
    expect(urls.length).toBe(10);
    for (const url of urls) {
      // Served absolute (here the request's origin), so players on other origins reach the studio.
      expect(url.startsWith("http://localhost/api/vast/track?creative=ctv-instream&event=")).toBe(true);
      expect((await t.app.request(url, { headers: PLAYER })).status, url).toBe(204);
    }
    const { counts } = await events("ctv-instream");
    for (const event of ["impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]) {
      expect(counts[event], event).toBe(1);
    }
    // Its media files are hosted beside it.
    const media = [...xml.matchAll(/<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/g)].map((m) => m[1] ?? "");
    expect(media).toHaveLength(2);
    for (const url of media) expect((await t.app.request(url, { method: "HEAD" })).status, url).toBe(200);
  });

  it("lets only callers with the analytics permission read the log", async () => {
    expect((await t.request("GET", "/api/vast/events")).status).toBe(401);
    const publisher = await createAccount(t, admin, { username: "vastpub", roleName: "publisher" });
    expect((await t.request("GET", "/api/vast/events", { token: publisher.token })).status).toBe(403);
    const res = await t.request("GET", "/api/vast/events", { token: admin });
    expect((await json(res)).total).toBeGreaterThan(0);
  });
});
