import type { AddressInfo } from "node:net";
import { VASTClient } from "@dailymotion/vast-client";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import {
  CHROME_DESKTOP,
  createCompany,
  insertAd,
  SAFARI_IPHONE,
  storedCounts,
} from "../../test-support/tracker-fixtures.js";
import { videoAd } from "../../test-support/vast-ads.js";
import { TrackerIngest } from "../tracker/index.js";

/**
 * How VAST pixels count: once per impression (the id the tag was served with, else the client's key),
 * and only for creatives whose tag could have sent them. Time is an injected clock.
 */
let t: TestContext;
let admin: string;
let company: string;
let now = new Date("2026-11-25T10:00:00Z");
beforeAll(async () => {
  t = await createTestContext();
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => now });
  await t.deps.tracker.start();
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "Count Media");
});
afterAll(() => t.close());

const PLAYER = { "user-agent": CHROME_DESKTOP };
const fire = (url: string, userAgent = CHROME_DESKTOP) =>
  t.app.request(url, { headers: { "user-agent": userAgent } });
const kpis = async (ad: string) =>
  (await json(await t.request("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin }))).kpis;

/** Fetches an ad's tag as a player does and answers it with its pixel addresses by event. */
async function fetchTag(ad: string, query = "") {
  const res = await t.request("GET", `/api/vast/${ad}.xml${query}`);
  expect(res.status).toBe(200);
  const xml = await res.text();
  const pixels: Record<string, string> = {};
  for (const [, tag, attrs, url] of xml.matchAll(
    /<(Impression|Tracking|ClickTracking|Error)(\s[^>]*)?>([^<]+)</g,
  )) {
    const event =
      /event="([^"]+)"/.exec(attrs ?? "")?.[1] ?? (tag === "ClickTracking" ? "click" : tag?.toLowerCase());
    pixels[event ?? ""] = (url ?? "").replaceAll("&amp;", "&");
  }
  return { res, xml, pixels, imp: new URL(pixels.impression ?? "").searchParams.get("imp") };
}

describe("a served tag's pixels count once per fetch", () => {
  it("serves each fetch its own impression id, uncached, and the tag stays valid VAST", async () => {
    const ad = await videoAd(t, admin, company, { name: "Two fetches" });
    const first = await fetchTag(ad);
    const second = await fetchTag(ad);
    // No ADSTUDIO_PUBLIC_URL here: the addresses follow the request's Host, so no cache may keep them.
    expect(first.res.headers.get("cache-control")).toBe("private, no-store");
    expect(first.imp).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.imp).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.imp).not.toBe(second.imp);
    // Every pixel of one fetch carries that fetch's id, the version and the cache-busting macro.
    for (const url of Object.values(first.pixels)) {
      const params = new URL(url).searchParams;
      expect(params.get("imp"), url).toBe(first.imp);
      expect(params.get("v"), url).toBe("1");
      expect(params.get("cb"), url).toBe("[CACHEBUSTING]");
      expect(params.has("pv"), url).toBe(false);
    }
    // A player's library parses the served tag without a warning.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const client = new VASTClient();
      const warnings: string[] = [];
      client.getParser().on("VAST-warning", (w: { message: string }) => warnings.push(w.message));
      const port = (server.address() as AddressInfo).port;
      const parsed = await client.get(`http://127.0.0.1:${port}/api/vast/${ad}.xml`);
      expect(warnings).toEqual([]);
      const impression = new URL(parsed.ads[0].impressionURLTemplates[0].url);
      expect(impression.searchParams.get("imp")).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect([first.imp, second.imp]).not.toContain(impression.searchParams.get("imp"));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // The file in the version's folder (what a download holds) keeps the placeholder.
    const stored = await (await t.app.request(`/creatives/${ad}/1/vast.xml`)).text();
    expect(stored).toContain("imp=adstudio-unserved&amp;cb=[CACHEBUSTING]");
  });

  it("counts 600 identical impression pixels of one served tag once", async () => {
    const ad = await videoAd(t, admin, company, { name: "Replay" });
    const { pixels } = await fetchTag(ad);
    const url = (pixels.impression ?? "").replace("[CACHEBUSTING]", "12345678");
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++)
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => fire(url)))).map((r) => r.status));
    // The first 500 events of one impression are answered; the rest are cut off.
    expect(statuses.filter((s) => s === 204)).toHaveLength(500);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    // The answered repeats are kept as invalid duplicates, outside every live figure.
    expect(await kpis(ad)).toMatchObject({ impressions: 1, invalid: 499, ctr: 0 });
  });

  it("counts two separately fetched tags as two impressions, each played once", async () => {
    const ad = await videoAd(t, admin, company, { name: "Two plays" });
    for (const { pixels } of [await fetchTag(ad), await fetchTag(ad)]) {
      for (const event of ["impression", "start", "firstQuartile", "complete", "impression", "complete"])
        expect((await fire(pixels[event] ?? "")).status, event).toBe(204);
    }
    expect(await kpis(ad)).toMatchObject({ impressions: 2, videoStarts: 2, videoCompletes: 2, invalid: 4 });
  });
});

