import { type RoleName, SECRET_KEY_PATTERN } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  accountsByRole,
  createAccount,
  expectedStatus,
  MATRIX_CALLERS,
  type MatrixEndpoint,
  signInSuperadmin,
  statusFor,
} from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { secretKeyDigest } from "./crypto.js";

let t: TestContext;
let admin: string;
let superadminId: string;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  superadminId = (await json(await t.request("GET", "/api/auth/me", { token: admin }))).user.uuid;
  accounts = await accountsByRole(t, admin, "sk");
});
afterAll(() => t.close());

type Caller = { token: string } | { key: string };
const headersOf = (caller: Caller) =>
  "key" in caller ? { headers: { "x-secret-key": caller.key } } : { token: caller.token };

async function keyCall(path: "get-secret-key" | "generate-secret-key", caller: Caller, body: unknown = {}) {
  return t.request("POST", `/api/user/${path}`, { ...headersOf(caller), body });
}

/** The caller's key through the API (200 expected). */
async function readKey(caller: Caller, path: "get-secret-key" | "generate-secret-key" = "get-secret-key") {
  const res = await keyCall(path, caller);
  expect(res.status, await res.clone().text()).toBe(200);
  const key: string = (await json(res)).result["x-secret-key"];
  expect(key).toMatch(SECRET_KEY_PATTERN);
  return key;
}

const meWithKey = (key: string) => t.request("GET", "/api/auth/me", { headers: { "x-secret-key": key } });

describe("reading and generating a key", () => {
  it("answers {result: {x-secret-key}}: made on first read, the same on the next", async () => {
    const { token } = accounts.publisher;
    const first = await readKey({ token });
    expect(await readKey({ token })).toBe(first);
    expect(await readKey({ key: first })).toBe(first);
  });

  it("keeps the key only encrypted, with its SHA-256 digest for lookup", async () => {
    const key = await readKey({ token: accounts.brand.token });
    const { rows } = await t.deps.database.pool.query(
      "select digest, ciphertext from secret_keys where user_id = $1",
      [accounts.brand.id],
    );
    expect(rows).toEqual([{ digest: secretKeyDigest(key), ciphertext: expect.any(String) }]);
    expect(rows[0].ciphertext).not.toContain(key.slice(5, 25));
    const dump = await t.deps.database.pool.query("select * from secret_keys");
    expect(JSON.stringify(dump.rows)).not.toContain(key);
  });

  it("takes userId as the caller's own id, or no body at all", async () => {
    const { token, id } = accounts.agency;
    const key = await readKey({ token });
    const own = await keyCall("get-secret-key", { token }, { userId: id.toUpperCase() });
    expect((await json(own)).result["x-secret-key"]).toBe(key);
    const bare = await t.request("POST", "/api/user/get-secret-key", { token });
    expect(bare.status).toBe(200);
    expect((await json(bare)).result["x-secret-key"]).toBe(key);
  });

  it("generating replaces the key: the old one fails at once, even right after it was used", async () => {
    const { token } = accounts.advertiser;
    const old = await readKey({ token });
    expect((await meWithKey(old)).status).toBe(200); // now cached
    const fresh = await readKey({ token }, "generate-secret-key");
    expect(fresh).not.toBe(old);
    const rejected = await meWithKey(old);
    expect(rejected.status).toBe(401);
    expect(await json(rejected)).toEqual({ message: "Invalid secret key" });
    expect((await meWithKey(fresh)).status).toBe(200);
    expect(await readKey({ token })).toBe(fresh);
  });

  it("a key caller may rotate its own key, which then answers the new one", async () => {
    const old = await readKey({ token: accounts.designer.token });
    const fresh = await readKey({ key: old }, "generate-secret-key");
    expect((await meWithKey(old)).status).toBe(401);
    expect((await json(await meWithKey(fresh))).user.username).toBe(accounts.designer.username);
  });

  it("rejects a malformed body with 400 and an unknown user with 404", async () => {
    const bad = await keyCall("get-secret-key", { token: admin }, { userId: 5 });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: "userId must be a user id." });
    expect((await keyCall("generate-secret-key", { token: admin }, { userId: UNKNOWN_ID })).status).toBe(404);
    expect((await keyCall("generate-secret-key", { token: admin }, { userId: "nope" })).status).toBe(404);
    expect((await keyCall("get-secret-key", { token: admin }, [])).status).toBe(400);
  });
});

describe("who may read and rotate whose key", () => {
  it("nobody reads another user's key, not even a superadmin", async () => {
    const res = await keyCall("get-secret-key", { token: admin }, { userId: accounts.publisher.id });
    expect(res.status).toBe(403);
    const peer = await keyCall(
      "get-secret-key",
      { token: accounts.brand.token },
      { userId: accounts.agency.id },
    );
    expect(peer.status).toBe(403);
  });

  it("admins rotate anyone's key; the owner's old key fails and the new one is the owner's", async () => {
    const owner = accounts.publisher;
    const old = await readKey({ token: owner.token });
    const res = await keyCall("generate-secret-key", { token: accounts.admin.token }, { userId: owner.id });
    expect(res.status).toBe(200);
    const provisioned: string = (await json(res)).result["x-secret-key"];
    expect((await meWithKey(old)).status).toBe(401);
    expect((await json(await meWithKey(provisioned))).user.uuid).toBe(owner.id);
    expect(await readKey({ token: owner.token })).toBe(provisioned);
  });

  it("others cannot rotate someone else's key; only a superadmin rotates a superadmin's", async () => {
    const peer = await keyCall(
      "generate-secret-key",
      { token: accounts.brand.token },
      { userId: accounts.agency.id },
    );
    expect(peer.status).toBe(403);
    const up = await keyCall(
      "generate-secret-key",
      { token: accounts.admin.token },
      { userId: superadminId },
    );
    expect(up.status).toBe(403);
  });

  const endpoints: MatrixEndpoint[] = [
    { method: "POST", path: "/api/user/get-secret-key", body: {}, permissions: ["secretKey"], allowed: 200 },
    {
      method: "POST",
      path: "/api/user/generate-secret-key",
      body: { userId: UNKNOWN_ID },
      permissions: ["secretKey"],
      // Everyone with the permission gets past the check; only the admin group may name another user.
      allowed: 404,
    },
  ];
  for (const endpoint of endpoints) {
    for (const caller of MATRIX_CALLERS) {
      it(`${endpoint.method} ${endpoint.path} as ${caller}`, async () => {
        const token = caller === "anonymous" ? undefined : accounts[caller].token;
        let expected = expectedStatus(endpoint, caller);
        if (
          endpoint.path.endsWith("generate-secret-key") &&
          !["superadmin", "admin", "anonymous"].includes(caller)
        ) {
          expected = 403;
        }
        expect(await statusFor(t, endpoint, token)).toBe(expected);
      });
    }
  }
});

