import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

const { server, api } = useTestServer();
const ID = "4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f";

describe("rich-media templates", () => {
  it("saves an ad as a template with a POST of its id and the name", async () => {
    server.reply("POST /api/richtemplates/create", { status: 400, json: { message: "No." } });
    await expect(api().richTemplates.create({ name: "Spring", ad: ID })).rejects.toMatchObject({
      status: 400,
      message: "No.",
    });
    const request = server.requests.at(-1);
    expect(request?.url).toBe("/api/richtemplates/create");
    expect(JSON.parse(request?.body ?? "")).toEqual({ name: "Spring", ad: ID });
  });

  it("lists with paging, search and the format filter in the query", async () => {
    server.reply("GET /api/richtemplates", {
      json: { templates: [], page: 2, total: 0, totalEstimated: false },
    });
    await api().richTemplates.list({ page: 2, limit: 10, search: "cup" }, { type: "story" });
    const url = new URL(`http://x${server.requests.at(-1)?.url}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: "2", search: "cup", type: "story" });
  });

  it("saves by revision with a PUT and asks for the preview with a POST", async () => {
    server.reply(`PUT /api/richtemplates/update/${ID}`, { status: 409, json: { message: "Stale." } });
    await expect(api().richTemplates.update(ID, { revision: 3, name: "X" })).rejects.toMatchObject({
      status: 409,
    });
    expect(JSON.parse(server.requests.at(-1)?.body ?? "")).toEqual({ revision: 3, name: "X" });
    server.reply(`POST /api/richtemplates/preview/${ID}`, {
      json: { location: `http://x/creatives/${ID}/draft-0123456789abcdef/index.html`, revision: 3 },
    });
    await expect(api().richTemplates.previewDraft(ID)).resolves.toMatchObject({ revision: 3 });
  });
});