describe("ad servers' macros left unexpanded", () => {
  it("still serve the tag and count its pixels (%%CACHEBUSTER%%, %n, [ERRORCODE]); NUL is still refused", async () => {
    const ad = await videoAd(t, admin, company, { name: "Unexpanded" });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's GDPR macro, left unexpanded on purpose
    const { res, pixels } = await fetchTag(ad, "?cb=%%CACHEBUSTER%%&ord=%n&gdpr=${GDPR}");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const impression = `${(pixels.impression ?? "").replace("[CACHEBUSTING]", "%%CACHEBUSTER%%")}&x=%`;
    expect((await fire(impression)).status).toBe(204);
    const error = (pixels.error ?? "").replace("[CACHEBUSTING]", "%%CACHEBUSTER%%");
    expect((await fire(error)).status).toBe(204);
    expect(await kpis(ad)).toMatchObject({ impressions: 1 });
    expect((await t.request("GET", `/api/vast/${ad}.xml?cb=%00`)).status).toBe(400);
    expect((await t.request("GET", `/api/vast/${ad}.xml?cb=x%ED%A0%80`)).status).toBe(400);
  });
});

describe("what each pixel is recorded as", () => {
  it("names the served id, or the client's key, and marks once-per-impression events", async () => {
    const ad = await videoAd(t, admin, company, { name: "Records" });
    const { pixels, imp } = await fetchTag(ad);
    const record = vi.spyOn(t.deps.tracker, "record");
    try {
      // `complete` without a `start`: counted once per impression; the store judges it by this id.
      expect((await fire(pixels.complete ?? "")).status).toBe(204);
      expect((await fire(pixels.pause ?? "")).status).toBe(204);
      // The same pixel without `imp` (an older tag, a player that strips parameters).
      expect((await fire(`/api/vast/track?creative=${ad}&event=complete&v=1`)).status).toBe(204);
      const calls = record.mock.calls.map(([r]) => r);
      expect(calls[0]).toMatchObject({
        companyId: company,
        adId: ad,
        event: "complete",
        detail: ad,
        impressionId: `vast:${ad}:${imp}`,
        once: true,
        traffic: "live",
        reason: "",
      });
      expect(calls[1]).toMatchObject({ event: "pause", impressionId: `vast:${ad}:${imp}`, once: false });
      expect(calls[2]?.impressionId).toMatch(new RegExp(`^vast:${ad}:~[A-Za-z0-9_-]{22}$`));
      expect(calls[2]?.once).toBe(true);
      // The client's address and user agent are never stored, not even in the key.
      expect(JSON.stringify(calls)).not.toContain("Chrome");
    } finally {
      record.mockRestore();
    }
    // Neither complete had a start in its impression: both are filtered (noStart), the pause counts.
    expect(await kpis(ad)).toMatchObject({ videoStarts: 0, videoCompletes: 0, invalid: 2 });
  });

  it("counts pixels without a served id once per client, creative and half hour", async () => {
    const ad = await videoAd(t, admin, company, { name: "No id" });
    const url = `/api/vast/track?creative=${ad}&event=impression&imp=adstudio-unserved&cb=[CACHEBUSTING]`;
    now = new Date("2026-11-25T11:00:00Z");
    for (let i = 0; i < 3; i++) expect((await fire(url)).status).toBe(204);
    expect((await fire(`/api/vast/track?creative=${ad}&event=impression&cb=99`)).status).toBe(204);
    expect((await kpis(ad)).impressions).toBe(1);
    // Another device is another impression.
    expect((await fire(url, SAFARI_IPHONE)).status).toBe(204);
    expect((await kpis(ad)).impressions).toBe(2);
    // The next half hour is a new one.
    now = new Date("2026-11-25T11:30:00Z");
    expect((await fire(url)).status).toBe(204);
    expect((await kpis(ad)).impressions).toBe(3);
  });

  it("keeps an id-less play whole across the clock's hour; a new impression 30 minutes after one began", async () => {
    const ad = await videoAd(t, admin, company, { name: "Across the hour" });
    const pixel = (event: string) => fire(`/api/vast/track?creative=${ad}&event=${event}&cb=1`);
    const at = async (time: string, ...events: string[]) => {
      now = new Date(`2026-11-25T${time}Z`);
      for (const event of events) expect((await pixel(event)).status, `${event} at ${time}`).toBe(204);
    };
    await at("13:59:58", "impression", "start");
    await at("14:00:03", "firstQuartile", "midpoint", "thirdQuartile", "complete");
    expect(await kpis(ad)).toMatchObject({ impressions: 1, videoStarts: 1, videoCompletes: 1, invalid: 0 });
    // The loop plays again: within 30 minutes of the impression's start it is the same impression…
    await at("14:29:57.999", "impression");
    expect((await kpis(ad)).impressions).toBe(1);
    // …from 30 minutes on a new one, whose start and complete count too.
    await at("14:29:58", "impression", "start", "complete");
    expect(await kpis(ad)).toMatchObject({ impressions: 2, videoStarts: 2, videoCompletes: 2 });
    // Any other pixel continues the impression while the client was heard from in the last 30 minutes,
    // however long ago it began: these starts are its second and third (not counted)…
    await at("14:50:00", "midpoint");
    await at("15:05:00", "start");
    await at("15:34:59.999", "start");
    expect((await kpis(ad)).videoStarts).toBe(2);
    // …and after half an hour of silence a start opens an impression of its own.
    await at("16:04:59.999", "start");
    expect((await kpis(ad)).videoStarts).toBe(3);
  });
});

