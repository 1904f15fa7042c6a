import { DEFAULT_FORM_ELEMENTS, type RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  accountsByRole,
  itAnswersEachCaller,
  type MatrixEndpoint,
  signInSuperadmin,
} from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const seededCount = DEFAULT_FORM_ELEMENTS.length;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
});
afterAll(() => t.close());

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const list = (body?: unknown) => t.request("POST", "/api/formElements/list", { token: admin, body });
const listBody = async (body: unknown = {}) => ok(await list(body));
const create = (body: unknown) => t.request("POST", "/api/formElements/create", { token: admin, body });
const update = (id: string, body: unknown) =>
  t.request("PUT", `/api/formElements/update/${id}`, { token: admin, body });
const get = (id: string) => t.request("GET", `/api/formElements/${id}`, { token: admin });
const remove = (id: string) => t.request("DELETE", `/api/formElements/${id}`, { token: admin });
const elements = (body: { formElements: Array<{ element: string }> }) =>
  body.formElements.map((item) => item.element);
const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

const element = {
  element: "opacity",
  adType: ["story", "vast"],
  layers: ["image", "text"],
  layerIdsForAdType: [{ adType: "story", layers: "Layer 1, Layer 2" }],
  hideElementOnLayers: [],
  order: 4,
};

describe("POST /api/formElements/list", () => {
  it("answers the first 10 by element name as {formElements, page, total} in the spec's record shape", async () => {
    const body = await listBody();
    expect(Object.keys(body).sort()).toEqual(["formElements", "page", "total", "totalEstimated"]);
    expect(body).toMatchObject({ page: 1, total: seededCount });
    expect(body.formElements).toHaveLength(10);
    const names = DEFAULT_FORM_ELEMENTS.map((item) => item.element).sort(byText);
    expect(elements(body)).toEqual(names.slice(0, 10));
    expect(Object.keys(body.formElements[0]).sort()).toEqual(
      ["_id", "adType", "element", "hideElementOnLayers", "layerIdsForAdType", "layers", "order"].sort(),
    );
    const seededVideo = DEFAULT_FORM_ELEMENTS.find((item) => item.element === "video");
    const video = (await listBody({ search: "video", limit: 100 })).formElements.find(
      (item: { element: string }) => item.element === "video",
    );
    expect(video).toEqual({ _id: expect.any(String), ...seededVideo });
  });

  it("also answers without a body", async () => {
    const res = await t.request("POST", "/api/formElements/list", { token: admin });
    expect((await ok(res)).total).toBe(seededCount);
  });

  it("pages with limit and a 1-based page, as numbers or digit strings", async () => {
    const all = (await listBody({ limit: 100 })).formElements;
    expect(all).toHaveLength(seededCount);
    expect((await listBody({ limit: 5, page: 2 })).formElements).toEqual(all.slice(5, 10));
    expect((await listBody({ limit: "5", page: "3" })).formElements).toEqual(all.slice(10, 15));
    expect(await listBody({ limit: 10, page: 99 })).toEqual({
      formElements: [],
      page: 99,
      total: seededCount,
      totalEstimated: false,
    });
  });

  it("sorts by element or order, 1 or -1", async () => {
    const descending = await listBody({ sort: { element: -1 }, limit: 100 });
    expect(elements(descending)).toEqual([...elements(descending)].sort(byText).reverse());
    const byOrder = await listBody({ sort: { order: 1 }, limit: 3 });
    expect(elements(byOrder)).toEqual(DEFAULT_FORM_ELEMENTS.slice(0, 3).map((item) => item.element));
    expect(await listBody({ sort: {} })).toEqual(await listBody());
  });

  it("searches element names case-insensitively, as plain text", async () => {
    const border = await listBody({ search: "BORDER" });
    expect(border.total).toBe(4);
    expect(elements(border)).toEqual(["borderColor", "borderRadius", "borderStyle", "borderWidth"]);
    expect((await listBody({ search: "%" })).total).toBe(0);
    expect((await listBody({ search: "", page: 1 })).total).toBe(seededCount);
  });

  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: "ten" }, "limit"],
    [{ limit: true }, "limit"],
    [{ limit: [5] }, "limit"],
    [{ page: 0 }, "page"],
    [{ page: 1.5 }, "page"],
    [{ search: { $ne: "" } }, "search"],
    [{ sort: { layers: 1 } }, "sort"],
    [{ sort: { element: 2 } }, "sort"],
    [{ sort: [["element", 1]] }, "sort"],
    [{ sort: "element" }, "sort"],
  ])("answers 400 for %j, naming the field", async (body, field) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(Object.keys(answer.errors)).toEqual([field]);
    expect(answer.message).toBe(answer.errors[field]);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    expect((await list([1])).status).toBe(400);
    expect((await list("{nope")).status).toBe(400);
  });
});

