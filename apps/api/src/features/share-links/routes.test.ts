import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<string, Account>;
let acme: string;
let designer: string;
let advertiser: string;
let globexDesigner: string;
let adId: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("share"));
  acme = await createCompany(t, admin, "share-acme");
  const globex = await createCompany(t, admin, "share-globex");
  designer = await companyUser(t, admin, "sl-designer", "designer", [acme]);
  advertiser = await companyUser(t, admin, "sl-advertiser", "advertiser", [acme]);
  globexDesigner = await companyUser(t, admin, "sl-globex-des", "designer", [globex]);
  const res = await t.request("POST", "/api/ads/create", {
    token: designer,
    body: { name: "Spring coffee", type: "mini" },
  });
  adId = (await json(res)).ad._id;
});
afterAll(() => t.close());

const create = (body: unknown, token = designer, id = adId) =>
  t.request("POST", `/api/ads/share/${id}`, { token, body });
const list = async (token = designer, id = adId) => t.request("GET", `/api/ads/share/${id}`, { token });

describe("POST /api/ads/share/{id}", () => {
  it("answers the link once with its address, 14 days by default, and never the token again", async () => {
    const before = Date.now();
    const res = await create({ mode: "view" });
    expect(res.status).toBe(201);
    const { link, url } = await json(res);
    expect(url).toMatch(/^http:\/\/localhost\/review\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      mode: "view",
      hasPassword: false,
      createdBy: { name: "User sl-designer" },
      revokedAt: null,
      views: 0,
      lastViewedAt: null,
    });
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const listed = await json(await list());
    const token = url.split("/").pop();
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed.links.map((l: { _id: string }) => l._id)).toContain(link._id);
    // Only the token's SHA-256 is stored.
    const stored = await t.deps.database.pool.query("select token_hash from ad_share_links where id = $1", [
      link._id,
    ]);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].token_hash).not.toContain(token);
  });

  it("keeps a password as a hash and says the link has one", async () => {
    const res = await create({ mode: "comment", expiresInDays: 1, password: "legal-review" });
    expect(res.status).toBe(201);
    const { link } = await json(res);
    expect(link).toMatchObject({ mode: "comment", hasPassword: true });
    const stored = await t.deps.database.pool.query(
      "select password_hash from ad_share_links where id = $1",
      [link._id],
    );
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ mode: "edit" }, "mode", "Choose a mode: view or comment."],
    [{}, "mode", "Choose a mode: view or comment."],
    [{ mode: "view", expiresInDays: 0 }, "expiresInDays", "The link expires in 1 to 90 days."],
    [{ mode: "view", expiresInDays: 91 }, "expiresInDays", "The link expires in 1 to 90 days."],
    [{ mode: "view", expiresInDays: 2.5 }, "expiresInDays", "The link expires in 1 to 90 days."],
    [{ mode: "view", expiresInDays: "14" }, "expiresInDays", "The link expires in 1 to 90 days."],
    [{ mode: "view", password: "short" }, "password", "A link password has 8 to 128 characters."],
    [{ mode: "view", password: "x".repeat(129) }, "password", "A link password has 8 to 128 characters."],
  ])("refuses %j with a field message and stores nothing", async (body, field, message) => {
    const count = (await json(await list())).links.length;
    const res = await create(body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.message).toBe(message);
    expect(answer.errors[field]).toBe(message);
    expect((await json(await list())).links).toHaveLength(count);
  });

  it("takes 90 days and lets an advertiser (approveAds) make one", async () => {
    const res = await create({ mode: "view", expiresInDays: 90 }, advertiser);
    expect(res.status).toBe(201);
    expect((await json(res)).link.createdBy.name).toBe("User sl-advertiser");
  });
});

describe("revoke and company scoping", () => {
  it("revokes at once, idempotently, and drops the link from the active list", async () => {
    const { link } = await json(await create({ mode: "view" }));
    const first = await t.request("POST", `/api/ads/share/revoke/${link._id}`, { token: designer });
    expect(first.status).toBe(200);
    const revokedAt = (await json(first)).link.revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await t.request("POST", `/api/ads/share/revoke/${link._id}`, { token: designer });
    expect(again.status).toBe(200);
    expect((await json(again)).link.revokedAt).toBe(revokedAt);
    const ids = (await json(await list())).links.map((l: { _id: string }) => l._id);
    expect(ids).not.toContain(link._id);
  });

  it("answers 404 to another company for the ad and its links, and changes nothing", async () => {
    const { link } = await json(await create({ mode: "view" }));
    expect((await create({ mode: "view" }, globexDesigner)).status).toBe(404);
    expect((await list(globexDesigner)).status).toBe(404);
    const revoke = await t.request("POST", `/api/ads/share/revoke/${link._id}`, { token: globexDesigner });
    expect(revoke.status).toBe(404);
    expect((await json(revoke)).message).toBe("Share link not found");
    const ids = (await json(await list())).links.map((l: { _id: string }) => l._id);
    expect(ids).toContain(link._id);
    const unknown = await t.request("POST", `/api/ads/share/revoke/${UNKNOWN_ID}`, { token: designer });
    expect(unknown.status).toBe(404);
    expect((await t.request("POST", "/api/ads/share/revoke/nope", { token: designer })).status).toBe(404);
  });
});

describe("share links permission matrix (seeded module roles)", () => {
  const endpoints: MatrixEndpoint[] = [
    {
      method: "POST",
      path: `/api/ads/share/${UNKNOWN_ID}`,
      body: { mode: "view" },
      permissions: ["updateAds", "approveAds"],
      allowed: 404,
    },
    {
      method: "GET",
      path: `/api/ads/share/${UNKNOWN_ID}`,
      permissions: ["readAds", "viewAdDetails"],
      allowed: 404,
    },
    {
      method: "POST",
      path: `/api/ads/share/revoke/${UNKNOWN_ID}`,
      permissions: ["updateAds", "approveAds"],
      allowed: 404,
    },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts: accounts as never }));
});
