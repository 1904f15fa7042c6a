import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();
const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

describe("ad comments endpoints", () => {
  it("list sends the version only when asked, add and resolve send their bodies", async () => {
    server.reply(`GET /api/ads/comments/${id}`, { json: { version: 0, currentVersion: 0, comments: [] } });
    await api().adComments.list(id);
    expect(new URL(lastRequest().url, server.origin).search).toBe("");
    await api().adComments.list(id, 2);
    expect(new URL(lastRequest().url, server.origin).search).toBe("?version=2");

    server.reply(`POST /api/ads/comments/${id}`, { status: 201, json: { comment: { _id: "c1" } } });
    await api().adComments.add(id, { body: "Bigger logo", size: "sz300x250", x: 0.5, y: 0.25 });
    expect(JSON.parse(lastRequest().body)).toEqual({
      body: "Bigger logo",
      size: "sz300x250",
      x: 0.5,
      y: 0.25,
    });

    server.reply("POST /api/ads/comments/resolve/c1", { json: { comment: { _id: "c1" } } });
    await api().adComments.resolve("c1", true);
    expect(JSON.parse(lastRequest().body)).toEqual({ resolved: true });

    server.reply(`GET /api/ads/comments/people/${id}`, { json: { people: [] } });
    await expect(api().adComments.people(id)).resolves.toEqual({ people: [] });
  });
});
