import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_PASSWORD,
  type Account,
  createAccount,
  itAnswersEachCaller,
  type MatrixEndpoint,
  signIn,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
let superadminId: string;
let companyA: string;
let companyB: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

async function insertCompany(name: string): Promise<string> {
  const { rows } = await t.deps.database.pool.query<{ id: string }>(
    "insert into companies (name, short_name) values ($1, $1) returning id",
    [name],
  );
  const [row] = rows;
  if (!row) throw new Error("no company row");
  return row.id;
}

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext());
  superadminId = (await json(await t.request("GET", "/api/auth/access-token", { token: admin }))).user.uuid;
  companyA = await insertCompany("Acme");
  companyB = await insertCompany("Globex");
});
afterAll(() => t.close());

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const list = async (query = "", token = admin) => ok(await t.request("GET", `/api/user${query}`, { token }));
const get = (id: string, token?: string) => t.request("GET", `/api/user/${id}`, token ? { token } : {});
const create = (body: unknown, token = admin) => t.request("POST", "/api/user/create", { token, body });
const update = (id: string, body: unknown, token = admin) =>
  t.request("PUT", `/api/user/update/${id}`, { token, body });
const remove = (id: string, token = admin) => t.request("DELETE", `/api/user/${id}`, { token });
const whoAmI = (token: string) => t.request("GET", "/api/auth/access-token", { token });
const total = async () => (await list()).total;
const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
const login = (email: string, password: string) =>
  t.request("POST", "/api/auth/login", { body: { email, password } });

const newUser = {
  username: "Nina.K",
  email: "Nina@Example.com",
  displayName: "Nina Kowalski",
  password: "nina-pass",
  roleName: "designer",
};

describe("GET /api/user", () => {
  it("answers {users, page, total} by display name, 10 per page, without password hashes", async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(["page", "total", "totalEstimated", "users"]);
    expect(body).toMatchObject({ page: 1, total: 7 });
    const names = body.users.map((user: { displayName: string }) => user.displayName);
    expect(names).toEqual([...names].sort(byText));
    const designer = body.users.find((user: { username: string }) => user.username === "matrix-designer");
    expect(designer).toEqual({
      _id: accounts.designer.id,
      username: "matrix-designer",
      email: "matrix-designer@example.com",
      displayName: "User matrix-designer",
      photoURL: "",
      role: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), roleName: "designer" },
      companyName: [],
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it("pages, sorts and searches username, email and display name case-insensitively", async () => {
    const all = (await list("?limit=100")).users;
    expect((await list("?limit=3&page=2")).users).toEqual(all.slice(3, 6));
    const byUsername = await list(`?sort=${encodeURIComponent('{"username":-1}')}&limit=100`);
    const usernames = byUsername.users.map((user: { username: string }) => user.username);
    expect(usernames).toEqual([...usernames].sort(byText).reverse());
    const search = async (text: string) =>
      (await list(`?search=${encodeURIComponent(text)}`)).users.map(
        (user: { username: string }) => user.username,
      );
    expect(await search("MATRIX-AGEN")).toEqual(["matrix-agency"]);
    expect(await search("admin@adstudio")).toEqual(["superadmin"]);
    expect(await search("super ADMIN")).toEqual(["superadmin"]);
    expect(await search("_")).toEqual([]);
  });

  it("refuses to sort by unknown fields", async () => {
    const res = await t.request("GET", `/api/user?sort=${encodeURIComponent('{"passwordHash":1}')}`, {
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors)).toEqual(["sort"]);
  });
});

describe("GET /api/user/{id}", () => {
  it("is public: anyone gets {user: {uuid, displayName, photoURL}}", async () => {
    const expected = { user: { uuid: accounts.brand.id, displayName: "User matrix-brand", photoURL: "" } };
    expect(await ok(await get(accounts.brand.id))).toEqual(expected);
    // Signed in without readUser, or with a token that is no longer valid: still the public view.
    expect(await ok(await get(accounts.brand.id, accounts.publisher.token))).toEqual(expected);
    expect(await ok(await get(accounts.brand.id, "not-a-token"))).toEqual(expected);
  });

  it("answers the full record to a caller holding readUser", async () => {
    const listed = (await list("?search=matrix-brand")).users[0];
    expect(await ok(await get(accounts.brand.id, admin))).toEqual({ user: listed });
    expect(await ok(await get(accounts.brand.id, accounts.admin.token))).toEqual({ user: listed });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of [UNKNOWN_ID, "superadmin", "1"]) {
      for (const token of [undefined, admin]) {
        const res = await get(id, token);
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ message: "User not found" });
      }
    }
  });
});

