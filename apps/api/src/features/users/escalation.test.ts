import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_PASSWORD,
  type Account,
  createAccount,
  signIn,
  signInSuperadmin,
} from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

/*
 * Issue 10: a user may grant only permissions they hold. On the Users screen that means someone outside
 * the admin group gives only roles whose permissions they hold, and changes (or resets the password of)
 * only users whose role they could have given.
 */
let t: TestContext;
let admin: string;
let manager: Account;

const MANAGER_PERMISSIONS = ["previewAds", "readUser", "createUser", "updateUser", "deleteUser"];

async function adminCreatesRole(roleName: string, moduleRoles: string[]): Promise<void> {
  const res = await t.request("POST", "/api/roles/create", { token: admin, body: { roleName, moduleRoles } });
  expect(res.status, await res.clone().text()).toBe(201);
}

const newUser = (username: string, roleName: string) => ({
  username,
  email: `${username}@example.com`,
  displayName: `User ${username}`,
  password: ACCOUNT_PASSWORD,
  roleName,
});

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  await adminCreatesRole("user-manager", MANAGER_PERMISSIONS);
  await adminCreatesRole("previewer", ["previewAds"]);
  manager = await createAccount(t, admin, { username: "user-manager-1", roleName: "user-manager" });
});
afterAll(() => t.close());

describe("giving roles on the Users screen", () => {
  it("refuses to create an account with a role holding more than the caller, and writes nothing", async () => {
    const res = await t.request("POST", "/api/user/create", {
      token: manager.token,
      body: newUser("made-designer", "designer"),
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toMatch(
      /^You can only give a role whose permissions you hold yourself; designer also has readAnalytics, /,
    );
    const found = await json(await t.request("GET", "/api/user?search=made-designer", { token: admin }));
    expect(found.total).toBe(0);
  });

  it("creates an account with a role whose permissions the caller holds", async () => {
    const res = await t.request("POST", "/api/user/create", {
      token: manager.token,
      body: newUser("made-previewer", "previewer"),
    });
    expect(res.status).toBe(201);
    expect((await json(res)).user.role.roleName).toBe("previewer");
  });

  it("refuses to promote a user to a role holding more than the caller", async () => {
    const target = await createAccount(t, admin, { username: "promote-previewer", roleName: "previewer" });
    const res = await t.request("PUT", `/api/user/update/${target.id}`, {
      token: manager.token,
      body: { roleName: "designer" },
    });
    expect(res.status).toBe(403);
    const row = await json(await t.request("GET", `/api/user/${target.id}`, { token: admin }));
    expect(row.user.role.roleName).toBe("previewer");
  });
});

describe("changing users who hold more", () => {
  it("refuses to reset the password of a user whose role holds more, who still signs in as before", async () => {
    const designer = await createAccount(t, admin, { username: "strong-designer", roleName: "designer" });
    const res = await t.request("PUT", `/api/user/update/${designer.id}`, {
      token: manager.token,
      body: { password: "taken-over-passphrase" },
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toMatch(
      /^You can only change users whose permissions you hold yourself; strong-designer also has /,
    );
    expect(await signIn(t, "strong-designer")).toEqual(expect.any(String));
    const remove = await t.request("DELETE", `/api/user/${designer.id}`, { token: manager.token });
    expect(remove.status).toBe(403);
  });

  it("resets the password of a user whose role the caller could give", async () => {
    const previewer = await createAccount(t, admin, { username: "weak-previewer", roleName: "previewer" });
    const res = await t.request("PUT", `/api/user/update/${previewer.id}`, {
      token: manager.token,
      body: { password: "reset-by-manager-passphrase" },
    });
    expect(res.status).toBe(200);
    expect(await signIn(t, "weak-previewer", "reset-by-manager-passphrase")).toEqual(expect.any(String));
  });
});
