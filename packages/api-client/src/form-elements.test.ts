import { describe, expect, it } from "vitest";
import type { FormElementBody, FormElementRecord } from "./form-elements";
import { useTestServer } from "./test-server";

const { server, api, lastRequest } = useTestServer();

const input: FormElementBody = {
  element: "opacity",
  adType: ["story"],
  layers: ["image"],
  layerIdsForAdType: [{ adType: "story", layers: "Layer 1" }],
  hideElementOnLayers: [],
  order: 1,
};
const record: FormElementRecord = { _id: "f1", ...input };

describe("formElements endpoints", () => {
  it("list posts the parameters as a JSON body, sort as an object", async () => {
    server.reply("POST /api/formElements/list", { json: { formElements: [record], page: 1, total: 1 } });
    await expect(
      api().formElements.list({ limit: 10, page: 1, search: "opa", sort: { element: 1 } }),
    ).resolves.toEqual({ formElements: [record], page: 1, total: 1 });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      url: "/api/formElements/list",
      json: { limit: 10, page: 1, search: "opa", sort: { element: 1 } },
    });
  });

  it("list leaves out what is not set", async () => {
    server.reply("POST /api/formElements/list", { json: { formElements: [], page: 1, total: 0 } });
    await api().formElements.list();
    expect(lastRequest().json).toEqual({});
    await api().formElements.list({ search: "", sort: {} });
    expect(lastRequest().json).toEqual({});
  });

  it("get, create, update and delete use the spec's paths", async () => {
    server.reply("GET /api/formElements/f1", { json: { formElement: record } });
    await expect(api().formElements.get("f1")).resolves.toEqual({ formElement: record });
    server.reply("POST /api/formElements/create", { status: 201, json: { formElement: record } });
    await expect(api().formElements.create(input)).resolves.toEqual({ formElement: record });
    expect(lastRequest()).toMatchObject({ method: "POST", url: "/api/formElements/create", json: input });
    server.reply("PUT /api/formElements/update/f1", { json: { formElement: record } });
    await api().formElements.update("f1", input);
    expect(lastRequest()).toMatchObject({ method: "PUT", url: "/api/formElements/update/f1", json: input });
    server.reply("DELETE /api/formElements/f1", { json: { message: "Form element deleted successfully" } });
    await expect(api().formElements.delete("f1")).resolves.toEqual({
      message: "Form element deleted successfully",
    });
  });

  it("rejects a 400 with the per-field errors", async () => {
    const errors = { adType: "Choose at least one Ad Type" };
    server.reply("POST /api/formElements/create", { status: 400, json: { message: errors.adType, errors } });
    await expect(api().formElements.create({ ...input, adType: [] })).rejects.toMatchObject({
      status: 400,
      message: "Choose at least one Ad Type",
      errors,
    });
  });
});
