import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Account,
  itAnswersEachCaller,
  signInSuperadmin,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from "../../test-support/smtp-capture.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let smtp: SmtpCapture;
let received: CapturedMail[];
let t: TestContext;
let admin: string;
let acme: string;
let designer: string;
let designerId: string;
let advertiserId: string;
let outsider: string;
let outsiderId: string;

const userId = async (username: string): Promise<string> =>
  (await t.deps.database.pool.query("select id from users where username = $1", [username])).rows[0].id;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestContext({
    SMTP_URL: smtp.url,
    ADSTUDIO_MAIL_FROM: "Adstudio <studio@provider.example>",
  });
  admin = await signInSuperadmin(t);
  acme = await createCompany(t, admin, "cmt-acme");
  const globex = await createCompany(t, admin, "cmt-globex");
  designer = await companyUser(t, admin, "cmt-designer", "designer", [acme]);
  await companyUser(t, admin, "cmt-advertiser", "advertiser", [acme]);
  outsider = await companyUser(t, admin, "cmt-outsider", "designer", [globex]);
  designerId = await userId("cmt-designer");
  advertiserId = await userId("cmt-advertiser");
  outsiderId = await userId("cmt-outsider");
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.reset();
});

async function createAd(name: string, token = designer): Promise<string> {
  const res = await t.request("POST", "/api/ads/create", { token, body: { name, type: "mini" } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).ad._id;
}

/** "Request review" as the approval lane will do it: the draft snapshotted as the ad's next version. */
async function newReviewVersion(adId: string, version: number) {
  await t.deps.database.pool.query(
    `insert into ad_review_versions (ad_id, version, revision, document)
     select id, $2, revision, document from ads where id = $1`,
    [adId, version],
  );
}

async function comment(adId: string, body: Record<string, unknown>, token = designer) {
  const res = await t.request("POST", `/api/ads/comments/${adId}`, { token, body });
  return { status: res.status, body: await json(res) };
}

async function list(adId: string, query = "", token = designer) {
  const res = await t.request("GET", `/api/ads/comments/${adId}${query}`, { token });
  return { status: res.status, body: await json(res) };
}

async function resolve(commentId: string, resolved: boolean, token = designer) {
  const res = await t.request("POST", `/api/ads/comments/resolve/${commentId}`, {
    token,
    body: { resolved },
  });
  return { status: res.status, body: await json(res) };
}

const pin = { size: "sz300x250", x: 0.5, y: 0.25 };

describe("POST /api/ads/comments/{id}", () => {
  it("stores a pinned thread and a reply on version 0, authored by the caller", async () => {
    const ad = await createAd("Pinned");
    const thread = await comment(ad, { body: "  Bigger logo, please  ", ...pin, page: "page1" });
    expect(thread.status).toBe(201);
    expect(thread.body.comment).toMatchObject({
      version: 0,
      parent: null,
      pin: { size: "sz300x250", page: "page1", x: 0.5, y: 0.25, layer: null },
      body: "Bigger logo, please",
      author: { kind: "user", _id: designerId, name: "User cmt-designer" },
      mentions: [],
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
      resolvedVersion: null,
    });
    const reply = await comment(ad, { body: "Done in the next version.", parent: thread.body.comment._id });
    expect(reply.status).toBe(201);
    expect(reply.body.comment).toMatchObject({ parent: thread.body.comment._id, pin: null });
    // A layer alone pins a thread too.
    expect((await comment(ad, { body: "This headline", layer: "headline" })).body.comment.pin).toEqual({
      size: null,
      page: null,
      x: null,
      y: null,
      layer: "headline",
    });
    const { body } = await list(ad);
    expect(body.version).toBe(0);
    expect(body.comments.map((c: { body: string }) => c.body)).toEqual([
      "Bigger logo, please",
      "Done in the next version.",
      "This headline",
    ]);
  });

  it("answers 400 with a field message for each kind of bad comment", async () => {
    const ad = await createAd("Refusals");
    const thread = (await comment(ad, { body: "First", ...pin })).body.comment;
    const reply = (await comment(ad, { body: "Reply", parent: thread._id })).body.comment;
    const other = await createAd("Other ad");
    const otherThread = (await comment(other, { body: "Elsewhere", ...pin })).body.comment;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ body: "   ", ...pin }, "body", "Write a comment."],
      [{ body: "x".repeat(2001), ...pin }, "body", "Use at most 2000 characters."],
      [{ body: "bell\u0007", ...pin }, "body", "Comments are plain text: leave out control characters."],
      [{ body: "Hi", parent: otherThread._id }, "parent", "Reply to a comment of this ad."],
      [
        { body: "Hi", parent: "00000000-0000-4000-8000-000000000000" },
        "parent",
        "Reply to a comment of this ad.",
      ],
      [
        { body: "Hi", parent: reply._id },
        "parent",
        "Reply to the thread's first comment: replies have no replies.",
      ],
      [
        { body: "Hi", parent: thread._id, ...pin },
        "parent",
        "A reply has no pin: it belongs to its thread's.",
      ],
      [{ body: "Hi", ...pin, x: 1.5 }, "x", "A pin's x and y are fractions from 0 to 1."],
      [{ body: "Hi", ...pin, y: -0.1 }, "y", "A pin's x and y are fractions from 0 to 1."],
      [{ body: "Hi", size: "sz300x250", x: 0.5 }, "y", "A pin's x and y are fractions from 0 to 1."],
      [{ body: "Hi", ...pin, size: "sz728x90" }, "size", "Choose one of the ad's sizes."],
      [{ body: "Hi" }, "size", "Pin the comment to a point of one of the ad's sizes, or to a layer."],
      [
        { body: "Hi", ...pin, mentions: [outsiderId] },
        "mentions",
        "Mention only people who can see this ad.",
      ],
      [
        { body: "Hi", ...pin, mentions: ["00000000-0000-4000-8000-000000000000"] },
        "mentions",
        "Mention only people who can see this ad.",
      ],
    ];
    for (const [input, name, message] of cases) {
      const res = await comment(ad, input);
      expect(res, JSON.stringify(input).slice(0, 80)).toEqual({
        status: 400,
        body: { message, errors: { [name]: message } },
      });
    }
    // Nothing refused was stored.
    expect((await list(ad)).body.comments).toHaveLength(2);
  });

  it("keeps line breaks and gives stored markup back as the same text", async () => {
    const ad = await createAd("Markup");
    const bodies = [
      "<script>alert('x')</script>",
      '<img src=x onerror="alert(1)">',
      "Line one\nline two\n\t& <b>bold</b>",
    ];
    for (const body of bodies) expect((await comment(ad, { body, ...pin })).status).toBe(201);
    expect((await list(ad)).body.comments.map((c: { body: string }) => c.body)).toEqual(bodies);
  });
});

