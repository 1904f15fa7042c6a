import { describe, expect, it } from "vitest";
import { ApiError } from "./index";
import { useTestServer } from "./test-server";

const { server, api } = useTestServer();

const template = {
  _id: "4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f",
  name: "Spring",
  size: "300x250",
  clickTag: true,
  errors: 0,
  warnings: 0,
  location: "http://x/creatives/templates/4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f/index.html",
  company: { _id: "c", name: "Acme" },
  createdBy: null,
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-14T09:30:00.000Z",
  report: { issues: [], files: 1, bytes: 5 },
};

describe("templates", () => {
  it("uploads the zip in a part named file, with the name and company in the query", async () => {
    server.reply("POST /api/templates/upload", { status: 201, json: { template } });
    const file = new File(["PK.."], "spring.zip", { type: "application/zip" });
    await expect(api().templates.upload(file, { name: "Spring", company: "c" })).resolves.toEqual({
      template,
    });
    const request = server.requests.at(-1);
    expect(request?.url).toBe("/api/templates/upload?name=Spring&company=c");
    expect(request?.body).toContain('Content-Disposition: form-data; name="file"; filename="spring.zip"');
  });

  it("rejects with the server's message naming the limit", async () => {
    const message = '"../x" points outside the zip\'s folder.';
    server.reply("POST /api/templates/upload", { status: 400, json: { message, errors: { file: message } } });
    const error = await api()
      .templates.upload(new File(["x"], "bad.zip"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message });
  });

  it("uses a template as an ad: its id in the path, the new ad's name, company and campaign in the body", async () => {
    const ad = { _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f", name: "Spring ad" };
    server.reply(`POST /api/templates/use/${template._id}`, { status: 201, json: { ad } });
    await expect(
      api().templates.use(template._id, { name: "Spring ad", company: "c", campaign: null }),
    ).resolves.toEqual({ ad });
    expect(JSON.parse(server.requests.at(-1)?.body ?? "")).toEqual({
      name: "Spring ad",
      company: "c",
      campaign: null,
    });
    const message =
      "No ad format takes the template's size 640x360: use a display size such as 300x250 or 728x90.";
    server.reply(`POST /api/templates/use/${template._id}`, { status: 400, json: { message } });
    await expect(api().templates.use(template._id, { name: "X" })).rejects.toMatchObject({
      status: 400,
      message,
    });
  });

  it("lists, renames and deletes", async () => {
    server.reply("GET /api/templates", {
      json: { templates: [], page: 2, total: 11, totalEstimated: false },
    });
    await api().templates.list({ page: 2, search: "spr" });
    expect(server.requests.at(-1)?.url).toMatch(/^\/api\/templates\?.*page=2/);
    server.reply(`PUT /api/templates/update/${template._id}`, { json: { template } });
    await api().templates.rename(template._id, "New");
    expect(JSON.parse(server.requests.at(-1)?.body ?? "")).toEqual({ name: "New" });
    server.reply("POST /api/templates/delete", { json: { message: "Deleted successfully" } });
    await expect(api().templates.delete(template._id)).resolves.toEqual({ message: "Deleted successfully" });
  });
});
