import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";
import { AuthCache } from "./auth-cache.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function signIn(email = "superadmin", password = TEST_ADMIN_PASSWORD): Promise<string> {
  const res = await t.request("POST", "/api/auth/login", { body: { email, password } });
  expect(res.status).toBe(200);
  return (await json(res)).token;
}

const accessToken = (token?: string) => t.request("GET", "/api/auth/access-token", token ? { token } : {});

describe("GET /api/auth/access-token", () => {
  it("answers the user and a fresh token for the same session", async () => {
    const token = await signIn();
    const res = await accessToken(token);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.user.username).toBe("superadmin");
    expect((await accessToken(body.token)).status).toBe(200);
  });

  it("answers 401 'Invalid access_token' without a token, for garbage, a wrong signature or alg none", async () => {
    const token = await signIn();
    const [header, payload] = token.split(".");
    const wrongSignature = `${header}.${payload}.${"A".repeat(43)}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const algNone = `${noneHeader}.${payload}.`;
    const otherKey = await new SignJWT({ sid: "00000000-0000-0000-0000-000000000000" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("someone")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("x".repeat(48)));
    for (const bad of [undefined, "garbage", wrongSignature, algNone, otherKey]) {
      const res = await accessToken(bad);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: "Invalid access_token" });
    }
  });

  it("answers 401 'access_token expired' for an expired token", async () => {
    const token = await signIn();
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.deps.jwtKey);
    const res = await accessToken(expired);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: "access_token expired" });
  });

  it("answers 401 'Invalid access_token' for a correctly signed token of a live session without exp", async () => {
    const token = await signIn();
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const forever = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuedAt()
      .sign(t.deps.jwtKey);
    for (const path of ["/api/auth/access-token", "/api/auth/me"]) {
      const res = await t.request("GET", path, { token: forever });
      expect(res.status, path).toBe(401);
      expect(await json(res)).toEqual({ message: "Invalid access_token" });
    }
    // The session itself is fine: its real token still works.
    expect((await accessToken(token)).status).toBe(200);
  });

  it("refuses a token whose user was disabled, and their sign-in", async () => {
    const reg = await t.request("POST", "/api/auth/register", {
      body: { displayName: "Soon Disabled", email: "disabled@example.com", password: "secret-pass" },
    });
    const { access_token: token, user } = await json(reg);
    expect((await accessToken(token)).status).toBe(200);
    await t.deps.database.pool.query("update users set active = false where id = $1", [user.uuid]);
    // Disabling through the users screen drops the cache too (issue 4); here the row is changed directly.
    await t.deps.authCache.forgetUser(user.uuid);
    expect((await accessToken(token)).status).toBe(401);
    const again = await t.request("POST", "/api/auth/login", {
      body: { email: "disabled@example.com", password: "secret-pass" },
    });
    expect(again.status).toBe(401);
  });
});

describe("logout and revocation", () => {
  it("POST /api/auth/logout ends the session at once", async () => {
    const token = await signIn();
    const res = await t.request("POST", "/api/auth/logout", { token });
    expect(res.status).toBe(200);
    expect((await accessToken(token)).status).toBe(401);
    expect((await t.request("POST", "/api/auth/logout", { token })).status).toBe(401);
  });

  it("POST /api/auth/logout with a secret key answers 401 and ends nothing", async () => {
    const token = await signIn();
    const keyRes = await t.request("POST", "/api/user/get-secret-key", { token });
    expect(keyRes.status).toBe(200);
    const key = (await json(keyRes)).result["x-secret-key"];
    const res = await t.request("POST", "/api/auth/logout", { headers: { "x-secret-key": key } });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: "Invalid access_token" });
    expect((await accessToken(token)).status).toBe(200);
    const me = await t.request("GET", "/api/auth/me", { headers: { "x-secret-key": key } });
    expect(me.status).toBe(200);
  });

  it("POST /api/auth/logout-others ends every other session and keeps this one", async () => {
    const phone = await signIn();
    const tablet = await signIn();
    const desk = await signIn();
    const res = await t.request("POST", "/api/auth/logout-others", { token: desk });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe("Logged out from other devices");
    expect(body.ended).toBeGreaterThanOrEqual(2);
    expect((await accessToken(phone)).status).toBe(401);
    expect((await accessToken(tablet)).status).toBe(401);
    expect((await accessToken(desk)).status).toBe(200);
  });
  it("POST /api/auth/logout-others refuses another device's token at once, even one the server just cached", async () => {
    // The real cache, keeping a session for an hour instead of 2 s, so only dropping it can refuse the
    // token below, however slow the machine.
    const cache = t.deps.authCache;
    t.deps.authCache = new AuthCache({ ttlMs: 60 * 60_000 });
    try {
      const phone = await signIn();
      const desk = await signIn();
      // The phone has been using its token: the server now remembers its session.
      expect((await t.request("GET", "/api/auth/me", { token: phone })).status).toBe(200);
      expect((await t.request("GET", "/api/auth/me", { token: desk })).status).toBe(200);

      const res = await t.request("POST", "/api/auth/logout-others", { token: desk });
      expect(res.status).toBe(200);
      expect((await json(res)).message).toBe("Logged out from other devices");

      const refused = await t.request("GET", "/api/auth/me", { token: phone });
      expect(refused.status).toBe(401);
      expect(await json(refused)).toEqual({ message: "Invalid access_token" });
      expect((await accessToken(phone)).status).toBe(401);
      expect((await t.request("GET", "/api/auth/me", { token: desk })).status).toBe(200);
      expect((await accessToken(desk)).status).toBe(200);
    } finally {
      t.deps.authCache = cache;
    }
  });
});

describe("POST /api/auth/user/update", () => {
  it("saves display name, photo, settings and shortcuts, also in the original {user} wrapper", async () => {
    const token = await signIn();
    const direct = await t.request("POST", "/api/auth/user/update", {
      token,
      body: {
        displayName: "Root Admin",
        shortcuts: ["ads", "qr", "ads"],
        settings: { layout: { style: "layout2" } },
      },
    });
    expect(direct.status).toBe(200);
    expect((await json(direct)).user.data).toMatchObject({
      displayName: "Root Admin",
      shortcuts: ["ads", "qr"],
      settings: { layout: { style: "layout2" } },
    });
    const wrapped = await t.request("POST", "/api/auth/user/update", {
      token,
      body: { user: { photoURL: "https://cdn.example.com/me.png" } },
    });
    expect(wrapped.status).toBe(200);
    const reread = await json(await accessToken(token));
    expect(reread.user.data).toMatchObject({
      displayName: "Root Admin",
      photoURL: "https://cdn.example.com/me.png",
    });
  });

  it("saves the changes of a whole session user posted back as {user} (the original studio), under data", async () => {
    const token = await signIn();
    const { user } = await json(await accessToken(token));
    const res = await t.request("POST", "/api/auth/user/update", {
      token,
      body: {
        user: {
          ...user,
          role: { roleName: "someone-else", moduleRoles: [] },
          data: {
            ...user.data,
            displayName: "Data Admin",
            email: "other@example.com",
            shortcuts: ["company"],
          },
        },
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json(await accessToken(token))).user;
    expect(saved.data).toEqual({ ...user.data, displayName: "Data Admin", shortcuts: ["company"] });
    expect(saved.role).toEqual(user.role);
    // A field at the top level wins over the same one under data; a bad one under data is refused.
    const both = await t.request("POST", "/api/auth/user/update", {
      token,
      body: { user: { displayName: "Top Admin", data: { displayName: "Data Again" } } },
    });
    expect((await json(both)).user.data.displayName).toBe("Top Admin");
    const bad = await t.request("POST", "/api/auth/user/update", {
      token,
      body: { user: { data: { shortcuts: 5 } } },
    });
    expect(bad.status).toBe(400);
    expect((await json(await accessToken(token))).user.data.shortcuts).toEqual(["company"]);
  });

  it("refuses settings that are not the shell's (a __proto__ key, an unknown one) and keeps the saved ones", async () => {
    const token = await signIn();
    await t.request("POST", "/api/auth/user/update", { token, body: { settings: { direction: "rtl" } } });
    for (const body of [
      '{"settings": {"__proto__": {"isAdmin": true}}}',
      '{"settings": {"direction": "ltr", "theme": {"__proto__": {"x": 1}}}}',
      '{"settings": {"direction": "ltr", "script": "<b>"}}',
    ]) {
      const res = await t.app.request("/api/auth/user/update", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
      expect(res.status, body).toBe(400);
    }
    expect((await json(await accessToken(token))).user.data.settings).toEqual({ direction: "rtl" });
  });

  it("requires a signed-in caller", async () => {
    const res = await t.request("POST", "/api/auth/user/update", { body: { displayName: "Nobody Here" } });
    expect(res.status).toBe(401);
  });
});