describe("versions and carry-forward", () => {
  it("shows a thread on later versions until it is resolved, and no later than the version it was resolved on", async () => {
    const ad = await createAd("Versions");
    const early = (await comment(ad, { body: "On the draft", ...pin })).body.comment;
    const fixed = (await comment(ad, { body: "Fixed on v1", ...pin })).body.comment;
    await newReviewVersion(ad, 1);
    const v1 = (await comment(ad, { body: "Seen on v1", ...pin })).body.comment;
    expect(v1.version).toBe(1);
    const reply = (await comment(ad, { body: "Reply on v1", parent: early._id })).body.comment;
    const resolved = await resolve(fixed._id, true);
    expect(resolved.status).toBe(200);
    expect(resolved.body.comment).toMatchObject({
      resolved: true,
      resolvedBy: "User cmt-designer",
      resolvedVersion: 1,
    });
    expect(resolved.body.comment.resolvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    await newReviewVersion(ad, 2);
    const bodies = async (query: string) =>
      (await list(ad, query)).body.comments.map((c: { body: string }) => c.body);
    // Current (2): the open threads carried forward, the one resolved on 1 gone.
    expect((await list(ad)).body).toMatchObject({ version: 2, currentVersion: 2 });
    expect(await bodies("")).toEqual(["On the draft", "Reply on v1", "Seen on v1"]);
    // Version 1 still shows what was resolved on it.
    expect(await bodies("?version=1")).toEqual(["On the draft", "Reply on v1", "Fixed on v1", "Seen on v1"]);
    // Version 0: only what was made on the draft, without the later reply.
    expect(await bodies("?version=0")).toEqual(["On the draft", "Fixed on v1"]);
    expect(reply.version).toBe(1);

    // Reopened on version 2, it is carried forward again.
    const reopened = await resolve(fixed._id, false);
    expect(reopened.body.comment).toMatchObject({ resolved: false, resolvedBy: null, resolvedVersion: null });
    expect(await bodies("")).toEqual(["On the draft", "Reply on v1", "Fixed on v1", "Seen on v1"]);

    const future = await list(ad, "?version=3");
    expect(future).toEqual({
      status: 400,
      body: {
        message: "Choose one of the ad's review versions (0 for the draft).",
        errors: { version: "Choose one of the ad's review versions (0 for the draft)." },
      },
    });
    expect((await list(ad, "?version=one")).status).toBe(400);
  });

  it("resolves only threads: a reply answers 400", async () => {
    const ad = await createAd("Reply resolve");
    const thread = (await comment(ad, { body: "Thread", ...pin })).body.comment;
    const reply = (await comment(ad, { body: "Reply", parent: thread._id })).body.comment;
    expect(await resolve(reply._id, true)).toEqual({
      status: 400,
      body: {
        message: "Resolve the thread: its first comment, not a reply.",
        errors: { resolved: "Resolve the thread: its first comment, not a reply." },
      },
    });
  });
});

describe("mentions", () => {
  it("tell each mentioned user by chat and e-mail, naming the ad, the size and the first words", async () => {
    const ad = await createAd("Spring coffee");
    const res = await comment(ad, {
      body: "Can the logo be a little larger? The cup looks lost next to the headline on this size.",
      ...pin,
      mentions: [advertiserId, advertiserId.toUpperCase()],
    });
    expect(res.status).toBe(201);
    expect(res.body.comment.mentions).toEqual([{ _id: advertiserId, name: "User cmt-advertiser" }]);

    const { rows } = await t.deps.database.pool.query(
      `select m.text, m.sender_id from chat_messages m join chats c on c.id = m.chat_id order by m.created_at`,
    );
    const link = `http://localhost/studio/pro-ad/${ad}`;
    expect(rows).toEqual([
      {
        sender_id: designerId,
        text: `User cmt-designer mentioned you in a comment on "Spring coffee" (300×250): "Can the logo be a little larger? The cup looks lost next to the headline on…" ${link}`,
      },
    ]);
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0] as CapturedMail;
    expect(mail.to).toEqual(["cmt-advertiser@example.com"]);
    expect(mail.body).toBe(
      `User cmt-designer mentioned you in a comment on "Spring coffee" (300×250):\n\n"Can the logo be a little larger? The cup looks lost next to the headline on…"\n\nOpen the ad: ${link}\n`,
    );

    // A reply mentions too; the size is its thread's.
    smtp.reset();
    await comment(ad, { body: "See above", parent: res.body.comment._id, mentions: [advertiserId] });
    await expect.poll(() => received.length).toBe(1);
  });

  it("lists the people a comment may mention: the ad company's users and the admin group", async () => {
    const ad = await createAd("People");
    const res = await t.request("GET", `/api/ads/comments/people/${ad}`, { token: designer });
    expect(res.status).toBe(200);
    const names = (await json(res)).people.map((p: { name: string }) => p.name);
    expect(names).toContain("User cmt-designer");
    expect(names).toContain("User cmt-advertiser");
    expect(names).not.toContain("User cmt-outsider");
  });
});