describe("pixels of anything but a published video ad are refused and stored nowhere", () => {
  const refused = async (query: string, status: number, message: string) => {
    const before = await storedCounts(t);
    const res = await t.request("GET", `/api/vast/track?${query}`, { headers: PLAYER });
    expect(res.status, query).toBe(status);
    expect((await json(res)).message, query).toBe(message);
    expect(await storedCounts(t), query).toEqual(before);
  };
  const UNKNOWN =
    "creative must be the id of a published video ad (vast, vpaid) or a sample video creative such as ctv-instream.";

  it("refuses made-up creatives, drafts, templates, other formats and shipped non-video samples", async () => {
    const draft = await videoAd(t, admin, company, { name: "Draft", publishes: 0 });
    const banner = await insertAd(t, company, { name: "Banner", type: "mini" });
    await t.deps.database.pool.query("update ads set latest_version = 1 where id = $1", [banner]);
    const template = await videoAd(t, admin, company, { name: "Template" });
    await t.deps.database.pool.query("update ads set is_template = true where id = $1", [template]);
    for (const creative of [
      "zzz-not-a-creative",
      "00000000-0000-4000-8000-000000000000",
      draft,
      banner,
      template,
      "banner-300x250",
    ])
      await refused(`creative=${creative}&event=impression`, 404, UNKNOWN);
  });

  it("refuses a version the ad never published and an event its tag never sends", async () => {
    const ad = await videoAd(t, admin, company, { name: "Versions", publishes: 2 });
    expect((await fire(`/api/vast/track?creative=${ad}&event=impression&v=2`)).status).toBe(204);
    await refused(
      `creative=${ad}&event=impression&v=3`,
      404,
      "v must be one of the ad's published versions.",
    );
    await refused(
      `creative=${ad}&event=creativeView`,
      400,
      "event must be one a VAST tag sends: impression, error, click, start, firstQuartile, midpoint, thirdQuartile, complete, mute, unmute, pause, resume, skip.",
    );
    expect((await t.request("GET", `/api/vast/${ad}.xml?v=3`)).status).toBe(404);
    const old = await fetchTag(ad, "?v=1");
    expect(new URL(old.pixels.start ?? "").searchParams.get("v")).toBe("1");
  });
});

describe("a preview's tag", () => {
  it("marks its pixels pv=1 and records only the impression, as preview traffic", async () => {
    const ad = await videoAd(t, admin, company, { name: "Previewed" });
    const { pixels, imp } = await fetchTag(ad, "?preview=1");
    for (const url of Object.values(pixels)) expect(new URL(url).searchParams.get("pv"), url).toBe("1");
    const record = vi.spyOn(t.deps.tracker, "record");
    try {
      for (const event of ["impression", "start", "complete", "click"])
        expect((await fire(pixels[event] ?? "")).status, event).toBe(204);
      expect(record.mock.calls.map(([r]) => [r.event, r.traffic, r.impressionId, r.once])).toEqual([
        ["impression", "preview", `vast:${ad}:${imp}`, true],
      ]);
    } finally {
      record.mockRestore();
    }
    expect(await kpis(ad)).toMatchObject({ impressions: 0, previewViews: 1, clicks: 0, invalid: 0 });
    expect((await t.request("GET", `/api/vast/${ad}.xml?preview=yes`)).status).toBe(400);
  });
});
