import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();
const AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

describe("share links endpoints", () => {
  it("create, list and revoke call their paths", async () => {
    server.reply(`POST /api/ads/share/${AD}`, { status: 201, json: { link: {}, url: "u" } });
    await api().shareLinks.create(AD, { mode: "view", expiresInDays: 3 });
    expect(lastRequest().json).toEqual({ mode: "view", expiresInDays: 3 });
    server.reply(`GET /api/ads/share/${AD}`, { json: { links: [] } });
    await expect(api().shareLinks.list(AD)).resolves.toEqual({ links: [] });
    server.reply("POST /api/ads/share/revoke/l1", { json: { link: {} } });
    await api().shareLinks.revoke("l1");
    expect(lastRequest().url).toBe("/api/ads/share/revoke/l1");
  });

  it("review sends the token and password in headers, never in the address", async () => {
    server.reply("GET /api/review", { json: { ok: true } });
    await api().shareLinks.review("tok", "secret-pass");
    expect(lastRequest().url).toBe("/api/review");
    expect(lastRequest().headers["x-review-token"]).toBe("tok");
    expect(lastRequest().headers["x-review-password"]).toBe("secret-pass");
  });
});