describe("form element records", () => {
  let created: { _id: string };

  it("POST /create answers 201 {formElement}, normalising layers and defaulting the order to 1", async () => {
    const body = await ok(await create(element), 201);
    expect(body).toEqual({
      formElement: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...element,
        layerIdsForAdType: [{ adType: "story", layers: "Layer 1,Layer 2" }],
      },
    });
    created = body.formElement;
    expect(await ok(await get(created._id))).toEqual(body);
    const { order: _, ...withoutOrder } = element;
    const defaulted = await ok(await create(withoutOrder), 201);
    expect(defaulted.formElement.order).toBe(1);
    expect(await ok(await remove(defaulted.formElement._id))).toEqual({
      message: "Form element deleted successfully",
    });
    expect((await listBody()).total).toBe(seededCount + 1);
  });

  it.each([
    [
      {},
      "Element Name should not be blank.",
      {
        element: "Element Name should not be blank.",
        adType: "Choose at least one Ad Type",
        layers: "Choose at least one Layer",
      },
    ],
    [{ ...element, adType: [] }, "Choose at least one Ad Type", { adType: "Choose at least one Ad Type" }],
    [{ ...element, layers: null }, "Choose at least one Layer", { layers: "Choose at least one Layer" }],
    [
      { ...element, element: "marquee" },
      "Element Name must be one of the known elements.",
      { element: "Element Name must be one of the known elements." },
    ],
    [
      {
        ...element,
        hideElementOnLayers: [
          { adType: "story", layers: "a" },
          { adType: "story", layers: "b" },
        ],
      },
      "An Ad Type can be used only once in a rule list.",
      { "hideElementOnLayers.1": "An Ad Type can be used only once in a rule list." },
    ],
    [
      { ...element, order: 1.5 },
      "Order must be a whole number from 0 to 1000000.",
      { order: "Order must be a whole number from 0 to 1000000." },
    ],
  ])("POST /create answers 400 for %j and writes nothing", async (body, message, errors) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors });
    expect((await listBody()).total).toBe(seededCount + 1);
  });

  it("PUT /update/{id} replaces the element → {formElement}", async () => {
    const changed = { ...element, element: "flip", adType: ["3d-roll"], layerIdsForAdType: [], order: 9 };
    const body = await ok(await update(created._id, changed));
    expect(body).toEqual({ formElement: { _id: created._id, ...changed } });
    expect(await ok(await get(created._id))).toEqual(body);
    const bad = await update(created._id, { ...changed, layers: [] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Choose at least one Layer");
    expect(await ok(await get(created._id))).toEqual(body);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of [UNKNOWN_ID, "video", "42"]) {
      for (const res of [await get(id), await update(id, element), await remove(id)]) {
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ message: "Form element not found" });
      }
    }
  });

  it("DELETE /{id} answers {message} and the element is gone", async () => {
    expect(await ok(await remove(created._id))).toEqual({ message: "Form element deleted successfully" });
    expect((await get(created._id)).status).toBe(404);
    expect((await listBody()).total).toBe(seededCount);
  });
});

describe("permission matrix", () => {
  let accounts: Record<RoleName, Account>;
  beforeAll(async () => {
    accounts = await accountsByRole(t, admin);
  });

  const endpoints: MatrixEndpoint[] = [
    {
      method: "POST",
      path: "/api/formElements/list",
      body: {},
      // The ad editor's properties panel reads it too.
      permissions: ["readFormElements", "createAds", "updateAds"],
      allowed: 200,
    },
    {
      method: "GET",
      path: `/api/formElements/${UNKNOWN_ID}`,
      permissions: ["readFormElements"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/formElements/create",
      body: {},
      permissions: ["createFormElements"],
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/api/formElements/update/${UNKNOWN_ID}`,
      body: {},
      permissions: ["updateFormElements"],
      allowed: 400,
    },
    {
      method: "DELETE",
      path: `/api/formElements/${UNKNOWN_ID}`,
      permissions: ["deleteFormElements"],
      allowed: 404,
    },
  ];
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});
