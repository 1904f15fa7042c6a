import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, createAccount, signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

/*
 * Issue 10 'Role self-escalation': a non-admin role holding updateRoles granted itself readCompany and
 * then listed companies. Outside the admin group a user grants only permissions they hold, and does not
 * edit the role they hold.
 */
let t: TestContext;
let admin: string;
/** Holds readRoles and updateRoles, nothing about companies. */
let manager: Account;
let managerRole: { _id: string; roleName: string; moduleRoles: string[] };

const createRole = async (roleName: string, moduleRoles: string[], token = admin) =>
  t.request("POST", "/api/roles/create", { token, body: { roleName, moduleRoles } });
const updateRole = (id: string, body: unknown, token: string) =>
  t.request("PUT", `/api/roles/update/${id}`, { token, body });
const readRole = async (id: string) =>
  (await json(await t.request("GET", `/api/roles/${id}`, { token: admin }))).role;

async function adminCreatesRole(roleName: string, moduleRoles: string[]) {
  const res = await createRole(roleName, moduleRoles);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).role;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  managerRole = await adminCreatesRole("role-manager", ["readRoles", "updateRoles"]);
  manager = await createAccount(t, admin, { username: "role-manager-1", roleId: managerRole._id });
});
afterAll(() => t.close());

describe("role self-escalation", () => {
  it("refuses the tried attack: granting its own role readCompany answers 403, companies stay 403", async () => {
    const res = await updateRole(
      managerRole._id,
      { roleName: "role-manager", moduleRoles: ["readRoles", "updateRoles", "readCompany"] },
      manager.token,
    );
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: "You cannot change the role you hold." });
    expect((await readRole(managerRole._id)).moduleRoles).toEqual(["readRoles", "updateRoles"]);
    expect((await t.request("GET", "/api/company", { token: manager.token })).status).toBe(403);
  });

  it("refuses renaming or trimming the role one holds, but lets an unchanged save through", async () => {
    const rename = await updateRole(
      managerRole._id,
      { roleName: "role-boss", moduleRoles: ["readRoles", "updateRoles"] },
      manager.token,
    );
    expect(rename.status).toBe(403);
    const trim = await updateRole(
      managerRole._id,
      { roleName: "role-manager", moduleRoles: ["updateRoles"] },
      manager.token,
    );
    expect(trim.status).toBe(403);
    const same = await updateRole(
      managerRole._id,
      { roleName: "role-manager", moduleRoles: ["updateRoles", "readRoles"] },
      manager.token,
    );
    expect(same.status).toBe(200);
    expect(await readRole(managerRole._id)).toEqual(managerRole);
  });

  it("refuses granting another role a permission the caller lacks, and allows one they hold", async () => {
    const viewer = await adminCreatesRole("viewer", ["previewAds"]);
    const grant = await updateRole(
      viewer._id,
      { roleName: "viewer", moduleRoles: ["previewAds", "deleteUser", "readCompany"] },
      manager.token,
    );
    expect(grant.status).toBe(403);
    expect(await json(grant)).toEqual({
      message: "You can only grant permissions you hold yourself; you do not hold deleteUser, readCompany.",
    });
    expect((await readRole(viewer._id)).moduleRoles).toEqual(["previewAds"]);

    const held = await updateRole(
      viewer._id,
      { roleName: "viewer", moduleRoles: ["previewAds", "readRoles"] },
      manager.token,
    );
    expect(held.status).toBe(200);
    expect((await json(held)).role.moduleRoles).toEqual(["previewAds", "readRoles"]);
  });

  it("keeps permissions a role already had when someone without them edits it", async () => {
    const auditor = await adminCreatesRole("company-auditor", ["readCompany", "previewAds"]);
    const res = await updateRole(
      auditor._id,
      { roleName: "company-auditors", moduleRoles: ["readCompany"] },
      manager.token,
    );
    expect(res.status).toBe(200);
    expect((await json(res)).role).toEqual({
      _id: auditor._id,
      roleName: "company-auditors",
      moduleRoles: ["readCompany"],
    });
  });

  it("lets a role creator create roles only from permissions they hold", async () => {
    const creatorRole = await adminCreatesRole("role-creator", ["createRoles", "readAds", "previewAds"]);
    const creator = await createAccount(t, admin, { username: "role-creator-1", roleId: creatorRole._id });
    const within = await createRole("ad-reader", ["readAds"], creator.token);
    expect(within.status).toBe(201);
    const beyond = await createRole("company-reader", ["readAds", "readCompany"], creator.token);
    expect(beyond.status).toBe(403);
    expect(await json(beyond)).toEqual({
      message: "You can only grant permissions you hold yourself; you do not hold readCompany.",
    });
    const roles = await json(await t.request("GET", "/api/roles?search=company-reader", { token: admin }));
    expect(roles.total).toBe(0);
  });

  it("lets the admin group grant anything, its own role included", async () => {
    const adminRole = (
      await json(await t.request("GET", "/api/roles?search=admin&limit=10", { token: admin }))
    ).roles.find((role: { roleName: string }) => role.roleName === "admin");
    const adminUser = await createAccount(t, admin, { username: "admin-1", roleName: "admin" });
    const res = await updateRole(
      adminRole._id,
      { roleName: "admin", moduleRoles: ["readCompany", "readRoles"] },
      adminUser.token,
    );
    expect(res.status).toBe(200);
    const restore = await updateRole(
      adminRole._id,
      { roleName: "admin", moduleRoles: adminRole.moduleRoles },
      adminUser.token,
    );
    expect(restore.status).toBe(200);
  });
});
