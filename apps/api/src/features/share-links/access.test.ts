import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { json } from "../../test-support/test-app.js";

const f = versionFixture("review");
const DAY = 86_400_000;

/** Each test sends from its own address, so the failure throttle of one does not reach another. */
let address = 0;
const nextIp = () => `198.51.100.${++address}`;

async function makeLink(adId: string, body: Record<string, unknown> = { mode: "view" }, token = f.designer) {
  const res = await f.t.request("POST", `/api/ads/share/${adId}`, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  const { link, url } = await json(res);
  return { id: link._id as string, token: (url as string).split("/review/")[1] as string };
}

const review = (token: string | undefined, ip: string, password?: string) =>
  f.t.request("GET", "/api/review", {
    headers: {
      "x-forwarded-for": ip,
      ...(token !== undefined ? { "x-review-token": token } : {}),
      ...(password !== undefined ? { "x-review-password": password } : {}),
    },
  });

let adId: string;
const realClock = () => new Date();
beforeAll(async () => {
  // Each test's requests come from their own address (behind the proxy this config trusts).
  (f.t.deps.config as { trustProxy: boolean }).trustProxy = true;
  const ad = await f.createAd("Spring coffee");
  await f.saveHeadline(ad, 1, "Fresh roast");
  adId = ad._id;
});
afterAll(() => {
  f.t.deps.clock = realClock;
});

describe("GET /api/review", () => {
  it("answers the draft before any review request, with a frame per size, and counts the view", async () => {
    const link = await makeLink(adId);
    const res = await review(link.token, nextIp());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await json(res);
    expect(body).toMatchObject({
      ad: { _id: adId, name: "Spring coffee", type: "mini" },
      company: { name: "Company review-acme" },
      link: { _id: link.id, mode: "view" },
      version: 0,
      draft: true,
    });
    expect(body.sizes).toHaveLength(1);
    expect(body.sizes[0]).toMatchObject({ size: "sz300x250", width: 300, height: 250 });
    expect(body.sizes[0].frame).toMatch(/^http:\/\/localhost\/api\/review\/frame\?ticket=/);
    expect(JSON.stringify(body)).not.toContain(link.token);

    const frame = await f.t.request(
      "GET",
      new URL(body.sizes[0].frame).pathname + new URL(body.sizes[0].frame).search,
    );
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-security-policy")).toMatch(/^sandbox allow-scripts/);
    const html = await frame.text();
    expect(html).toContain("Fresh roast");
    // A preview: no tracker, so a reviewer's view is never an impression.
    expect(html).not.toContain("/api/tracker");

    const listed = await json(await f.t.request("GET", `/api/ads/share/${adId}`, { token: f.designer }));
    const counted = listed.links.find((l: { _id: string }) => l._id === link.id);
    expect(counted.views).toBe(1);
    expect(counted.lastViewedAt).not.toBeNull();
  });

  it("answers the current review version's snapshot, not the draft edited since", async () => {
    const ad = await f.createAd("Versioned");
    await f.saveHeadline(ad, 1, "Version one text");
    // "Request review" snapshots the saved draft as version 1; the designer then goes on editing.
    const saved = await f.adOf(ad._id);
    const requested = await f.t.request("POST", `/api/ads/review/${ad._id}`, {
      token: f.designer,
      body: { revision: saved.revision },
    });
    expect(requested.status, await requested.clone().text()).toBe(200);
    await f.saveHeadline(saved, saved.revision, "Unreviewed draft text");
    const link = await makeLink(ad._id);
    const body = await json(await review(link.token, nextIp()));
    expect(body).toMatchObject({ version: 1, draft: false });
    const url = new URL(body.sizes[0].frame);
    const html = await (await f.t.request("GET", url.pathname + url.search)).text();
    expect(html).toContain("Version one text");
    expect(html).not.toContain("Unreviewed draft text");
  });

  it("opens until the expiry and answers 410 from that moment (injected clock)", async () => {
    const now = new Date("2030-01-01T00:00:00.000Z");
    f.t.deps.clock = () => now;
    try {
      const link = await makeLink(adId, { mode: "view", expiresInDays: 1 });
      f.t.deps.clock = () => new Date(now.getTime() + DAY - 1);
      expect((await review(link.token, nextIp())).status).toBe(200);
      f.t.deps.clock = () => new Date(now.getTime() + DAY);
      const gone = await review(link.token, nextIp());
      expect(gone.status).toBe(410);
      const body = await json(gone);
      expect(body).toEqual({ message: "This review link has expired. Ask for a new one." });
    } finally {
      f.t.deps.clock = realClock;
    }
  });

  it("answers 410 once revoked, and the frames handed out before show nothing either", async () => {
    const link = await makeLink(adId);
    const body = await json(await review(link.token, nextIp()));
    const url = new URL(body.sizes[0].frame);
    await f.t.request("POST", `/api/ads/share/revoke/${link.id}`, { token: f.designer });
    const gone = await review(link.token, nextIp());
    expect(gone.status).toBe(410);
    expect(await json(gone)).toEqual({ message: "This review link was revoked. Ask for a new one." });
    const frame = await f.t.request("GET", url.pathname + url.search);
    expect(frame.status).toBe(410);
    expect(await frame.text()).not.toContain("Fresh roast");
  });

  it("asks for the password (401), refuses a wrong one (401), opens with the right one", async () => {
    const link = await makeLink(adId, { mode: "comment", password: "legal-review" });
    const ip = nextIp();
    const missing = await review(link.token, ip);
    expect(missing.status).toBe(401);
    expect(await json(missing)).toEqual({
      message: "This review link needs a password.",
      passwordRequired: true,
    });
    const wrong = await review(link.token, ip, "not-the-password");
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe("Wrong password for this review link.");
    const right = await review(link.token, ip, "legal-review");
    expect(right.status).toBe(200);
    expect((await json(right)).link.mode).toBe("comment");
  });

  it("answers 404 to an unknown, malformed or missing token", async () => {
    const ip = nextIp();
    for (const token of ["A".repeat(43), "short", undefined]) {
      const res = await review(token, ip);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe("This review link does not exist. Ask for a new one.");
    }
  });

  it("throttles guessing: the 21st failure from one address answers 429 with retryAfter", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await review("B".repeat(43), ip)).status).toBe(404);
    const throttled = await review("B".repeat(43), ip);
    expect(throttled.status).toBe(429);
    const body = await json(throttled);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.message).toMatch(/^Too many attempts to open review links\. Try again in \d+ minutes?\.$/);
    // Even a good link is refused from that address until the window passes.
    const link = await makeLink(adId);
    expect((await review(link.token, ip)).status).toBe(429);
    expect((await review(link.token, nextIp())).status).toBe(200);
  });
});

