import { randomUUID } from "node:crypto";
import { DOCUMENT_VERSION, MIGRATION_IDS } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES, documentFixtures } from "@adstudio/creative/document/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany } from "../../test-support/campaigns.js";
import { rowCounts } from "../../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import * as repo from "./repo.js";

// Every fixture version (a document as each version saved it) through every way a document comes in:
// a create (import) body, an update body, a rich template's update body, and a row stored by an older
// Adstudio read back (GET, list, "Use template", a rename). Each stores and answers the current version.

let t: TestContext;
let token: string;
let acme: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  acme = await createCompany(t, token, "upgrade-acme");
});
afterAll(() => t.close());

/** The coffee fixture as the current version holds it, under the name the ad was given. */
const currentCoffee = (name: string) => ({
  ...DOCUMENT_FIXTURES[DOCUMENT_VERSION],
  migrations: MIGRATION_IDS,
  name,
});

const call = (method: string, path: string, body?: unknown) =>
  t.request(method, path, { token, ...(body !== undefined ? { body } : {}) });

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

const createAd = async (body: Record<string, unknown>) =>
  (await ok(await call("POST", "/api/ads/create", { type: "mini", company: acme, ...body }), 201)).ad;
const getAd = async (id: string) => (await ok(await call("GET", `/api/ads/${id}`))).ad;
const storedDocument = async (id: string) => (await repo.findAd(t.deps.database.db, id, null))?.document;

/** A row as an older Adstudio stored it, written straight through the repo (no upgrade on the way in). */
async function storedRow(document: unknown, name: string, isTemplate = false) {
  const id = randomUUID();
  await repo.insertAd(t.deps.database.db, id, {
    companyId: acme,
    campaignId: null,
    createdBy: null,
    name,
    type: "mini",
    // The old shape is the point: the column's type says current, the row is not.
    document: { ...(document as object), name } as never,
    isTemplate,
  });
  return id;
}

/** A version 1 coffee ad whose second layer's first child reuses the first layer's id. */
function brokenV1() {
  const document = structuredClone(DOCUMENT_FIXTURES[1]);
  const child = document.pages[0]?.layers[1]?.children?.[0];
  if (child) child.id = "cup";
  return document;
}
const BROKEN_PATH = "document.pages.0.layers.1.children.0.id";
const BROKEN_MESSAGE = 'Two layers are called "cup"; layer ids must be unique.';

describe.each(documentFixtures())("a version %i document", (version, document) => {
  it("POST /api/ads/create (import): stored and answered as the current version, and GET says so", async () => {
    const name = `Imported v${version}`;
    const ad = await createAd({ name, document });
    expect(ad.document).toEqual(currentCoffee(name));
    expect((await getAd(ad._id)).document).toEqual(currentCoffee(name));
    expect(await storedDocument(ad._id)).toEqual(currentCoffee(name));
  });

  it("PUT /api/ads/update: saved and answered as the current version", async () => {
    const ad = await createAd({ name: `Saved v${version}` });
    const saved = (
      await ok(await call("PUT", `/api/ads/update/${ad._id}`, { revision: ad.revision, document }))
    ).ad;
    // A save without a name keeps the document's own.
    expect(saved.document).toEqual(currentCoffee(DOCUMENT_FIXTURES[1].name));
    expect(saved.revision).toBe(2);
    expect(await storedDocument(ad._id)).toEqual(saved.document);
  });

  it("PUT /api/richtemplates/update: a template's save is stored as the current version", async () => {
    const template = (
      await ok(
        await call("POST", "/api/richtemplates/create", {
          name: "Coffee template",
          type: "mini",
          company: acme,
        }),
        201,
      )
    ).template;
    const saved = (
      await ok(await call("PUT", `/api/richtemplates/update/${template._id}`, { revision: 1, document }))
    ).template;
    expect(saved.document).toEqual(currentCoffee(DOCUMENT_FIXTURES[1].name));
    const stored = await repo.findAd(t.deps.database.db, template._id, null, { template: true });
    expect(stored?.document).toEqual(saved.document);
  });

  it("a row stored as this version reads back current: GET, the list, and a rename saves it current", async () => {
    const name = `Stored v${version}`;
    const id = await storedRow(document, name);
    expect((await getAd(id)).document).toEqual(currentCoffee(name));
    const listed = await ok(await call("GET", `/api/ads?search=${encodeURIComponent(name)}`));
    expect(listed.ads.map((ad: { _id: string }) => ad._id)).toEqual([id]);
    const renamed = (await ok(await call("PUT", `/api/ads/update/${id}`, { revision: 1, name: "Renamed" })))
      .ad;
    expect(renamed.document).toEqual(currentCoffee("Renamed"));
    expect(await storedDocument(id)).toEqual(currentCoffee("Renamed"));
  });

  it("Use template (create with template): a template stored as this version starts a current ad", async () => {
    const templateId = await storedRow(document, `Old template v${version}`, true);
    const ad = await createAd({ name: `From old template v${version}`, template: templateId });
    expect(ad.document).toEqual(currentCoffee(`From old template v${version}`));
    expect(await storedDocument(ad._id)).toEqual(ad.document);
  });
});

describe("a document that cannot be brought to the current version", () => {
  it("create answers 400 with the version 1 field's path and stores nothing", async () => {
    const before = await rowCounts(t);
    const res = await call("POST", "/api/ads/create", {
      name: "Broken",
      type: "mini",
      company: acme,
      document: brokenV1(),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      message: BROKEN_MESSAGE,
      errors: { [BROKEN_PATH]: BROKEN_MESSAGE },
    });
    expect(await rowCounts(t)).toEqual(before);
  });

  it("update answers 400 with the path and leaves the ad at its revision", async () => {
    const ad = await createAd({ name: "Kept" });
    const res = await call("PUT", `/api/ads/update/${ad._id}`, { revision: 1, document: brokenV1() });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ [BROKEN_PATH]: BROKEN_MESSAGE });
    expect(await getAd(ad._id)).toEqual(ad);
  });

  it("a document from a newer Adstudio (an unknown migration) answers 400 at that migration", async () => {
    const newer = { ...currentCoffee("Newer"), migrations: [...MIGRATION_IDS, "v2-to-v3-keyframes"] };
    const res = await call("POST", "/api/ads/create", {
      name: "Newer",
      type: "mini",
      company: acme,
      document: newer,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).errors)).toEqual([`document.migrations.${MIGRATION_IDS.length}`]);
  });
});