describe("authenticating with x-secret-key", () => {
  it("acts as the key's user with exactly that user's permissions", async () => {
    const publisherKey = await readKey({ token: accounts.publisher.token });
    const me = await json(await meWithKey(publisherKey));
    expect(me).toMatchObject({ via: "secretKey", user: { uuid: accounts.publisher.id } });
    const headers = { "x-secret-key": publisherKey };
    expect((await t.request("GET", "/api/qr", { headers })).status).toBe(403);
    expect((await t.request("GET", "/api/user", { headers })).status).toBe(403);
    expect((await t.request("GET", "/api/menuCollection", { headers })).status).toBe(200);

    const adminKey = await readKey({ token: admin });
    expect((await t.request("GET", "/api/qr", { headers: { "x-secret-key": adminKey } })).status).toBe(200);
  });

  it("a key wins over a bearer token sent along, and a bad key is not rescued by a good token", async () => {
    const publisherKey = await readKey({ token: accounts.publisher.token });
    const both = await t.request("GET", "/api/qr", {
      token: admin,
      headers: { "x-secret-key": publisherKey },
    });
    expect(both.status).toBe(403);
    const bad = await t.request("GET", "/api/qr", {
      token: admin,
      headers: { "x-secret-key": "adsk_wrong" },
    });
    expect(bad.status).toBe(401);
  });

  it("rejects malformed, unknown and tampered keys with 401", async () => {
    for (const key of ["nope", "adsk_", `adsk_${"A".repeat(43)}`, `ADSK_${"a".repeat(43)}`]) {
      const res = await meWithKey(key);
      expect(res.status, key).toBe(401);
      expect(await json(res)).toEqual({ message: "Invalid secret key" });
    }
    // A ciphertext moved onto another user's row does not open there (it is bound to its owner's id).
    const thief = await createAccount(t, admin, { username: "sk-thief", roleName: "publisher" });
    const victimKey = await readKey({ token: accounts.agency.token });
    await readKey({ token: thief.token });
    await t.deps.database.pool.query(
      "update secret_keys set ciphertext = (select ciphertext from secret_keys where user_id = $1) where user_id = $2",
      [thief.id, accounts.agency.id],
    );
    await t.deps.authCache.forgetAll();
    expect((await meWithKey(victimKey)).status).toBe(401);
  });

  it("has no session: token-only endpoints answer 401", async () => {
    const key = await readKey({ token: accounts.brand.token });
    const res = await t.request("GET", "/api/auth/access-token", { headers: { "x-secret-key": key } });
    expect(res.status).toBe(401);
  });

  it("disabling the user disables the key at once; enabling brings it back", async () => {
    const user = await createAccount(t, admin, { username: "sk-disabled", roleName: "publisher" });
    const key = await readKey({ token: user.token });
    expect((await meWithKey(key)).status).toBe(200);
    const off = await t.request("PUT", `/api/user/update/${user.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await meWithKey(key)).status).toBe(401);
    await t.request("PUT", `/api/user/update/${user.id}`, { token: admin, body: { active: true } });
    expect((await meWithKey(key)).status).toBe(200);
  });

  it("deleting the user deletes the key", async () => {
    const user = await createAccount(t, admin, { username: "sk-deleted", roleName: "publisher" });
    const key = await readKey({ token: user.token });
    expect((await t.request("DELETE", `/api/user/${user.id}`, { token: admin })).status).toBe(200);
    expect((await meWithKey(key)).status).toBe(401);
    const { rows } = await t.deps.database.pool.query("select 1 from secret_keys where user_id = $1", [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("a role without secretKey may not read keys, and a key provisioned for it answers 403", async () => {
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "no-keys", moduleRoles: ["readAds"] },
    });
    expect(role.status, await role.clone().text()).toBe(201);
    const user = await createAccount(t, admin, { username: "sk-nokeys", roleName: "no-keys" });
    expect((await keyCall("get-secret-key", { token: user.token })).status).toBe(403);
    const provisioned = await keyCall("generate-secret-key", { token: admin }, { userId: user.id });
    const key: string = (await json(provisioned)).result["x-secret-key"];
    const res = await meWithKey(key);
    expect(res.status).toBe(403);
    // A public endpoint treats such a caller as anonymous rather than refusing it.
    expect(
      (await t.request("GET", `/api/user/${user.id}`, { headers: { "x-secret-key": key } })).status,
    ).toBe(200);
  });
});