describe("company scope", () => {
  it("answers another company's ad and comments as missing, also when ids are swapped", async () => {
    const ad = await createAd("Private");
    const thread = (await comment(ad, { body: "Ours", ...pin })).body.comment;
    expect((await list(ad, "", outsider)).status).toBe(404);
    expect((await comment(ad, { body: "Theirs", ...pin }, outsider)).status).toBe(404);
    expect((await resolve(thread._id, true, outsider)).status).toBe(404);
    expect((await t.request("GET", `/api/ads/comments/people/${ad}`, { token: outsider })).status).toBe(404);

    // The outsider's own ad and a comment id of ours: the reply does not cross over.
    const theirs = await createAd("Theirs", outsider);
    expect((await comment(theirs, { body: "Swap", parent: thread._id }, outsider)).body.errors).toEqual({
      parent: "Reply to a comment of this ad.",
    });
    expect((await list(ad)).body.comments).toHaveLength(1);
    expect((await resolve(thread._id, true)).status).toBe(200);
    expect((await resolve("not-an-id", true)).status).toBe(404);
    // The admin group sees every company's ad.
    expect((await list(ad, "", admin)).status).toBe(200);
  });
});

describe("ad comments permission matrix", () => {
  let m: TestContext;
  let accounts: Record<RoleName, Account>;
  beforeAll(async () => {
    ({ t: m, accounts } = await startMatrixContext("adcmtm"));
  });
  afterAll(() => m.close());
  const missing = "00000000-0000-4000-8000-000000000000";
  itAnswersEachCaller(
    [
      {
        method: "GET",
        path: `/api/ads/comments/${missing}`,
        permissions: ["readAds", "viewAdDetails"],
        allowed: 404,
      },
      {
        method: "GET",
        path: `/api/ads/comments/people/${missing}`,
        permissions: ["readAds", "viewAdDetails"],
        allowed: 404,
      },
      {
        method: "POST",
        path: `/api/ads/comments/${missing}`,
        body: { body: "Hi", size: "sz300x250", x: 0.5, y: 0.5 },
        permissions: ["readAds", "viewAdDetails"],
        allowed: 404,
      },
      {
        method: "POST",
        path: `/api/ads/comments/resolve/${missing}`,
        body: { resolved: true },
        permissions: ["readAds", "viewAdDetails"],
        allowed: 404,
      },
    ],
    () => ({ t: m, accounts }),
  );
});
