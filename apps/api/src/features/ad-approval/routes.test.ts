import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { validCompany } from "../../test-support/companies.js";
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from "../../test-support/smtp-capture.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let smtp: SmtpCapture;
let received: CapturedMail[];
let t: TestContext;
let admin: string;
let acme: string;
let globex: string;
const tokens = { designer: "", advertiser: "", brand: "", publisher: "", globexAdvertiser: "" };
const ids = { designer: "", advertiser: "", brand: "", publisher: "" };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestContext({
    SMTP_URL: smtp.url,
    ADSTUDIO_MAIL_FROM: "Adstudio <studio@provider.example>",
    ADSTUDIO_PUBLIC_URL: "https://studio.example.com",
  });
  admin = await signInSuperadmin(t);
  acme = await createCompany(t, admin, "appr-acme");
  globex = await createCompany(t, admin, "appr-globex");
  tokens.designer = await companyUser(t, admin, "appr-designer", "designer", [acme]);
  tokens.advertiser = await companyUser(t, admin, "appr-advertiser", "advertiser", [acme]);
  tokens.brand = await companyUser(t, admin, "appr-brand", "brand", [acme]);
  tokens.publisher = await companyUser(t, admin, "appr-publisher", "publisher", [acme]);
  tokens.globexAdvertiser = await companyUser(t, admin, "appr-globex-adv", "advertiser", [globex]);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const { rows } = await t.deps.database.pool.query<{ id: string }>(
      "select id from users where username = $1",
      [`appr-${key}`],
    );
    ids[key] = rows[0]?.id ?? "";
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.reset();
});

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await t.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, body: await json(res) };
};
const approvalOf = (id: string, token = tokens.designer) => call("GET", `/api/ads/approval/${id}`, token);
const requestReview = (id: string, body: unknown, token = tokens.designer) =>
  call("POST", `/api/ads/review/${id}`, token, body);
const decide = (id: string, body: unknown, token = tokens.advertiser) =>
  call("POST", `/api/ads/approve/${id}`, token, body);
const publish = (id: string, revision: number, token = tokens.designer) =>
  call("POST", `/api/ads/publish/${id}`, token, { revision });

async function createAd(name: string, token = tokens.designer) {
  const { status, body } = await call("POST", "/api/ads/create", token, { name, type: "mini" });
  expect(status).toBe(201);
  return body.ad as { _id: string; revision: number; document: { name: string } };
}

/** Renames the ad (a save): the draft moves to the next revision. */
async function save(id: string, revision: number, name: string) {
  const { status, body } = await call("PUT", `/api/ads/update/${id}`, tokens.designer, { revision, name });
  expect(status).toBe(200);
  return body.ad.revision as number;
}

/** The chat messages a user received, oldest first, as `sender: text`. */
async function inbox(userId: string): Promise<{ sender: string; text: string }[]> {
  const { rows } = await t.deps.database.pool.query<{ sender: string; text: string }>(
    `select m.sender_id as sender, m.text from chat_messages m join chats c on c.id = m.chat_id
      where (c.user_low = $1 or c.user_high = $1) and m.sender_id <> $1 order by m.created_at`,
    [userId],
  );
  return rows;
}

/** Waits for the SMTP server to have `count` messages (delivery ends after the answer). */
async function mails(count: number): Promise<CapturedMail[]> {
  await expect.poll(() => received.length).toBeGreaterThanOrEqual(count);
  return received;
}

