import { defaultMenuCollection, type RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  accountsByRole,
  itAnswersEachCaller,
  type MatrixEndpoint,
} from "../../test-support/accounts.js";
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
    expect(beyond).toEqual({
      menuCollection: [],
      page: last + 1,
      total: seeded.length,
      totalEstimated: false,
    });
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

describe("menu collection editing", () => {
  const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
  const entry = {
    name: "Reports",
    shortName: "reports",
    menuType: "collapse",
    topMenu: "",
    roles: ["readAnalytics"],
    icon: "assessment",
    url: "",
  };
  const create = (body: unknown) =>
    t.request("POST", "/api/menuCollection/create", { token: adminToken, body });
  const update = (id: string, body: unknown) =>
    t.request("PUT", `/api/menuCollection/update/${id}`, { token: adminToken, body });
  const get = (id: string) => t.request("GET", `/api/menuCollection/${id}`, { token: adminToken });
  const remove = (id: string) => t.request("DELETE", `/api/menuCollection/${id}`, { token: adminToken });
  async function ok(res: Response, status = 200) {
    expect(res.status, await res.clone().text()).toBe(status);
    return json(res);
  }
  const count = async () => (await listBody()).total;

  it("GET /{id} answers one entry as {menuCollection}; unknown and malformed ids answer 404", async () => {
    const [first] = (await listBody("?limit=1")).menuCollection;
    expect(await ok(await get(first._id))).toEqual({ menuCollection: first });
    for (const id of [UNKNOWN_ID, "dashboards", "123"]) {
      const res = await get(id);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: "Menu entry not found" });
    }
  });

  it("POST /create answers 201 {menuCollection}; without an order the entry goes last", async () => {
    const body = await ok(await create({ ...entry, name: "  Reports  " }), 201);
    expect(body.menuCollection).toEqual({ _id: expect.any(String), ...entry, order: seeded.length + 1 });
    expect(await ok(await get(body.menuCollection._id))).toEqual(body);
    const child = await ok(
      await create({
        ...entry,
        name: "Weekly",
        shortName: "weekly",
        menuType: "item",
        topMenu: "reports",
        url: "/studio/weekly",
        order: 3,
      }),
      201,
    );
    expect(child.menuCollection).toMatchObject({ topMenu: "reports", order: 3 });
    expect(await count()).toBe(seeded.length + 2);
  });

  it("answers 409 for a short name in use and writes nothing", async () => {
    const res = await create({ ...entry, name: "Other" });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      message: "Short Name 'reports' is already in use.",
      errors: { shortName: "Short Name 'reports' is already in use." },
    });
    expect(await count()).toBe(seeded.length + 2);
  });

  it.each([
    [
      {},
      "Name should not be blank.",
      {
        name: "Name should not be blank.",
        shortName: "Short Name should not be blank.",
        menuType: "Menu Type should not be blank.",
      },
    ],
    [
      { ...entry, shortName: " " },
      "Short Name should not be blank.",
      { shortName: "Short Name should not be blank." },
    ],
    [
      { ...entry, menuType: "" },
      "Menu Type should not be blank.",
      { menuType: "Menu Type should not be blank." },
    ],
    [
      { ...entry, shortName: "x1", menuType: "tab" },
      "Menu Type must be one of group, collapse, item, link, divider.",
      { menuType: "Menu Type must be one of group, collapse, item, link, divider." },
    ],
    [
      { ...entry, shortName: "x2", url: "javascript:alert(1)" },
      "URL must be a path or an http(s) address.",
      { url: "URL must be a path or an http(s) address." },
    ],
    [
      { ...entry, shortName: "x3", order: -1 },
      "Order must be a whole number from 0 to 1000000.",
      { order: "Order must be a whole number from 0 to 1000000." },
    ],
    [
      { ...entry, shortName: "loop", topMenu: "loop" },
      "Top Menu cannot be the entry itself.",
      { topMenu: "Top Menu cannot be the entry itself." },
    ],
  ])("POST /create answers 400 for %j", async (body, message, errors) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors });
    expect(await count()).toBe(seeded.length + 2);
  });

  it("PUT /update/{id} replaces an entry, keeps its place without an order, and moves children on a rename", async () => {
    const parent = (await listBody("?search=reports")).menuCollection.find(
      (item: { shortName: string }) => item.shortName === "reports",
    );
    const body = await ok(await update(parent._id, { ...entry, name: "Reporting", shortName: "reporting" }));
    expect(body).toEqual({
      menuCollection: { ...parent, name: "Reporting", shortName: "reporting" },
    });
    const child = (await listBody("?search=weekly")).menuCollection[0];
    expect(child.topMenu).toBe("reporting");
    const moved = await ok(await update(child._id, { ...child, _id: undefined, order: 1 }));
    expect(moved.menuCollection.order).toBe(1);
  });

  it("PUT /update/{id} answers 409 for another entry's short name, 404 for unknown ids, 400 for bad input", async () => {
    const child = (await listBody("?search=weekly")).menuCollection[0];
    const clash = await update(child._id, { ...entry, shortName: "dashboards" });
    expect(clash.status).toBe(409);
    expect((await json(clash)).errors).toEqual({ shortName: "Short Name 'dashboards' is already in use." });
    expect((await update(UNKNOWN_ID, entry)).status).toBe(404);
    expect((await update("weekly", entry)).status).toBe(404);
    const bad = await update(child._id, { ...entry, name: "" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Name should not be blank.");
    expect(await ok(await get(child._id))).toEqual({ menuCollection: child });
  });

  it("DELETE /{id} keeps an entry that has children (409), then deletes leaves and the emptied parent", async () => {
    const parent = (await listBody("?search=reporting")).menuCollection.find(
      (item: { shortName: string }) => item.shortName === "reporting",
    );
    const busy = await remove(parent._id);
    expect(busy.status).toBe(409);
    expect(await json(busy)).toEqual({
      message: "Cannot delete Reporting: 1 entry is under it. Move or delete them first.",
    });
    const child = (await listBody("?search=weekly")).menuCollection[0];
    expect(await ok(await remove(child._id))).toEqual({ message: "Menu entry deleted successfully" });
    expect(await ok(await remove(parent._id))).toEqual({ message: "Menu entry deleted successfully" });
    expect((await get(parent._id)).status).toBe(404);
    expect((await remove(parent._id)).status).toBe(404);
    expect((await remove("nope")).status).toBe(404);
    expect(await count()).toBe(seeded.length);
  });

  it("refuses a Top Menu under the entry itself (a loop), on update, rename and create, and changes nothing", async () => {
    const loop = { topMenu: "Top Menu cannot be an entry under this one." };
    const make = async (shortName: string, topMenu: string) =>
      (await ok(await create({ ...entry, name: shortName, shortName, topMenu }), 201)).menuCollection;
    const top = await make("loop-a", "");
    await make("loop-b", "loop-a");
    const bottom = await make("loop-c", "loop-b");
    const refused = async (res: Response) => {
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: loop.topMenu, errors: loop });
    };
    const { _id, ...topFields } = top;
    // Two and three levels down, and under its own old name while renaming (its children move along).
    await refused(await update(_id, { ...topFields, topMenu: "loop-b" }));
    await refused(await update(_id, { ...topFields, topMenu: "loop-c" }));
    await refused(await update(_id, { ...topFields, shortName: "loop-z", topMenu: "loop-a" }));
    expect(await ok(await get(_id))).toEqual({ menuCollection: top });
    // A new entry whose short name an existing entry already names as its parent.
    await make("loop-d", "loop-x");
    await refused(await create({ ...entry, name: "X", shortName: "loop-x", topMenu: "loop-d" }));
    // Moving an entry under a sibling branch is no loop.
    expect(
      (await ok(await update(bottom._id, { ...bottom, _id: undefined, topMenu: "loop-a" }))).menuCollection,
    ).toMatchObject({ topMenu: "loop-a" });
    const made = (await listBody("?search=loop-")).menuCollection;
    expect(made.map((item: { shortName: string }) => item.shortName).sort()).toEqual([
      "loop-a",
      "loop-b",
      "loop-c",
      "loop-d",
    ]);
    for (const shortName of ["loop-c", "loop-b", "loop-d", "loop-a"])
      await ok(await remove(made.find((item: { shortName: string }) => item.shortName === shortName)._id));
    expect(await count()).toBe(seeded.length);
  });
});

describe("menu collection permission matrix", () => {
  const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
  let accounts: Record<RoleName, Account>;
  beforeAll(async () => {
    accounts = await accountsByRole(t, adminToken);
  });

  const endpoints: MatrixEndpoint[] = [
    // The navigation of every signed-in user reads the list.
    { method: "GET", path: "/api/menuCollection?limit=1", permissions: [], allowed: 200 },
    {
      method: "GET",
      path: `/api/menuCollection/${UNKNOWN_ID}`,
      permissions: ["readMenuCollection"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/menuCollection/create",
      body: {},
      permissions: ["createMenuCollection"],
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/api/menuCollection/update/${UNKNOWN_ID}`,
      body: {},
      permissions: ["updateMenuCollection"],
      allowed: 400,
    },
    {
      method: "DELETE",
      path: `/api/menuCollection/${UNKNOWN_ID}`,
      permissions: ["deleteMenuCollection"],
      allowed: 404,
    },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
