import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();
const ID = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

describe("showcase endpoints", () => {
  it("lists at the spec's paths with the spec's bodies", async () => {
    server.reply("POST /api/rmcreator/adsShowcaseList", { json: { docs: [], total: 0 } });
    await api().showcase.list({ limit: 8, page: 2, sort: { createdAt: -1 }, types: ["story"] });
    expect(JSON.parse(lastRequest().body)).toEqual({
      limit: 8,
      page: 2,
      sort: { createdAt: -1 },
      types: ["story"],
    });
    server.reply("POST /api/rmcreator/adsListById", { json: { docs: [], total: 0 } });
    await api().showcase.publicList({ companyId: ID, limit: 8, page: 1 });
    expect(JSON.parse(lastRequest().body)).toEqual({ companyId: ID, limit: 8, page: 1 });
    server.reply("POST /api/rmcreator/adCategories", { json: { docs: ["mini"] } });
    await expect(api().showcase.categories()).resolves.toEqual({ docs: ["mini"] });
    server.reply("POST /api/rmcreator/adCategoriesById", { json: { docs: [] } });
    await api().showcase.publicCategories(ID);
    expect(JSON.parse(lastRequest().body)).toEqual({ company: ID });
    const counts = { docs: [{ _id: ID, impressions: 1234, scans: 3 }] };
    server.reply("POST /api/rmcreator/adStats", { json: counts });
    await expect(api().showcase.stats([ID])).resolves.toEqual(counts);
    expect(JSON.parse(lastRequest().body)).toEqual({ ids: [ID] });
  });

  it("sends covers, preview texts and clones with PUT and POST", async () => {
    server.reply("PUT /api/ads/updateCoverImage", { json: { ad: { _id: ID } } });
    const file = { body: "data:image/png;base64,AAAA", fileName: "coverImage_a.png", fileType: "image/png" };
    await api().showcase.updateCoverImage({ _id: ID, fileName: "coverImage_a.png", file });
    expect(lastRequest().method).toBe("PUT");
    expect(JSON.parse(lastRequest().body)).toEqual({ _id: ID, fileName: "coverImage_a.png", file });
    server.reply("PUT /api/ads/updatePreview", { json: { ad: { _id: ID } } });
    await api().showcase.updatePreview({ id: ID, field: "previewHeading", value: "Hi" });
    expect(JSON.parse(lastRequest().body)).toEqual({ id: ID, field: "previewHeading", value: "Hi" });
    server.reply("POST /api/richads/cloneAds", { status: 201, json: { ads: { _id: "new" } } });
    await expect(api().showcase.clone({ name: "Copy", placementId: ID })).resolves.toEqual({
      ads: { _id: "new" },
    });
  });
});
