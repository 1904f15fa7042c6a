import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";
import type { SessionUser } from "./types";

const user: SessionUser = {
  uuid: "5f1c2a9e",
  username: "ann",
  companyName: ["acme"],
  role: { roleName: "designer", moduleRoles: ["createAds"] },
  data: { displayName: "Ann", email: "ann@acme.test", photoURL: "", settings: {}, shortcuts: ["qrCode"] },
};

const { server, api, lastRequest } = useTestServer();

describe("auth endpoints", () => {
  it("login posts the credentials and resolves with the session", async () => {
    const reply = { user, token: "jwt", status: "success", message: "Logged in", multipleDevices: false };
    server.reply("POST /api/auth/login", { json: reply });
    await expect(api().auth.login({ email: "ann", password: "secret1" })).resolves.toEqual(reply);
    expect(lastRequest()).toMatchObject({
      method: "POST",
      url: "/api/auth/login",
      json: { email: "ann", password: "secret1" },
    });
  });

  it("accessToken checks the stored token with a GET", async () => {
    server.reply("GET /api/auth/access-token", { json: { token: "jwt2", user } });
    await expect(api().auth.accessToken()).resolves.toEqual({ token: "jwt2", user });
    expect(lastRequest()).toMatchObject({ method: "GET", url: "/api/auth/access-token" });
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
  });

  it("logout posts an empty body", async () => {
    server.reply("POST /api/auth/logout", { json: { message: "Logged out" } });
    await expect(api().auth.logout()).resolves.toEqual({ message: "Logged out" });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/auth/logout", body: "" });
  });

  it("logoutOthers resolves with the number of ended sessions", async () => {
    server.reply("POST /api/auth/logout-others", { json: { message: "Done", ended: 2 } });
    await expect(api().auth.logoutOthers()).resolves.toEqual({ message: "Done", ended: 2 });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/auth/logout-others" });
  });

  it("register posts the new account", async () => {
    server.reply("POST /api/auth/register", {
      status: 201,
      json: { user, access_token: "jwt", error: null },
    });
    const input = { displayName: "Ann", email: "ann@acme.test", password: "ann-k9x2" };
    await expect(api().auth.register(input)).resolves.toMatchObject({ access_token: "jwt", error: null });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/auth/register", json: input });
  });

  it("updateUser posts only the changed fields", async () => {
    server.reply("POST /api/auth/user/update", { json: { user } });
    await expect(api().auth.updateUser({ shortcuts: ["qrCode", "company"] })).resolves.toEqual({ user });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      url: "/api/auth/user/update",
      json: { shortcuts: ["qrCode", "company"] },
    });
  });

  it("health reads /api/health", async () => {
    server.reply("GET /api/health", { json: { status: "ok", database: "ok", version: "0.1.0" } });
    await expect(api().auth.health()).resolves.toEqual({ status: "ok", database: "ok", version: "0.1.0" });
    expect(lastRequest()).toMatchObject({ method: "GET", url: "/api/health" });
  });
});