describe("POST /api/user/create", () => {
  it("creates an account (201 {user}) that can sign in, with email in lower case", async () => {
    const body = await ok(
      await create({ ...newUser, companyName: [companyB, companyA], photoURL: "/img/n.png" }),
      201,
    );
    expect(body.user).toMatchObject({
      username: "Nina.K",
      email: "nina@example.com",
      displayName: "Nina Kowalski",
      photoURL: "/img/n.png",
      role: { roleName: "designer" },
      companyName: [companyB, companyA],
      active: true,
    });
    const session = await ok(await login("nina.k", "nina-pass"));
    expect(session.user).toMatchObject({ uuid: body.user._id, companyName: [companyB, companyA] });
    expect(session.user.role.roleName).toBe("designer");
  });

  it("takes the role by id too, and can create a disabled account", async () => {
    const roleId = (await list("?search=matrix-brand")).users[0].role._id;
    const body = await ok(
      await create({
        username: "bob-brand",
        email: "bob@example.com",
        displayName: "Bob Brand",
        password: "bob-pass",
        roleId,
        active: false,
      }),
      201,
    );
    expect(body.user).toMatchObject({ role: { _id: roleId, roleName: "brand" }, active: false });
    expect((await login("bob-brand", "bob-pass")).status).toBe(401);
  });

  it("answers 409 on the field that is taken, ignoring case, and writes nothing", async () => {
    const before = await total();
    const both = await create({ ...newUser, username: "NINA.k", email: "NINA@example.com" });
    expect(both.status).toBe(409);
    expect(await json(both)).toEqual({
      message: "The username is already in use",
      errors: { username: "The username is already in use", email: "The email is already in use" },
    });
    const email = await create({ ...newUser, username: "nina2" });
    expect(email.status).toBe(409);
    expect((await json(email)).errors).toEqual({ email: "The email is already in use" });
    expect(await total()).toBe(before);
  });

  it("answers 400 for an unknown role or company, and writes nothing", async () => {
    const before = await total();
    const fresh = { ...newUser, username: "fresh1", email: "fresh1@example.com" };
    const role = await create({ ...fresh, roleName: "wizard" });
    expect(role.status).toBe(400);
    expect(await json(role)).toEqual({
      message: "Role does not exist.",
      errors: { roleName: "Role does not exist." },
    });
    const roleId = await create({ ...fresh, roleName: undefined, roleId: UNKNOWN_ID });
    expect((await json(roleId)).errors).toEqual({ roleId: "Role does not exist." });
    const company = await create({ ...fresh, companyName: [companyA, UNKNOWN_ID] });
    expect(company.status).toBe(400);
    expect(await json(company)).toEqual({
      message: "Company does not exist.",
      errors: { companyName: "Company does not exist." },
    });
    expect(await total()).toBe(before);
  });

  it.each([
    [
      {},
      "Username should not be blank.",
      {
        username: "Username should not be blank.",
        email: "Email should not be blank.",
        displayName: "Display Name should not be blank.",
        password: "Password should not be blank.",
        roleId: "Role should not be blank.",
      },
    ],
    [{ ...newUser, email: "nina@" }, "Email is not valid.", { email: "Email is not valid." }],
    [
      { ...newUser, username: "abc", password: "abc", displayName: "Ni" },
      "Min character length is 4",
      {
        username: "Min character length is 4",
        displayName: "Min character length is 4",
        password: "Password must be at least 8 characters.",
      },
    ],
    [{ ...newUser, roleName: "" }, "Role should not be blank.", { roleId: "Role should not be blank." }],
    [
      { ...newUser, companyName: ["acme"] },
      "Company must be a list of company ids.",
      { "companyName.0": "Company must be a list of company ids." },
    ],
    [
      { ...newUser, active: "no" },
      "Active must be true or false.",
      { active: "Active must be true or false." },
    ],
  ])("answers 400 for %j", async (body, message, errors) => {
    const before = await total();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors });
    expect(await total()).toBe(before);
  });

  it("lets only a superadmin give the superadmin role", async () => {
    const body = { ...newUser, username: "super2", email: "super2@example.com", roleName: "superadmin" };
    const refused = await create(body, accounts.admin.token);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: "Only a superadmin can give the superadmin role." });
    await ok(await create(body), 201);
  });
});

