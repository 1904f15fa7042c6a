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
});
