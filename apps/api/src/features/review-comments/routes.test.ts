import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { json } from "../../test-support/test-app.js";

const f = versionFixture("revcmt");
const DAY = 86_400_000;
const XSS = "<img src=x onerror=window.__xss=1>";

/** Each test sends from its own address, so one test's throttle does not reach another. */
let address = 0;
const nextIp = () => `203.0.113.${++address}`;

async function makeLink(
  adId: string,
  body: Record<string, unknown> = { mode: "comment" },
  token = f.designer,
) {
  const res = await f.t.request("POST", `/api/ads/share/${adId}`, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  const { link, url } = await json(res);
  return { id: link._id as string, token: (url as string).split("/review/")[1] as string };
}

const headers = (token: string, ip: string) => ({ "x-forwarded-for": ip, "x-review-token": token });
const listAsReviewer = (token: string, ip = nextIp()) =>
  f.t.request("GET", "/api/review/comments", { headers: headers(token, ip) });
const postAsReviewer = (token: string, body: Record<string, unknown>, ip = nextIp()) =>
  f.t.request("POST", "/api/review/comments", { headers: headers(token, ip), body });
const pinned = { size: "sz300x250", x: 0.5, y: 0.25 };

let adId: string;
let otherAdId: string;
let globexAdId: string;
const realClock = () => new Date();
beforeAll(async () => {
  (f.t.deps.config as { trustProxy: boolean }).trustProxy = true;
  const ad = await f.createAd("Spring coffee");
  await f.saveHeadline(ad, 1, "Fresh roast");
  adId = ad._id;
  otherAdId = (await f.createAd("Other coffee"))._id;
  globexAdId = await f.otherCompanyAd("Globex ad");
});
afterAll(() => {
  f.t.deps.clock = realClock;
});

describe("POST /api/review/comments", () => {
  it("pins a reviewer's comment on the link's ad, signed with the trimmed name, never answering the e-mail", async () => {
    const link = await makeLink(adId);
    const res = await postAsReviewer(link.token, {
      body: "Can the price be larger?",
      ...pinned,
      name: "  Lee Legal  ",
      email: "lee@brand.example",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const text = await res.text();
    expect(text).not.toContain("lee@brand.example");
    const { comment } = JSON.parse(text);
    expect(comment).toMatchObject({
      version: 0,
      parent: null,
      pin: { size: "sz300x250", x: 0.5, y: 0.25, page: null, layer: null },
      body: "Can the price be larger?",
      author: { kind: "reviewer", _id: null, name: "Lee Legal" },
      mentions: [],
      resolved: false,
    });

    // The studio sees it on the ad, and neither answer carries the e-mail.
    const studio = await f.t.request("GET", `/api/ads/comments/${adId}`, { token: f.designer });
    const studioText = await studio.text();
    expect(studioText).not.toContain("lee@brand.example");
    expect(JSON.parse(studioText).comments.map((c: { _id: string }) => c._id)).toContain(comment._id);
    const listed = await listAsReviewer(link.token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const listedText = await listed.text();
    expect(listedText).not.toContain("lee@brand.example");
    expect(JSON.parse(listedText)).toMatchObject({ version: 0, currentVersion: 0 });
  });

  it("replies to a thread of the same ad; a thread of another ad or company is refused and nothing is attached", async () => {
    const link = await makeLink(adId);
    const thread = await json(await postAsReviewer(link.token, { body: "Thread", ...pinned, name: "Lee" }));
    const reply = await postAsReviewer(link.token, {
      body: "And a reply",
      parent: thread.comment._id,
      name: "Lee",
    });
    expect(reply.status).toBe(201);
    expect((await json(reply)).comment).toMatchObject({ parent: thread.comment._id, pin: null });

    const other = await f.t.request("POST", `/api/ads/comments/${otherAdId}`, {
      token: f.designer,
      body: { body: "On the other ad", ...pinned },
    });
    const otherId = (await json(other)).comment._id;
    const swapped = await postAsReviewer(link.token, { body: "Swap", parent: otherId, name: "Lee" });
    expect(swapped.status).toBe(400);
    expect((await json(swapped)).message).toBe("Reply to a comment of this ad.");
    const otherList = await json(
      await f.t.request("GET", `/api/ads/comments/${otherAdId}`, { token: f.designer }),
    );
    expect(otherList.comments.map((c: { body: string }) => c.body)).toEqual(["On the other ad"]);

    // No field names an ad: the link's ad is the only one reachable.
    const named = await postAsReviewer(link.token, {
      body: "Here",
      ...pinned,
      name: "Lee",
      adId: globexAdId,
    });
    expect(named.status).toBe(400);
    const globexList = await json(
      await f.t.request("GET", `/api/ads/comments/${globexAdId}`, { token: f.admin }),
    );
    expect(globexList.comments).toEqual([]);
  });

  it("refuses a view link with 403, which still reads the comments", async () => {
    const link = await makeLink(adId, { mode: "view" });
    const res = await postAsReviewer(link.token, { body: "Hello", ...pinned, name: "Lee" });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe("This review link lets you view the ad, not comment on it.");
    const listed = await listAsReviewer(link.token);
    expect(listed.status).toBe(200);
    expect((await json(listed)).comments.length).toBeGreaterThan(0);
  });

  it("asks for a name of 1 to 80 plain characters and a valid e-mail or none", async () => {
    const link = await makeLink(adId);
    const nameMessage = "Give your name (1 to 80 characters) to comment.";
    for (const name of [undefined, "", "   ", "x".repeat(81), "Lee\nLegal", "Lee\u0007"]) {
      const res = await postAsReviewer(link.token, {
        body: "Hi",
        ...pinned,
        ...(name === undefined ? {} : { name }),
      });
      expect(res.status, String(name)).toBe(400);
      expect((await json(res)).message).toBe(nameMessage);
    }
    const bad = await postAsReviewer(link.token, { body: "Hi", ...pinned, name: "Lee", email: "lee@" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Enter a valid e-mail address, or leave it empty.");
    const none = await postAsReviewer(link.token, { body: "Hi", ...pinned, name: "x".repeat(80), email: "" });
    expect(none.status).toBe(201);
  });

  it("lets a reviewer mention no one", async () => {
    const link = await makeLink(adId);
    const designerId = (
      await f.t.deps.database.pool.query("select id from users where username = $1", ["User revcmt-designer"])
    ).rows[0]?.id;
    const res = await postAsReviewer(link.token, {
      body: "Hey",
      ...pinned,
      name: "Lee",
      mentions: [designerId ?? "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b"],
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Mention only people who can see this ad.");
  });

  it("stores a script-like name and comment as the same text", async () => {
    const link = await makeLink(adId);
    const res = await postAsReviewer(link.token, { body: XSS, ...pinned, name: XSS });
    expect(res.status).toBe(201);
    const { comment } = await json(res);
    expect(comment.body).toBe(XSS);
    expect(comment.author.name).toBe(XSS);
    const listed = await json(await listAsReviewer(link.token));
    expect(listed.comments.find((c: { _id: string }) => c._id === comment._id)).toMatchObject({
      body: XSS,
      author: { name: XSS },
    });
  });

  it("comments on the current review version", async () => {
    const ad = await f.createAd("Versioned");
    const saved = await f.saveHeadline(ad, 1, "Version one");
    const requested = await f.t.request("POST", `/api/ads/review/${ad._id}`, {
      token: f.designer,
      body: { revision: saved.revision },
    });
    expect(requested.status, await requested.clone().text()).toBe(200);
    const link = await makeLink(ad._id);
    const res = await postAsReviewer(link.token, { body: "On version 1", ...pinned, name: "Lee" });
    expect((await json(res)).comment.version).toBe(1);
    expect(await json(await listAsReviewer(link.token))).toMatchObject({ version: 1, currentVersion: 1 });
  });

  it("allows 30 comments per link and address in 10 minutes, then 429 with retryAfter", async () => {
    const now = new Date("2031-01-01T00:00:00.000Z");
    f.t.deps.clock = () => now;
    try {
      const link = await makeLink(adId);
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        const res = await postAsReviewer(link.token, { body: `Note ${i}`, ...pinned, name: "Lee" }, ip);
        expect(res.status).toBe(201);
      }
      const refused = await postAsReviewer(link.token, { body: "One more", ...pinned, name: "Lee" }, ip);
      expect(refused.status).toBe(429);
      const body = await json(refused);
      expect(body.message).toBe("Too many comments through this review link. Try again in 10 minutes.");
      expect(body.retryAfter).toBe(600);
      expect(refused.headers.get("retry-after")).toBe("600");
      // Another address on the same link, and the same address ten minutes later, may comment.
      expect((await postAsReviewer(link.token, { body: "Other", ...pinned, name: "Kim" })).status).toBe(201);
      f.t.deps.clock = () => new Date(now.getTime() + 10 * 60_000);
      expect((await postAsReviewer(link.token, { body: "Later", ...pinned, name: "Lee" }, ip)).status).toBe(
        201,
      );
    } finally {
      f.t.deps.clock = realClock;
    }
  });
});

describe("closed links", () => {
  it("answers 410 with nothing of the ad once revoked or expired, to reading and to posting", async () => {
    const now = new Date("2032-01-01T00:00:00.000Z");
    f.t.deps.clock = () => now;
    try {
      const revoked = await makeLink(adId);
      await postAsReviewer(revoked.token, { body: "Before the revoke", ...pinned, name: "Lee" });
      await f.t.request("POST", `/api/ads/share/revoke/${revoked.id}`, { token: f.designer });
      const expiring = await makeLink(adId, { mode: "comment", expiresInDays: 1 });
      f.t.deps.clock = () => new Date(now.getTime() + DAY);
      const cases = [
        [revoked.token, "This review link was revoked. Ask for a new one."],
        [expiring.token, "This review link has expired. Ask for a new one."],
      ] as const;
      for (const [token, message] of cases) {
        for (const res of [
          await listAsReviewer(token),
          await postAsReviewer(token, { body: "After", ...pinned, name: "Lee" }),
        ]) {
          expect(res.status).toBe(410);
          expect(await json(res)).toEqual({ message });
        }
      }
    } finally {
      f.t.deps.clock = realClock;
    }
  });

  it("answers 404 to an unknown token and gives a reviewer no way to resolve", async () => {
    const res = await postAsReviewer("A".repeat(43), { body: "Hi", ...pinned, name: "Lee" });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe("This review link does not exist. Ask for a new one.");
    const link = await makeLink(adId);
    const { comment } = await json(await postAsReviewer(link.token, { body: "Fix", ...pinned, name: "Lee" }));
    const resolve = await f.t.request("POST", `/api/ads/comments/resolve/${comment._id}`, {
      headers: headers(link.token, nextIp()),
      body: { resolved: true },
    });
    expect(resolve.status).toBe(401);
  });
});
