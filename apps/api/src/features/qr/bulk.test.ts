import { BULK_MAX_ROWS } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
});
afterAll(() => t.close());

const bulk = (body: unknown, token = admin) => t.request("POST", "/api/qr/bulk", { token, body });

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const link = (id: string, targetUrl = `https://shop.example/${id}`) => ({ id, type: "url", targetUrl });

async function stored(name: string) {
  const res = await t.request("GET", `/api/qr/${name}`, { token: admin });
  return res.status === 200 ? (await json(res)).qrLink : undefined;
}

describe("POST /api/qr/bulk", () => {
  it("creates, updates and leaves alone by name, each row answered in order", async () => {
    await ok(await t.request("POST", "/api/qr/create", { token: admin, body: link("b-keep") }), 201);
    const before = await stored("b-keep");
    await ok(await t.request("POST", "/api/qr/create", { token: admin, body: link("b-change") }), 201);
    const changing = await stored("b-change");

    const answer = await ok(
      await bulk({
        rows: [
          link("b-new"),
          link("B-KEEP"),
          link("b-keep-exact"),
          link("b-change", "https://shop.example/v2"),
          link("b-keep"),
        ],
      }),
    );
    expect(answer).toMatchObject({ created: 2, updated: 2, unchanged: 0, failed: 1, dryRun: false });
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual([
      "created",
      "updated", // same link, the name's case changed
      "created",
      "updated",
      "failed", // b-keep is the same name as row 2
    ]);
    expect(answer.results[4]).toMatchObject({ message: "Duplicate id: the same as row 2 of this batch." });

    const created = await stored("b-new");
    expect(created).toMatchObject({ _id: answer.results[0]._id, type: "url", scanCount: 0 });
    expect(created.code).toMatch(/^[0-9a-f]{8}$/);
    const changed = await stored("b-change");
    expect(changed).toMatchObject({
      targetUrl: "https://shop.example/v2",
      code: changing.code,
      _id: changing._id,
    });
    expect((await stored("b-keep")).code).toBe(before.code);

    const again = await ok(
      await bulk({ rows: [link("b-new"), link("b-change", "https://shop.example/v2")] }),
    );
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
  });

  it("fails bad rows alone with the spec's message and writes the rest", async () => {
    const answer = await ok(
      await bulk({
        rows: [
          { id: "", type: "url", targetUrl: "x" },
          link("b-good"),
          { id: "b-bad", type: "url", targetUrl: "nope" },
          7,
        ],
      }),
    );
    expect(answer).toMatchObject({ created: 1, failed: 3 });
    expect(answer.results[0]).toMatchObject({ status: "failed", message: "Name should not be blank." });
    expect(answer.results[2]).toMatchObject({
      status: "failed",
      message: "URL should start with http:// or https://",
      errors: { targetUrl: "URL should start with http:// or https://" },
    });
    expect(answer.results[3]).toMatchObject({
      status: "failed",
      message: "Invalid input: expected an object.",
    });
    expect(await stored("b-bad")).toBeUndefined();
    expect(await stored("b-good")).toBeDefined();
  });

  it("dryRun answers the same and writes nothing", async () => {
    const answer = await ok(
      await bulk({ rows: [link("b-dry"), link("b-good", "https://elsewhere.example")], dryRun: true }),
    );
    expect(answer).toMatchObject({ created: 1, updated: 1, dryRun: true });
    expect(await stored("b-dry")).toBeUndefined();
    expect((await stored("b-good")).targetUrl).toBe("https://shop.example/b-good");
  });

  it("writes a full batch in one request, and refuses an empty, oversized or malformed body", async () => {
    const rows = Array.from({ length: BULK_MAX_ROWS }, (_, i) => link(`b-many-${i}`));
    expect(await ok(await bulk({ rows }))).toMatchObject({ created: BULK_MAX_ROWS, failed: 0 });
    const { rows: counted } = await t.deps.database.pool.query(
      "select count(distinct code)::int as n from qr_links where name like 'b-many-%'",
    );
    expect(counted[0].n).toBe(BULK_MAX_ROWS);
    expect((await bulk({ rows: [...rows, link("one-more")] })).status).toBe(400);
    expect((await bulk({ rows: [] })).status).toBe(400);
    expect((await bulk({ rows: "x" })).status).toBe(400);
    expect((await bulk({ rows: [link("b-x")], dryRun: "yes" })).status).toBe(400);
  });

  it("creating needs createMenuCollection and changing needs updateMenuCollection, row by row", async () => {
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "qr-updater", moduleRoles: ["updateMenuCollection", "readMenuCollection"] },
    });
    expect(role.status).toBe(201);
    const updater = await createAccount(t, admin, { username: "qr-bulk-updater", roleName: "qr-updater" });
    const answer = await ok(
      await bulk({ rows: [link("b-good", "https://u.example"), link("b-forbidden")] }, updater.token),
    );
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(["updated", "failed"]);
    expect(answer.results[1].message).toBe("You do not have permission to create QR links.");
    const publisher = await createAccount(t, admin, { username: "qr-bulk-publisher", roleName: "publisher" });
    expect((await bulk({ rows: [link("b-p")] }, publisher.token)).status).toBe(403);
    expect((await t.request("POST", "/api/qr/bulk", { body: { rows: [link("b-a")] } })).status).toBe(401);
  });
});