async function setApprovalRequired(company: string, shortName: string, approvalRequired: boolean) {
  const res = await t.request("PUT", `/api/company/update/${company}`, {
    token: admin,
    body: validCompany({ name: `Company ${shortName}`, shortName, approvalRequired }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await json(res)).company.approvalRequired).toBe(approvalRequired);
}

describe("the approval workflow", () => {
  it("starts a new ad as a draft with no versions and no trail", async () => {
    const ad = await createAd("Fresh ad");
    const { status, body } = await approvalOf(ad._id);
    expect(status).toBe(200);
    expect(body).toEqual({
      approval: {
        state: "draft",
        approvalRequired: false,
        version: 0,
        approvedVersion: null,
        versions: [],
        events: [],
      },
    });
  });

  it("requests review, tells the company's approvers (not the requester), and records who and when", async () => {
    const ad = await createAd("Spring coffee");
    const before = await inbox(ids.advertiser);
    const { status, body } = await requestReview(ad._id, { revision: 1, note: "  First cut  " });
    expect(status).toBe(200);
    expect(body.approval).toMatchObject({ state: "in_review", version: 1, approvedVersion: null });
    expect(body.approval.versions).toEqual([
      {
        version: 1,
        revision: 1,
        requestedBy: { _id: ids.designer, name: "User appr-designer" },
        createdAt: expect.any(String),
      },
    ]);
    expect(body.approval.events).toEqual([
      {
        _id: expect.any(String),
        version: 1,
        action: "requested",
        fromState: "draft",
        toState: "in_review",
        actor: { _id: ids.designer, name: "User appr-designer" },
        note: "First cut",
        createdAt: expect.any(String),
      },
    ]);
    const expected = `User appr-designer requested your review of "Spring coffee" (version 1): https://studio.example.com/studio/ad-details/${ad._id}\n\nNote: First cut`;
    expect((await inbox(ids.advertiser)).slice(before.length)).toEqual([
      { sender: ids.designer, text: expected },
    ]);
    expect((await inbox(ids.brand)).at(-1)).toEqual({ sender: ids.designer, text: expected });
    // The publisher (no approveAds) and the requester hear nothing.
    expect(await inbox(ids.publisher)).toEqual([]);
    expect((await inbox(ids.designer)).some((m) => m.text === expected)).toBe(false);
    const sent = await mails(2);
    expect(sent.flatMap((m) => m.to).sort()).toEqual([
      "appr-advertiser@example.com",
      "appr-brand@example.com",
    ]);
    expect(sent[0]?.subject).toBe("Review requested: Spring coffee (version 1)");
    expect(sent[0]?.body).toContain(`/studio/ad-details/${ad._id}`);
  });

  it("snapshots the saved draft: the version keeps its document while the draft moves on", async () => {
    const ad = await createAd("Snapshot");
    const revision = await save(ad._id, 1, "Snapshot renamed");
    expect((await requestReview(ad._id, { revision })).status).toBe(200);
    await save(ad._id, revision, "Snapshot after review");
    const { rows } = await t.deps.database.pool.query<{ version: number; revision: number; name: string }>(
      "select version, revision, document->>'name' as name from ad_review_versions where ad_id = $1",
      [ad._id],
    );
    expect(rows).toEqual([{ version: 1, revision: 2, name: "Snapshot renamed" }]);
  });

  it("refuses a stale revision and a second request of the same draft while in review, changing nothing", async () => {
    const ad = await createAd("Stale");
    const stale = await requestReview(ad._id, { revision: 5 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: "This ad was changed by someone else. Reload it to see their changes.",
      errors: { revision: "This ad was changed by someone else. Reload it to see their changes." },
    });
    expect((await approvalOf(ad._id)).body.approval).toMatchObject({
      state: "draft",
      version: 0,
      events: [],
    });
    expect((await requestReview(ad._id, { revision: 1 })).status).toBe(200);
    const again = await requestReview(ad._id, { revision: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "Version 1 is already in review and the draft has not changed since: edit the ad to send a new version.",
    );
    const { body } = await approvalOf(ad._id);
    expect(body.approval.versions).toHaveLength(1);
    expect(body.approval.events).toHaveLength(1);
  });

  it("sends a changed draft as the next version while one is in review, and only the newest can be decided on", async () => {
    const ad = await createAd("Superseded");
    expect((await requestReview(ad._id, { revision: 1 })).status).toBe(200);
    const revision = await save(ad._id, 1, "Superseded v2");
    const second = await requestReview(ad._id, { revision });
    expect(second.status).toBe(200);
    expect(second.body.approval).toMatchObject({ state: "in_review", version: 2 });
    expect(second.body.approval.events[0]).toMatchObject({
      version: 2,
      action: "requested",
      fromState: "in_review",
      toState: "in_review",
    });
    const old = await decide(ad._id, { version: 1, decision: "approve" });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe("Only the current version can be decided on: version 2 is in review.");
  });

  it("requests changes, then approves the next version; each decision tells the requester and creator", async () => {
    const ad = await createAd("Decisions", tokens.advertiser);
    expect((await requestReview(ad._id, { revision: 1 })).status).toBe(200);
    const changes = await decide(ad._id, { version: 1, decision: "request_changes", note: "Bigger logo" });
    expect(changes.status).toBe(200);
    expect(changes.body.approval).toMatchObject({ state: "changes_requested", approvedVersion: null });
    const toDesigner = `User appr-advertiser requested changes to version 1 of "Decisions": https://studio.example.com/studio/ad-details/${ad._id}\n\nNote: Bigger logo`;
    expect((await inbox(ids.designer)).at(-1)).toEqual({ sender: ids.advertiser, text: toDesigner });

    const revision = await save(ad._id, 1, "Decisions v2");
    expect((await requestReview(ad._id, { revision, note: "Logo is bigger" })).status).toBe(200);
    smtp.reset();
    const approved = await decide(ad._id, { version: 2, decision: "approve" }, tokens.brand);
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toMatchObject({ state: "approved", version: 2, approvedVersion: 2 });
    // The ad is named as it is now; the requester (designer) and the creator (advertiser) both hear.
    const text = `User appr-brand approved version 2 of "Decisions v2": https://studio.example.com/studio/ad-details/${ad._id}`;
    expect((await inbox(ids.designer)).at(-1)).toEqual({ sender: ids.brand, text });
    expect((await inbox(ids.advertiser)).at(-1)).toEqual({ sender: ids.brand, text });
    const sent = await mails(2);
    expect(sent.map((m) => m.subject)).toEqual([
      "Approved: Decisions v2 (version 2)",
      "Approved: Decisions v2 (version 2)",
    ]);

    // The audit trail, newest first: who, what, which version, the note.
    const { body } = await approvalOf(ad._id);
    expect(
      body.approval.events.map((e: Record<string, unknown>) => [
        e.action,
        e.version,
        e.fromState,
        e.toState,
        (e.actor as { name: string }).name,
        e.note,
      ]),
    ).toEqual([
      ["approved", 2, "in_review", "approved", "User appr-brand", null],
      ["requested", 2, "changes_requested", "in_review", "User appr-designer", "Logo is bigger"],
      ["changes_requested", 1, "in_review", "changes_requested", "User appr-advertiser", "Bigger logo"],
      ["requested", 1, "draft", "in_review", "User appr-designer", null],
    ]);
    expect(body.approval.versions.map((v: { version: number; revision: number }) => v)).toMatchObject([
      { version: 2, revision: 2 },
      { version: 1, revision: 1 },
    ]);
  });

  it("decides only on the current version of an ad in review (409), changing nothing", async () => {
    const ad = await createAd("Conflicts");
    const notInReview = await decide(ad._id, { version: 1, decision: "approve" });
    expect(notInReview.status).toBe(409);
    expect(notInReview.body.message).toBe(
      "This ad is not in review: request review before approving or requesting changes.",
    );
    expect((await requestReview(ad._id, { revision: 1 })).status).toBe(200);
    expect((await decide(ad._id, { version: 1, decision: "request_changes" })).status).toBe(200);
    await requestReview(ad._id, { revision: 1 });
    const old = await decide(ad._id, { version: 1, decision: "approve" });
    expect(old.status).toBe(409);
    expect(old.body).toEqual({
      message: "Only the current version can be decided on: version 2 is in review.",
      errors: { version: "Only the current version can be decided on: version 2 is in review." },
    });
    expect((await decide(ad._id, { version: 2, decision: "approve" })).status).toBe(200);
    const twice = await decide(ad._id, { version: 2, decision: "request_changes" });
    expect(twice.status).toBe(409);
    const { body } = await approvalOf(ad._id);
    expect(body.approval).toMatchObject({ state: "approved", approvedVersion: 2 });
    expect(body.approval.events).toHaveLength(4);
  });

  it("answers 400 with the field's message for a bad decision or note", async () => {
    const ad = await createAd("Bad input");
    await requestReview(ad._id, { revision: 1 });
    const bad = await decide(ad._id, { version: 1, decision: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ decision: "decision must be approve or request_changes." });
    const long = await decide(ad._id, { version: 1, decision: "approve", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ note: "Use at most 500 characters." });
    const control = await requestReview(ad._id, { revision: 1, note: "Ring\u0007" });
    expect(control.status).toBe(400);
    expect(control.body.errors).toEqual({ note: "A note is plain text: leave out control characters." });
    const noVersion = await decide(ad._id, { decision: "approve" });
    expect(noVersion.body.errors).toEqual({ version: "Send the version you decided on." });
    expect((await approvalOf(ad._id)).body.approval.state).toBe("in_review");
  });

  it("keeps approving to approveAds holders (403) and the ad to its company (404, ids swapped too)", async () => {
    const ad = await createAd("Guarded");
    await requestReview(ad._id, { revision: 1 });
    const designer = await decide(ad._id, { version: 1, decision: "approve" }, tokens.designer);
    expect(designer.status).toBe(403);
    const publisher = await decide(ad._id, { version: 1, decision: "approve" }, tokens.publisher);
    expect(publisher.status).toBe(403);
    // Another company's approver: the ad does not exist for them.
    const other = tokens.globexAdvertiser;
    expect((await decide(ad._id, { version: 1, decision: "approve" }, other)).status).toBe(404);
    expect((await approvalOf(ad._id, other)).status).toBe(404);
    expect((await requestReview(ad._id, { revision: 1 }, other)).status).toBe(404);
    // Their own ad's id in their own session is fine; acme's id under their session is not.
    const theirs = await createAd("Globex own", other);
    expect((await approvalOf(theirs._id, other)).status).toBe(200);
    expect((await approvalOf(theirs._id, tokens.designer)).status).toBe(404);
    expect((await approvalOf("not-an-id")).status).toBe(404);
    expect((await approvalOf(ad._id)).body.approval).toMatchObject({ state: "in_review", events: [{}] });
  });
});

describe("the publish gate", () => {
  let required: string;
  beforeAll(async () => {
    required = await createCompany(t, admin, "appr-required");
    await setApprovalRequired(required, "appr-required", true);
    await t.deps.database.pool.query(
      "update users set company_ids = array_append(company_ids, $1) where id = any($2)",
      [required, [ids.designer, ids.advertiser]],
    );
    tokens.designer = await signInAgain("appr-designer");
    tokens.advertiser = await signInAgain("appr-advertiser");
  });

  async function signInAgain(username: string) {
    const res = await t.request("POST", "/api/auth/login", {
      body: { email: username, password: "account-pass-1234" },
    });
    return (await json(res)).token as string;
  }

  async function requiredAd(name: string) {
    const { status, body } = await call("POST", "/api/ads/create", tokens.designer, {
      name,
      type: "mini",
      company: required,
    });
    expect(status).toBe(201);
    return body.ad as { _id: string };
  }

  it("refuses to publish without an approved version, and after the draft changed; then publishes", async () => {
    const ad = await requiredAd("Gated");
    expect((await approvalOf(ad._id)).body.approval.approvalRequired).toBe(true);
    const draft = await publish(ad._id, 1);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe("This ad needs an approved version before it can be published.");

    await requestReview(ad._id, { revision: 1 });
    const inReview = await publish(ad._id, 1);
    expect(inReview.body.message).toBe("This ad needs an approved version before it can be published.");
    await decide(ad._id, { version: 1, decision: "approve", note: "Ship it" });
    const revision = await save(ad._id, 1, "Gated, edited after approval");
    const changed = await publish(ad._id, revision);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(
      "The draft changed after version 1 was approved. Request review again.",
    );
    // Nothing was published by the refused attempts.
    const { body: ad1 } = await call("GET", `/api/ads/${ad._id}`, tokens.designer);
    expect(ad1.ad).toMatchObject({ status: "draft", version: null });

    await requestReview(ad._id, { revision });
    await decide(ad._id, { version: 2, decision: "approve" });
    smtp.reset();
    const ok = await publish(ad._id, revision);
    expect(ok.status).toBe(200);
    expect(ok.body.ad).toMatchObject({ status: "published", version: 1 });
    const { body } = await approvalOf(ad._id);
    expect(body.approval.state).toBe("published");
    expect(body.approval.events[0]).toMatchObject({
      action: "published",
      version: 2,
      fromState: "approved",
      toState: "published",
      actor: { _id: ids.designer, name: "User appr-designer" },
    });
    // The approver hears of the publish.
    const text = `User appr-designer published "Gated, edited after approval" (approved version 2): https://studio.example.com/studio/ad-details/${ad._id}`;
    expect((await inbox(ids.advertiser)).at(-1)).toEqual({ sender: ids.designer, text });
    expect((await mails(1))[0]).toMatchObject({
      to: ["appr-advertiser@example.com"],
      subject: "Published: Gated, edited after approval (version 2)",
    });

    // Published again without a new approval: refused where approval is required.
    const again = await publish(ad._id, revision);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This ad needs an approved version before it can be published.");
  });

  it("publishes freely where approval is not required, recording the publish without a version", async () => {
    const ad = await createAd("Free");
    const ok = await publish(ad._id, 1);
    expect(ok.status).toBe(200);
    const { body } = await approvalOf(ad._id);
    expect(body.approval.state).toBe("published");
    expect(body.approval.events).toEqual([
      expect.objectContaining({ action: "published", version: null, fromState: "draft", note: null }),
    ]);
  });

  it("counts a rollback as a publish (state and trail), without gating it", async () => {
    const ad = await requiredAd("Rolled back");
    await requestReview(ad._id, { revision: 1 });
    await decide(ad._id, { version: 1, decision: "approve" });
    expect((await publish(ad._id, 1)).status).toBe(200);
    const revision = await save(ad._id, 1, "Rolled back v2");
    await requestReview(ad._id, { revision });
    await decide(ad._id, { version: 2, decision: "approve" });
    expect((await publish(ad._id, revision)).status).toBe(200);
    await requestReview(ad._id, { revision });
    const rolled = await call("POST", `/api/ads/rollback/${ad._id}`, tokens.designer, {
      version: 1,
      revision,
      notes: "Back to the first",
    });
    expect(rolled.status).toBe(200);
    const { body } = await approvalOf(ad._id);
    expect(body.approval.state).toBe("published");
    expect(body.approval.events[0]).toMatchObject({
      action: "published",
      version: null,
      fromState: "in_review",
      note: "Rollback to version 1: Back to the first",
    });
  });

  it("leaves the company setting alone on an update without it, and bulk never changes it", async () => {
    const res = await t.request("PUT", `/api/company/update/${required}`, {
      token: admin,
      body: validCompany({ name: "Company appr-required", shortName: "appr-required", city: "Pune" }),
    });
    expect((await json(res)).company).toMatchObject({ city: "Pune", approvalRequired: true });
    const bulk = await t.request("POST", "/api/company/bulk", {
      token: admin,
      body: {
        rows: [validCompany({ name: "Company appr-required", shortName: "appr-required", city: "Delhi" })],
      },
    });
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    const after = await json(await t.request("GET", `/api/company/${required}`, { token: admin }));
    expect(after.company).toMatchObject({ city: "Delhi", approvalRequired: true });
    const created = await t.request("POST", "/api/company/create", {
      token: admin,
      body: validCompany({ name: "New co", shortName: "appr-new" }),
    });
    expect((await json(created)).company.approvalRequired).toBe(false);
    const bad = await t.request("PUT", `/api/company/update/${required}`, {
      token: admin,
      body: validCompany({
        name: "Company appr-required",
        shortName: "appr-required",
        approvalRequired: "yes",
      }),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({ approvalRequired: "approvalRequired must be true or false." });
  });
});