describe("a link reaches only its own ad", () => {
  let otherAd: string;
  let globexAd: string;
  beforeAll(async () => {
    otherAd = (await f.createAd("Other acme ad"))._id;
    globexAd = await f.otherCompanyAd("Globex secret");
  });

  it("ignores ids in the request: query, headers and a tampered ticket open nothing else", async () => {
    const link = await makeLink(adId);
    const ip = nextIp();
    const res = await f.t.request("GET", `/api/review?adId=${globexAd}&id=${otherAd}`, {
      headers: { "x-forwarded-for": ip, "x-review-token": link.token, "x-ad-id": globexAd },
    });
    const body = await json(res);
    expect(body.ad._id).toBe(adId);
    const url = new URL(body.sizes[0].frame);
    const ticket = url.searchParams.get("ticket") ?? "";
    const [payload, signature] = ticket.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    // Swap the link (to one of another company's ad) or the size inside the ticket: the signature fails.
    const globexLink = await f.t.request("POST", `/api/ads/share/${globexAd}`, {
      token: f.admin,
      body: { mode: "view" },
    });
    const globexLinkId = (await json(globexLink)).link._id;
    for (const swapped of [
      { ...claims, link: globexLinkId },
      { ...claims, size: "sz728x90" },
      { ...claims, version: 1 },
    ]) {
      const forged = `${Buffer.from(JSON.stringify(swapped)).toString("base64url")}.${signature}`;
      const frame = await f.t.request("GET", `/api/review/frame?ticket=${encodeURIComponent(forged)}`);
      expect(frame.status).toBe(404);
      expect(await frame.text()).not.toContain("Globex");
    }
    expect((await f.t.request("GET", "/api/review/frame?ticket=nope")).status).toBe(404);
    expect((await f.t.request("GET", "/api/review/frame")).status).toBe(404);
  });

  it("expires a frame ticket after ten minutes (injected clock)", async () => {
    const link = await makeLink(adId);
    const body = await json(await review(link.token, nextIp()));
    const url = new URL(body.sizes[0].frame);
    const issued = Date.now();
    try {
      f.t.deps.clock = () => new Date(issued + 599_000);
      expect((await f.t.request("GET", url.pathname + url.search)).status).toBe(200);
      f.t.deps.clock = () => new Date(issued + 601_000);
      expect((await f.t.request("GET", url.pathname + url.search)).status).toBe(404);
    } finally {
      f.t.deps.clock = realClock;
    }
  });
});
