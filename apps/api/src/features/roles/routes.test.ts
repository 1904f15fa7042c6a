import { DEFAULT_MODULE_ROLES, PERMISSIONS, ROLE_NAMES, type RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  createAccount,
  expectMatrixNotTrivial,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext());
});
afterAll(() => t.close());

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const list = async (query = "") => ok(await t.request("GET", `/api/roles${query}`, { token: admin }));
const roleNamed = async (roleName: string) =>
  (await list(`?search=${roleName}&limit=100`)).roles.find(
    (role: { roleName: string }) => role.roleName === roleName,
  );
const create = (body: unknown, token = admin) => t.request("POST", "/api/roles/create", { token, body });
const update = (id: string, body: unknown, token = admin) =>
  t.request("PUT", `/api/roles/update/${id}`, { token, body });
const remove = (id: string, token = admin) => t.request("DELETE", `/api/roles/${id}`, { token });
const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

describe("GET /api/roles", () => {
  it("answers the seeded roles by name, 10 per page, as {roles, page, total} of {_id, roleName, moduleRoles}", async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(["page", "roles", "total", "totalEstimated"]);
    expect(body).toMatchObject({ page: 1, total: ROLE_NAMES.length });
    expect(body.roles.map((role: { roleName: string }) => role.roleName)).toEqual(
      [...ROLE_NAMES].sort(byText),
    );
    const designer = body.roles.find((role: { roleName: string }) => role.roleName === "designer");
    expect(Object.keys(designer).sort()).toEqual(["_id", "moduleRoles", "roleName"]);
    expect(designer.moduleRoles).toEqual(DEFAULT_MODULE_ROLES.designer);
    // The role self-registration gives, as the roles table of docs/security.md lists it: what any stranger gets.
    const publisher = body.roles.find((role: { roleName: string }) => role.roleName === "publisher");
    expect([...publisher.moduleRoles].sort()).toEqual([
      "previewAds",
      "readAds",
      "secretKey",
      "viewAdDetails",
    ]);
  });

  it("pages, sorts and searches case-insensitively", async () => {
    const all = (await list()).roles;
    expect((await list("?limit=2&page=2")).roles).toEqual(all.slice(2, 4));
    expect(await list("?limit=5&page=3")).toEqual({
      roles: [],
      page: 3,
      total: ROLE_NAMES.length,
      totalEstimated: false,
    });
    const descending = await list(`?sort=${encodeURIComponent('{"roleName":-1}')}`);
    expect(descending.roles).toEqual([...all].reverse());
    const admins = await list("?search=ADMIN");
    expect(admins.total).toBe(2);
    expect(admins.roles.map((role: { roleName: string }) => role.roleName)).toEqual(["admin", "superadmin"]);
    expect((await list(`?search=${encodeURIComponent("%")}`)).total).toBe(0);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?page=x", "page"],
    [`?sort=${encodeURIComponent('{"moduleRoles":1}')}`, "sort"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await t.request("GET", `/api/roles${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors)).toEqual([field]);
  });
});

describe("GET /api/roles/moduleRoles and /api/roles/{id}", () => {
  it("answers every permission name", async () => {
    expect(await ok(await t.request("GET", "/api/roles/moduleRoles", { token: admin }))).toEqual({
      moduleRoles: [...PERMISSIONS],
    });
  });

  it("answers one role, and 404 for unknown or malformed ids", async () => {
    const brand = await roleNamed("brand");
    expect(await ok(await t.request("GET", `/api/roles/${brand._id}`, { token: admin }))).toEqual({
      role: brand,
    });
    for (const id of [UNKNOWN_ID, "abc", "1", "00000000-0000-4000-8000-00000000000Z", "%27%20or%201%3D1"]) {
      const res = await t.request("GET", `/api/roles/${id}`, { token: admin });
      expect(res.status, id).toBe(404);
      expect(await json(res)).toEqual({ message: "Role not found" });
    }
  });
});

describe("POST /api/roles/create", () => {
  it("creates a role (201 {role}) with its permissions once, in catalogue order", async () => {
    const body = await ok(
      await create({ roleName: " reviewer ", moduleRoles: ["readAds", "previewAds", "readAds"] }),
      201,
    );
    expect(body).toEqual({
      role: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        roleName: "reviewer",
        moduleRoles: ["previewAds", "readAds"],
      },
    });
    expect(await roleNamed("reviewer")).toEqual(body.role);
  });

  it("answers 409 for a name already used, ignoring case, and writes nothing", async () => {
    const res = await create({ roleName: "DESIGNER", moduleRoles: ["readAds"] });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      message: "Role Name 'DESIGNER' already exists.",
      errors: { roleName: "Role Name 'DESIGNER' already exists." },
    });
    expect((await list()).total).toBe(ROLE_NAMES.length + 1);
  });

  it.each([
    [
      {},
      "Role Name should not be blank.",
      { roleName: "Role Name should not be blank.", moduleRoles: "Choose at least one Module Role" },
    ],
    [
      { roleName: "  ", moduleRoles: ["readAds"] },
      "Role Name should not be blank.",
      { roleName: "Role Name should not be blank." },
    ],
    [
      { roleName: "x", moduleRoles: [] },
      "Choose at least one Module Role",
      { moduleRoles: "Choose at least one Module Role" },
    ],
    [
      { roleName: "x", moduleRoles: ["launchRockets"] },
      "Module Role must be one of the known permissions.",
      { "moduleRoles.0": "Module Role must be one of the known permissions." },
    ],
    [
      { roleName: 5, moduleRoles: "readAds" },
      "Role Name must be text.",
      { roleName: "Role Name must be text.", moduleRoles: "Module Roles must be a list of permissions." },
    ],
    [[{ roleName: "x" }], "Invalid input: expected an object.", {}],
  ])("answers 400 for %j", async (body, message, errors) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect((await list()).total).toBe(ROLE_NAMES.length + 1);
  });
});

describe("PUT /api/roles/update/{id}", () => {
  it("renames a role and replaces its permissions", async () => {
    const { role } = await ok(await create({ roleName: "temp-role", moduleRoles: ["readAds"] }), 201);
    const body = await ok(
      await update(role._id, { roleName: "temp-role-2", moduleRoles: ["readAds", "secretKey"] }),
    );
    expect(body).toEqual({
      role: { _id: role._id, roleName: "temp-role-2", moduleRoles: ["readAds", "secretKey"] },
    });
    expect(await ok(await t.request("GET", `/api/roles/${role._id}`, { token: admin }))).toEqual(body);
  });

  it("refuses to edit superadmin (403 'Cannot update superadmin'), and to rename the roles the product needs", async () => {
    const superadmin = await roleNamed("superadmin");
    const res = await update(superadmin._id, { roleName: "superadmin", moduleRoles: ["readAds"] });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: "Cannot update superadmin" });
    expect(await roleNamed("superadmin")).toEqual(superadmin);

    const adminRole = await roleNamed("admin");
    const rename = await update(adminRole._id, { roleName: "boss", moduleRoles: adminRole.moduleRoles });
    expect(rename.status).toBe(403);
    expect(await json(rename)).toEqual({ message: "Cannot rename admin role" });
    const publisher = await roleNamed("publisher");
    expect((await update(publisher._id, { roleName: "reader", moduleRoles: ["readAds"] })).status).toBe(403);
    // Their permissions can still change.
    const edited = await ok(
      await update(publisher._id, { roleName: "publisher", moduleRoles: ["readAds", "previewAds"] }),
    );
    expect(edited.role.moduleRoles).toEqual(["previewAds", "readAds"]);
    await ok(
      await update(publisher._id, {
        roleName: "publisher",
        moduleRoles: [...DEFAULT_MODULE_ROLES.publisher],
      }),
    );
  });

  it("answers 409 when renaming onto another role's name, 404 for unknown ids, 400 for bad input", async () => {
    const brand = await roleNamed("brand");
    const clash = await update(brand._id, { roleName: "Agency", moduleRoles: ["readAds"] });
    expect(clash.status).toBe(409);
    expect((await json(clash)).errors).toEqual({ roleName: "Role Name 'Agency' already exists." });
    expect((await update(UNKNOWN_ID, { roleName: "x", moduleRoles: ["readAds"] })).status).toBe(404);
    expect((await update("not-an-id", { roleName: "x", moduleRoles: ["readAds"] })).status).toBe(404);
    const bad = await update(brand._id, { roleName: "brand", moduleRoles: [] });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({
      message: "Choose at least one Module Role",
      errors: { moduleRoles: "Choose at least one Module Role" },
    });
    expect(await roleNamed("brand")).toEqual(brand);
  });

  it("takes effect on the very next request of the role's users", async () => {
    const { role } = await ok(await create({ roleName: "auditor", moduleRoles: ["previewAds"] }), 201);
    const auditor = await createAccount(t, admin, { username: "auditor1", roleId: role._id });
    const readRoles = () => t.request("GET", "/api/roles", { token: auditor.token });
    expect((await readRoles()).status).toBe(403);
    await ok(await update(role._id, { roleName: "auditor", moduleRoles: ["previewAds", "readRoles"] }));
    expect((await readRoles()).status).toBe(200);
    await ok(await update(role._id, { roleName: "auditor", moduleRoles: ["previewAds"] }));
    expect((await readRoles()).status).toBe(403);
  });
});

describe("DELETE /api/roles/{id}", () => {
  it.each(["superadmin", "admin"])("refuses to delete %s (403 'Cannot delete … role')", async (roleName) => {
    const role = await roleNamed(roleName);
    const res = await remove(role._id);
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: `Cannot delete ${roleName} role` });
    expect(await roleNamed(roleName)).toEqual(role);
  });

  it("refuses to delete the role self-registration gives", async () => {
    const res = await remove((await roleNamed("publisher"))._id);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toMatch(/^Cannot delete publisher role/);
  });

  it("answers 409 while users hold the role, then deletes it once they do not", async () => {
    const { role } = await ok(await create({ roleName: "seasonal", moduleRoles: ["readAds"] }), 201);
    const holder = await createAccount(t, admin, { username: "seasonal1", roleName: "seasonal" });
    const busy = await remove(role._id);
    expect(busy.status).toBe(409);
    expect(await json(busy)).toEqual({
      message: "Cannot delete seasonal role: 1 user still has it. Give them another role first.",
    });
    await ok(await t.request("DELETE", `/api/user/${holder.id}`, { token: admin }));
    expect(await ok(await remove(role._id))).toEqual({ message: "Role deleted successfully" });
    expect((await t.request("GET", `/api/roles/${role._id}`, { token: admin })).status).toBe(404);
    expect((await remove(role._id)).status).toBe(404);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    expect((await remove(UNKNOWN_ID)).status).toBe(404);
    expect((await remove("superadmin")).status).toBe(404);
  });
});

describe("permission matrix", () => {
  const body = { roleName: "", moduleRoles: [] };
  // Allowed callers get a read, or a 400/404 that proves they got past the check without writing anything.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/roles", permissions: ["readRoles"], allowed: 200 },
    {
      method: "GET",
      path: "/api/roles/moduleRoles",
      permissions: ["readRoles", "createRoles", "updateRoles"],
      allowed: 200,
    },
    { method: "GET", path: `/api/roles/${UNKNOWN_ID}`, permissions: ["readRoles"], allowed: 404 },
    { method: "POST", path: "/api/roles/create", body, permissions: ["createRoles"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/roles/update/${UNKNOWN_ID}`,
      body,
      permissions: ["updateRoles"],
      allowed: 400,
    },
    { method: "DELETE", path: `/api/roles/${UNKNOWN_ID}`, permissions: ["deleteRoles"], allowed: 404 },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));

  it("is not trivial: the seeded roles are both let in and kept out", () => {
    expectMatrixNotTrivial(endpoints);
  });
});
