import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { secretKeyOf } from "./secret-key";
import { useTestServer } from "./test-server";

const { server } = useTestServer();

const KEY = `adsk_${"k".repeat(43)}`;
const answer = { result: { "x-secret-key": KEY } };
const lastJson = () => JSON.parse(server.requests.at(-1)?.body ?? "null");

describe("secret keys, whoami and batch endpoints", () => {
  it("get and generate post {userId} (or {} for the caller) and answer {result: {x-secret-key}}", async () => {
    const api = createApiClient({ baseURL: server.origin, getToken: () => "tok" });
    server.reply("POST /api/user/get-secret-key", { json: answer });
    server.reply("POST /api/user/generate-secret-key", { json: answer });
    expect(secretKeyOf(await api.secretKey.get("u1"))).toBe(KEY);
    expect(lastJson()).toEqual({ userId: "u1" });
    await api.secretKey.get();
    expect(lastJson()).toEqual({});
    await expect(api.secretKey.generate("u2")).resolves.toEqual(answer);
    expect(server.requests.at(-1)).toMatchObject({ method: "POST", url: "/api/user/generate-secret-key" });
    expect(lastJson()).toEqual({ userId: "u2" });
  });

  it("me reads GET /api/auth/me with the secret key", async () => {
    const api = createApiClient({ baseURL: server.origin, secretKey: KEY });
    server.reply("GET /api/auth/me", { json: { user: { uuid: "u1" }, via: "secretKey" } });
    await expect(api.auth.me()).resolves.toMatchObject({ via: "secretKey" });
    expect(server.requests[0]?.headers["x-secret-key"]).toBe(KEY);
  });

  it("bulk posts {rows, dryRun} to the qr and company batch endpoints", async () => {
    const api = createApiClient({ baseURL: server.origin, secretKey: KEY });
    const reply = { results: [], created: 0, updated: 0, unchanged: 0, failed: 0, dryRun: true };
    server.reply("POST /api/qr/bulk", { json: reply });
    server.reply("POST /api/company/bulk", { json: reply });
    await expect(api.qr.bulk([{ id: "a" }], { dryRun: true })).resolves.toEqual(reply);
    expect(lastJson()).toEqual({ rows: [{ id: "a" }], dryRun: true });
    await api.companies.bulk([{ shortName: "b" }]);
    expect(server.requests.at(-1)?.url).toBe("/api/company/bulk");
    expect(lastJson()).toEqual({ rows: [{ shortName: "b" }], dryRun: false });
  });
});
