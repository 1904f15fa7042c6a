import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { servedApp } from "../../test-support/hot-path-server.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { breakEventWrites, storedScans } from "../../test-support/tracker-fixtures.js";
import { rollPending, TrackerIngest } from "../tracker/index.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
});
afterAll(() => t.close());

async function created(id: string, type: string, targetUrl: string) {
  const res = await t.request("POST", "/api/qr/create", { token, body: { id, type, targetUrl } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).qrLink as { _id: string; code: string; scanUrl: string };
}

const scan = (code: string, userAgent = IPHONE, method = "GET") =>
  t.app.request(`/q/${code}`, { method, headers: { "user-agent": userAgent } });

async function scanCount(id: string): Promise<number> {
  return (await json(await t.request("GET", `/api/qr/${id}`, { token }))).qrLink.scanCount;
}

const events = (qrId: string) => storedScans(t.deps.database.pool, qrId);

describe("GET /q/{code}", () => {
  it("redirects a url link with 302, counts the scan and records its device class", async () => {
    const link = await created("promo", "url", "https://shop.example/promo?src=qr");
    const res = await scan(link.code);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://shop.example/promo?src=qr");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await scanCount(link._id)).toBe(1);
    await scan(link.code, DESKTOP);
    expect(await scanCount(link._id)).toBe(2);
    expect(await events(link._id)).toEqual(["mobile", "desktop"]);
  });

  it("shows a text link as a small escaped page under a strict CSP, and counts it", async () => {
    const text = `Wi-Fi: "Guest" <script>alert('x')</script> & more\nsecond line`;
    const link = await created("wifi-text", "text", text);
    const res = await scan(link.code);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      "Wi-Fi: &quot;Guest&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more\nsecond line",
    );
    expect(await scanCount(link._id)).toBe(1);
  });

  it.each([
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Twitterbot/1.0",
    "WhatsApp/2.24.6.77 A",
    "TelegramBot (like TwitterBot)",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "SomeCrawler/3.1",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; LinkPreview/1.0)",
    "curl/8.5.0",
  ])("redirects but does not count %s", async (userAgent) => {
    const link = await created(`bot-${Math.random().toString(16).slice(2, 10)}`, "url", "https://a.example/");
    const res = await scan(link.code, userAgent);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://a.example/");
    expect(await scanCount(link._id)).toBe(0);
    expect(await events(link._id)).toEqual([]);
  });

  it.each<[string, Record<string, string>]>([
    ["no User-Agent", {}],
    ["an empty User-Agent", { "user-agent": "" }],
    ["a blank User-Agent", { "user-agent": "   " }],
    ["Sec-Purpose: prefetch", { "user-agent": IPHONE, "sec-purpose": "prefetch" }],
    ["Sec-Purpose: prefetch;prerender", { "user-agent": IPHONE, "sec-purpose": "prefetch;prerender" }],
    ["Purpose: prefetch", { "user-agent": DESKTOP, purpose: "prefetch" }],
  ])("redirects a scan with %s but does not count it", async (_, headers) => {
    const link = await created(
      `pf-${Math.random().toString(16).slice(2, 10)}`,
      "url",
      "https://a.example/pf",
    );
    const res = await t.app.request(`/q/${link.code}`, { headers });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://a.example/pf");
    expect(await scanCount(link._id)).toBe(0);
    expect(await events(link._id)).toEqual([]);
    // The same phone opening the link for real is counted.
    expect((await scan(link.code)).status).toBe(302);
    expect(await scanCount(link._id)).toBe(1);
  });

  it("sends a code written with a trailing slash to its scan address, where it counts", async () => {
    const link = await created("slashed", "url", "https://shop.example/slashed");
    const res = await t.app.request(`/q/${link.code}/?src=flyer`, { headers: { "user-agent": IPHONE } });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/q/${link.code}?src=flyer`);
    expect(await scanCount(link._id)).toBe(0);
    expect((await scan(link.code)).headers.get("location")).toBe("https://shop.example/slashed");
    expect(await scanCount(link._id)).toBe(1);
  });

  it("answers HEAD with the redirect but does not count it", async () => {
    const link = await created("head-check", "url", "https://a.example/head");
    const res = await scan(link.code, IPHONE, "HEAD");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://a.example/head");
    expect(await scanCount(link._id)).toBe(0);
  });

  it("answers a 404 page for unknown and malformed codes", async () => {
    for (const code of ["0badc0de", "zzzzzzzz", "abc", "0badc0de0", "%3Cscript%3E"]) {
      const res = await scan(code);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(await res.text()).toContain("QR code not found");
    }
  });

  it("follows an update and a delete at once (the cached target is dropped)", async () => {
    const link = await created("moving", "url", "https://old.example/");
    expect((await scan(link.code)).headers.get("location")).toBe("https://old.example/");
    await t.request("PUT", `/api/qr/update/${link._id}`, {
      token,
      body: { id: "moving", type: "url", targetUrl: "https://new.example/ü" },
    });
    const moved = await scan(link.code);
    expect(moved.headers.get("location")).toBe("https://new.example/%C3%BC");
    expect(await scanCount(link._id)).toBe(2);
    await t.request("DELETE", `/api/qr/${link._id}`, { token });
    expect((await scan(link.code)).status).toBe(404);
  });

  it("answers 503 and counts nothing when the scan cannot be written, then recovers", async () => {
    const link = await created("db-down", "url", "https://a.example/down");
    const repair = await breakEventWrites(t);
    try {
      const res = await scan(link.code);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(res.headers.get("location")).toBeNull();
    } finally {
      await repair();
    }
    // The raw event and the pending row are one statement: the failed batch stored neither.
    expect(await scanCount(link._id)).toBe(0);
    expect(await events(link._id)).toEqual([]);
    expect((await scan(link.code)).status).toBe(302);
    expect(await scanCount(link._id)).toBe(1);
  });
});

describe("concurrent scans over a real socket", () => {
  it("counts interleaved scans of several links exactly (batches hold several links)", async () => {
    const links = await Promise.all(
      ["multi-a", "multi-b", "multi-c"].map((name) => created(name, "url", `https://a.example/${name}`)),
    );
    const plan = Array.from({ length: 3000 }, (_, i) => links[(i * 7) % 3]!);
    const statuses = await Promise.all(
      plan.map(async (link, i) => (await scan(link.code, i % 2 ? IPHONE : DESKTOP)).status),
    );
    expect(statuses.every((status) => status === 302)).toBe(true);
    for (const link of links) {
      expect(await scanCount(link._id)).toBe(1000);
      expect(await events(link._id)).toHaveLength(1000);
    }
  });

  it("counts 10 000 concurrent scans exactly, with 10 000 stored scan events", async () => {
    const link = await created("billboard", "url", "https://brand.example/billboard");
    // As main.ts serves it: the scan hot path first (scan-hot-path.ts), the app for the rest.
    const server = await servedApp(t, { hotPaths: true });
    const port = Number(new URL(server.origin).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(
          { host: "127.0.0.1", port, path: `/q/${link.code}`, agent, headers: { "user-agent": IPHONE } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
      });
    try {
      const statuses = await Promise.all(Array.from({ length: 10_000 }, get));
      expect(statuses.filter((status) => status === 302)).toHaveLength(10_000);
    } finally {
      agent.destroy();
      await server.close();
    }
    expect(await scanCount(link._id)).toBe(10_000);
    expect(await events(link._id)).toHaveLength(10_000);
  }, 120_000);
});

describe("scan counts rolled up off the scan's path", () => {
  it("shows answered scans in the count before and after the roller moves them into the link", async () => {
    // An ingest without its roll timer: this test decides when the roll happens.
    await t.deps.tracker.close();
    t.deps.tracker = new TrackerIngest(t.deps.database);
    const link = await created("rolled", "url", "https://shop.example/rolled");
    const pool = t.deps.database.pool;
    await rollPending(pool, { wait: true });
    for (let i = 0; i < 3; i++) expect((await scan(link.code)).status).toBe(302);
    expect(await scanCount(link._id)).toBe(3);
    const stored = async () =>
      Number(
        (await pool.query("select scan_count from qr_links where id = $1", [link._id])).rows[0]?.scan_count,
      );
    // The scans wait in tracker_pending (and count from there) until the roller adds them to the link.
    expect(await stored()).toBe(0);
    await rollPending(pool, { wait: true });
    expect(await stored()).toBe(3);
    expect(await scanCount(link._id)).toBe(3);
    const list = await json(await t.request("GET", "/api/qr?search=rolled", { token }));
    expect(list.qrLink.map((l: { scanCount: number }) => l.scanCount)).toEqual([3]);
  });
});
