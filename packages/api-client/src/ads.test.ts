import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

describe("ads endpoints", () => {
  it("list sends the page and the filters together", async () => {
    server.reply("GET /api/ads", { json: { ads: [], page: 2, total: 0 } });
    await api().ads.list(
      { limit: 10, page: 2, search: "coffee", sort: { name: 1 } },
      { type: "story", company: "c1", status: "published" },
    );
    const url = new URL(lastRequest().url, server.origin);
    expect(url.pathname).toBe("/api/ads");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      page: "2",
      search: "coffee",
      sort: '{"name":1}',
      type: "story",
      company: "c1",
      status: "published",
    });
  });

  it("list sends filters without paging, and choices calls its endpoint", async () => {
    server.reply("GET /api/ads", { json: { ads: [], page: 1, total: 0 } });
    await api().ads.list(undefined, { campaign: "k1" });
    expect(new URL(lastRequest().url, server.origin).search).toBe("?campaign=k1");
    server.reply("GET /api/ads/choices", { json: { companies: [], campaigns: [] } });
    await expect(api().ads.choices()).resolves.toEqual({ companies: [], campaigns: [] });
  });

  it("publish sends its notes, versions and rollback call their endpoints", async () => {
    const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    server.reply(`POST /api/ads/publish/${id}`, { json: { ad: { _id: id } } });
    await api().ads.publish(id, 3, { notes: "New headline" });
    expect(JSON.parse(lastRequest().body)).toEqual({ revision: 3, notes: "New headline" });
    await api().ads.publish(id, 4);
    expect(JSON.parse(lastRequest().body)).toEqual({ revision: 4 });

    server.reply(`GET /api/ads/versions/${id}`, { json: { versions: [] } });
    await expect(api().ads.versions(id)).resolves.toEqual({ versions: [] });

    server.reply(`POST /api/ads/rollback/${id}`, { json: { ad: { _id: id } } });
    await api().ads.rollback(id, { version: 1, revision: 5, restoreDraft: true });
    expect(lastRequest().method).toBe("POST");
    expect(JSON.parse(lastRequest().body)).toEqual({ version: 1, revision: 5, restoreDraft: true });
  });

  it("tags sends only the filters given", async () => {
    const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    const answer = { version: 2, sizes: ["sz300x250"], macros: [], tags: [] };
    server.reply(`GET /api/ads/tags/${id}`, { json: answer });
    await expect(api().ads.tags(id, { server: "gam", type: "js" })).resolves.toEqual(answer);
    expect(new URL(lastRequest().url, server.origin).search).toBe("?server=gam&type=js");
    await api().ads.tags(id);
    expect(new URL(lastRequest().url, server.origin).search).toBe("");
  });

  it("exportPackage answers the zip's bytes and sends the layout only when one is chosen", async () => {
    const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    server.reply(`GET /api/ads/export/${id}`, {
      raw: "PK-zip",
      headers: { "content-type": "application/zip" },
    });
    const bytes = await api().ads.exportPackage(id, "cm360");
    expect(new TextDecoder().decode(bytes)).toBe("PK-zip");
    expect(new URL(lastRequest().url, server.origin).search).toBe("?server=cm360");
    await api().ads.exportPackage(id);
    expect(new URL(lastRequest().url, server.origin).search).toBe("");
    // A refusal of a binary request still says why.
    const message =
      "This ad has not been published yet: publish it first, then download its package for ad servers.";
    server.reply(`GET /api/ads/export/${id}`, { status: 409, json: { message } });
    await expect(api().ads.exportPackage(id)).rejects.toMatchObject({ status: 409, message });
  });

  it("previewDraft asks for the saved draft to be rendered and answers where it is", async () => {
    const id = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    const draft = {
      location: `${server.origin}/creatives/${id}/draft-0123456789abcdef/index.html`,
      revision: 4,
    };
    server.reply(`POST /api/ads/preview/${id}`, { json: draft });
    await expect(api().ads.previewDraft(id)).resolves.toEqual(draft);
    expect(lastRequest().method).toBe("POST");
  });
});