describe("PUT /api/user/update/{id}", () => {
  it("changes the sent fields only → {user}", async () => {
    const target = await createAccount(t, admin, { username: "upd-one", roleName: "advertiser" });
    const body = await ok(await update(target.id, { displayName: "Updated One", companyName: [companyA] }));
    expect(body.user).toMatchObject({
      _id: target.id,
      username: "upd-one",
      displayName: "Updated One",
      companyName: [companyA],
      role: { roleName: "advertiser" },
    });
    expect(await ok(await get(target.id, admin))).toEqual(body);
    // Profile changes do not sign the user out.
    expect((await whoAmI(target.token)).status).toBe(200);
  });

  it("a new role takes effect on the user's next request", async () => {
    const target = await createAccount(t, admin, { username: "promote-me", roleName: "publisher" });
    expect((await t.request("GET", "/api/user", { token: target.token })).status).toBe(403);
    await ok(await update(target.id, { roleName: "admin" }));
    expect((await t.request("GET", "/api/user", { token: target.token })).status).toBe(200);
  });

  it("a password reset hashes the new password and ends every session of the user", async () => {
    const target = await createAccount(t, admin, { username: "reset-me", roleName: "brand" });
    const second = await signIn(t, "reset-me");
    await ok(await update(target.id, { password: "brand-new-pass" }));
    for (const token of [target.token, second]) {
      const res = await whoAmI(token);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: "Invalid access_token" });
    }
    expect((await login("reset-me", ACCOUNT_PASSWORD)).status).toBe(401);
    expect((await login("reset-me", "brand-new-pass")).status).toBe(200);
    const stored = await t.deps.database.pool.query("select password_hash from users where id = $1", [
      target.id,
    ]);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it("disabling a user makes their token answer 401 at once; enabling lets them sign in again", async () => {
    const target = await createAccount(t, admin, { username: "disable-me", roleName: "agency" });
    // A request right before fills the session cache; disabling must not wait for it to expire.
    expect((await whoAmI(target.token)).status).toBe(200);
    const body = await ok(await update(target.id, { active: false }));
    expect(body.user.active).toBe(false);
    expect((await whoAmI(target.token)).status).toBe(401);
    expect((await login("disable-me", ACCOUNT_PASSWORD)).status).toBe(401);
    await ok(await update(target.id, { active: true }));
    expect((await login("disable-me", ACCOUNT_PASSWORD)).status).toBe(200);
  });

  it("nobody may disable themselves or change their own role", async () => {
    const disable = await update(superadminId, { active: false });
    expect(disable.status).toBe(403);
    expect(await json(disable)).toEqual({ message: "You cannot disable your own account." });
    const demote = await update(accounts.admin.id, { roleName: "publisher" }, accounts.admin.token);
    expect(demote.status).toBe(403);
    expect(await json(demote)).toEqual({ message: "You cannot change your own role." });
    expect((await whoAmI(admin)).status).toBe(200);
    // Their own other fields are fine.
    await ok(await update(accounts.admin.id, { displayName: "User matrix-admin" }, accounts.admin.token));
  });

  it("only a superadmin may change a superadmin", async () => {
    const refused = await update(superadminId, { displayName: "Hacked" }, accounts.admin.token);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: "Only a superadmin can change a superadmin." });
    const promote = await update(accounts.designer.id, { roleName: "superadmin" }, accounts.admin.token);
    expect(promote.status).toBe(403);
    expect((await ok(await get(superadminId, admin))).user.displayName).toBe("Super Admin");
    expect((await ok(await get(accounts.designer.id, admin))).user.role.roleName).toBe("designer");
  });

  it("answers 409 for a taken username or email, 404 for unknown ids, 400 for bad or empty input", async () => {
    const target = await createAccount(t, admin, { username: "clash-me", roleName: "brand" });
    const clash = await update(target.id, { username: "MATRIX-brand" });
    expect(clash.status).toBe(409);
    expect((await json(clash)).errors).toEqual({ username: "The username is already in use" });
    // Its own name in another case is not a clash.
    expect((await ok(await update(target.id, { username: "Clash-Me" }))).user.username).toBe("Clash-Me");
    expect((await update(UNKNOWN_ID, { displayName: "Nobody" })).status).toBe(404);
    expect((await update("clash-me", { displayName: "Nobody" })).status).toBe(404);
    const empty = await update(target.id, {});
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ message: "Nothing to update: send at least one field.", errors: {} });
    const blank = await update(target.id, { email: "", password: "abc" });
    expect(await json(blank)).toEqual({
      message: "Email should not be blank.",
      errors: { email: "Email should not be blank.", password: "Password must be at least 8 characters." },
    });
    const company = await update(target.id, { companyName: [UNKNOWN_ID] });
    expect(company.status).toBe(400);
    expect((await ok(await get(target.id, admin))).user.companyName).toEqual([]);
  });
});

describe("DELETE /api/user/{id}", () => {
  it("deletes a user → {message}; their token answers 401 and the id 404", async () => {
    const target = await createAccount(t, admin, { username: "delete-me", roleName: "publisher" });
    expect(await ok(await remove(target.id))).toEqual({ message: "User deleted successfully" });
    expect((await whoAmI(target.token)).status).toBe(401);
    expect((await get(target.id)).status).toBe(404);
    expect((await remove(target.id)).status).toBe(404);
    expect((await remove("delete-me")).status).toBe(404);
  });

  it("nobody may delete themselves; only a superadmin may delete a superadmin", async () => {
    const self = await remove(superadminId);
    expect(self.status).toBe(403);
    expect(await json(self)).toEqual({ message: "You cannot delete your own account." });
    const other = await remove(superadminId, accounts.admin.token);
    expect(other.status).toBe(403);
    expect(await json(other)).toEqual({ message: "Only a superadmin can change a superadmin." });
    expect((await whoAmI(admin)).status).toBe(200);
  });
});

describe("permission matrix", () => {
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/user", permissions: ["readUser"], allowed: 200 },
    // Public: everyone reads the preview owner's photo.
    { method: "GET", path: `/api/user/${UNKNOWN_ID}`, permissions: [], allowed: 404, anonymous: 404 },
    { method: "POST", path: "/api/user/create", body: {}, permissions: ["createUser"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/user/update/${UNKNOWN_ID}`,
      body: {},
      permissions: ["updateUser"],
      allowed: 400,
    },
    { method: "DELETE", path: `/api/user/${UNKNOWN_ID}`, permissions: ["deleteUser"], allowed: 404 },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
