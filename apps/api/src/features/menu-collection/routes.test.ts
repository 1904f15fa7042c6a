import { defaultMenuCollection } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";

let t: TestContext;
let adminToken: string;
let publisherToken: string;
const seeded = defaultMenuCollection();

beforeAll(async () => {
  t = await createTestContext();
  const login = await t.request("POST", "/api/auth/login", {
    body: { email: "superadmin", password: TEST_ADMIN_PASSWORD },
  });
  adminToken = (await json(login)).token;
  const registered = await t.request("POST", "/api/auth/register", {
    body: { displayName: "Pia Publisher", email: "pia@example.com", password: "secret-pass" },
  });
  publisherToken = (await json(registered)).access_token;
});
afterAll(() => t.close());

const list = (query = "", token = adminToken) =>
  t.request("GET", `/api/menuCollection${query}`, token ? { token } : {});

async function listBody(query = "", token = adminToken) {
  const res = await list(query, token);
  expect(res.status).toBe(200);
  return json(res);
}

const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

describe("GET /api/menuCollection", () => {
  it("answers every seeded entry to the admin, in menu order, in the spec's record shape", async () => {
    const body = await listBody();
    expect(body.page).toBe(1);
    expect(body.total).toBe(seeded.length);
    expect(body.menuCollection).toHaveLength(seeded.length);
    const [first] = body.menuCollection;
    expect(Object.keys(first).sort()).toEqual(
      ["_id", "icon", "menuType", "name", "order", "roles", "shortName", "topMenu", "url"].sort(),
    );
    expect(first._id).toMatch(/^[0-9a-f-]{36}$/);
    // Without a sort the records come back as seeded, so parents precede their children.
    expect(body.menuCollection.map(({ _id, ...rest }: { _id: string }) => rest)).toEqual(seeded);
  });

  it("answers the same entries to a registered publisher (the client filters the sidebar)", async () => {
    const admin = await listBody();
    const publisher = await listBody("", publisherToken);
    expect(publisher).toEqual(admin);
  });

  it("answers 401 without a token or with a bad one", async () => {
    for (const token of ["", "not-a-token"]) {
      const res = await list("", token);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: "Invalid access_token" });
    }
  });

  it("pages with limit and a 1-based page", async () => {
    const all = (await listBody()).menuCollection;
    const second = await listBody("?limit=5&page=2");
    expect(second).toMatchObject({ page: 2, total: seeded.length });
    expect(second.menuCollection).toEqual(all.slice(5, 10));
    const last = Math.ceil(seeded.length / 10);
    const tail = await listBody(`?limit=10&page=${last}`);
    expect(tail.menuCollection).toEqual(all.slice((last - 1) * 10));
    const beyond = await listBody(`?limit=10&page=${last + 1}`);
    expect(beyond).toEqual({ menuCollection: [], page: last + 1, total: seeded.length });
  });

  it("searches name, short name, type, parent and URL case-insensitively, as plain text", async () => {
    const body = await listBody(`?search=${encodeURIComponent("QRCODE")}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.menuCollection).toHaveLength(body.total);
    for (const entry of body.menuCollection) {
      const text = [entry.name, entry.shortName, entry.menuType, entry.topMenu, entry.url].join(" ");
      expect(text.toLowerCase()).toContain("qrcode");
    }
    const expected = seeded.filter((entry) =>
      [entry.name, entry.shortName, entry.menuType, entry.topMenu, entry.url]
        .join(" ")
        .toLowerCase()
        .includes("qrcode"),
    );
    expect(body.total).toBe(expected.length);
    // LIKE wildcards are searched for literally.
    expect((await listBody(`?search=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await listBody(`?search=${encodeURIComponent("_")}`)).total).toBe(0);
    const paged = await listBody(`?search=studio&limit=2&page=1`);
    expect(paged.menuCollection).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });

  it("sorts by JSON or bracketed sort parameters, 1 or -1", async () => {
    const names = (body: { menuCollection: Array<{ name: string }> }) =>
      body.menuCollection.map((entry) => entry.name);
    const descending = await listBody(`?sort=${encodeURIComponent('{"name":-1}')}`);
    expect(names(descending)).toEqual([...names(descending)].sort(byText).reverse());
    expect(names(descending)).not.toEqual(names(await listBody()));
    const ascending = await listBody("?sort[name]=1");
    expect(names(ascending)).toEqual([...names(ascending)].sort(byText));
    const byOrder = await listBody(`?sort=${encodeURIComponent('{"order":-1}')}&limit=3`);
    expect(byOrder.menuCollection.map((entry: { order: number }) => entry.order)).toEqual([
      seeded.length,
      seeded.length - 1,
      seeded.length - 2,
    ]);
    const typed = await listBody("?sort[menuType]=1&sort[order]=-1");
    const keys = typed.menuCollection.map((entry: { menuType: string; order: number }) => [
      entry.menuType,
      -entry.order,
    ]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=1.5", "limit"],
    ["?limit=-3", "limit"],
    ["?limit=100000000000", "limit"],
    ["?page=0", "page"],
    ["?page=two", "page"],
    [`?search=${"s".repeat(201)}`, "search"],
    ["?sort=name", "sort"],
    [`?sort=${encodeURIComponent("[1]")}`, "sort"],
    [`?sort=${encodeURIComponent('{"password":1}')}`, "sort"],
    [`?sort=${encodeURIComponent('{"name":2}')}`, "sort"],
    [`?sort=${encodeURIComponent('{"name":{"$gt":1}}')}`, "sort"],
    ["?sort[name]=up", "sort"],
    ["?sort[__proto__]=1", "sort"],
  ])("answers 400 for %s, naming the parameter", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toBe(body.errors[field]);
  });
});
