import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function register(displayName: string, email: string, password = "secret-pass") {
  return t.request("POST", "/api/auth/register", { body: { displayName, email, password } });
}

describe("POST /api/auth/login", () => {
  it("signs the seeded superadmin in by username and by email, with the spec's session shape", async () => {
    for (const login of ["superadmin", "admin@adstudio.local", "SuperAdmin"]) {
      const res = await t.request("POST", "/api/auth/login", {
        body: { email: login, password: TEST_ADMIN_PASSWORD },
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ status: "success", message: "Login successful" });
      expect(typeof body.token).toBe("string");
      expect(body.user).toMatchObject({
        username: "superadmin",
        companyName: [],
        role: { roleName: "superadmin" },
        data: {
          displayName: "Super Admin",
          email: "admin@adstudio.local",
          photoURL: "",
          settings: {},
          shortcuts: [],
        },
      });
      expect(body.user.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.user.role.moduleRoles).toContain("readUser");
      expect(body.user).not.toHaveProperty("passwordHash");
    }
  });

  it("answers an unknown account and a wrong password identically", async () => {
    const wrong = await t.request("POST", "/api/auth/login", {
      body: { email: "superadmin", password: "not-it" },
    });
    const unknown = await t.request("POST", "/api/auth/login", {
      body: { email: "nobody-here", password: "not-it" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it("reports validation errors on the email and password fields", async () => {
    const res = await t.request("POST", "/api/auth/login", { body: { email: "ab", password: "xyz" } });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors).toEqual({
      email: "Min character length is 4",
      password: "Min character length is 4",
    });
    expect(body.message).toBe("Min character length is 4");
  });

  it("flags a sign-in while another session of the account is live", async () => {
    await register("Multi Device", "multi@example.com");
    const first = await t.request("POST", "/api/auth/login", {
      body: { email: "multi@example.com", password: "secret-pass" },
    });
    // The registration itself opened a session, so even the first explicit sign-in sees another device.
    expect((await json(first)).multipleDevices).toBe(true);
    const other = await register("Single Device", "single@example.com");
    const { access_token } = await json(other);
    await t.request("POST", "/api/auth/logout", { token: access_token });
    const single = await t.request("POST", "/api/auth/login", {
      body: { email: "single@example.com", password: "secret-pass" },
    });
    expect((await json(single)).multipleDevices).toBe(false);
  });
});

describe("POST /api/auth/register", () => {
  it("creates a user with the least privileged role and signs them in", async () => {
    const res = await register("Pat Publisher", "Pat@Example.com");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.error).toBeNull();
    expect(body.user).toMatchObject({
      role: { roleName: "publisher" },
      data: { displayName: "Pat Publisher", email: "pat@example.com" },
    });
    // A username is derived from the email; sign-in needs at least 4 characters, so short ones are padded.
    expect(body.user.username).toBe("patuser");
    const me = await t.request("GET", "/api/auth/access-token", { token: body.access_token });
    expect(me.status).toBe(200);
    const login = await t.request("POST", "/api/auth/login", {
      body: { email: "patuser", password: "secret-pass" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses an email already in use with 409 on the email field", async () => {
    await register("First Owner", "taken@example.com");
    const res = await register("Second Owner", "TAKEN@example.com");
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: "The email is already in use",
      errors: { email: "The email is already in use" },
    });
  });

  it("gives registrations at once with the same email name part each a free username, never a 500", async () => {
    const answers = await Promise.all(
      ["a", "b", "c", "d", "e", "f"].map((domain) => register("Racing Person", `racer@${domain}.example`)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const usernames = await Promise.all(answers.map(async (res) => (await json(res)).user.username));
    expect(new Set(usernames).size).toBe(6);
    expect(usernames).toContain("racer");
  });

  it("answers registrations at once with the same email one 200 and 409s, never a 500", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => register("Twin", "twin@example.com")));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it("validates with the spec's messages and writes nothing", async () => {
    const before = await countUsers();
    const res = await t.request("POST", "/api/auth/register", {
      body: { displayName: "abc", email: "not-an-email", password: "secret-pass" },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors.displayName).toBe("Min character length is 4");
    expect(body.errors.email).toBe("Please enter a valid email");
    expect(await countUsers()).toBe(before);
  });

  it("is refused with 403 when registration is closed", async () => {
    const closed = await createTestContext({ ADSTUDIO_REGISTRATION: "closed" });
    try {
      const res = await closed.request("POST", "/api/auth/register", {
        body: { displayName: "Closed Door", email: "closed@example.com", password: "secret-pass" },
      });
      expect(res.status).toBe(403);
      expect((await json(res)).message).toMatch(/Registration is closed/);
    } finally {
      await closed.close();
    }
  });
});

async function countUsers(): Promise<number> {
  const result = await t.deps.database.pool.query("select count(*)::int as n from users");
  return result.rows[0].n;
}
