import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { rowCounts } from "../../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { redrawThumbnail } from "./thumbnail.js";

let t: TestContext;
let admin: string;
let acme: string;
let designer: string;
let advertiser: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  acme = await createCompany(t, admin, "rmt-acme");
  const globex = await createCompany(t, admin, "rmt-globex");
  designer = await companyUser(t, admin, "rmt-acme-des", "designer", [acme]);
  advertiser = await companyUser(t, admin, "rmt-acme-adv", "advertiser", [acme]);
  outsider = await companyUser(t, admin, "rmt-globex-des", "designer", [globex]);
});
afterAll(() => t.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  t.request(method, path, { token, ...(body !== undefined ? { body } : {}) });

async function expectStatus(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

/** An ad of Acme's with a changed stage, so a copy is told from a blank document. */
async function acmeAd(name: string) {
  const { ad } = await expectStatus(
    await call(designer, "POST", "/api/ads/create", { name, type: "rich-media" }),
    201,
  );
  const document = { ...ad.document, stage: { background: "#123456" } };
  const saved = await call(designer, "PUT", `/api/ads/update/${ad._id}`, { revision: 1, document });
  return (await expectStatus(saved, 200)).ad;
}

const listNames = async (token: string, path: string, key: string) =>
  (await expectStatus(await call(token, "GET", `${path}?limit=100`), 200))[key].map(
    (row: { name: string }) => row.name,
  );

describe("Save as template", () => {
  it("copies the ad's document into a template of the ad's company and leaves the ad unchanged", async () => {
    const ad = await acmeAd("Spring launch");
    const res = await call(designer, "POST", "/api/richtemplates/create", {
      name: "Spring launch template",
      ad: ad._id,
    });
    const { template } = await expectStatus(res, 201);
    expect(template).toMatchObject({
      name: "Spring launch template",
      type: "rich-media",
      company: { _id: acme },
      status: "draft",
      revision: 1,
    });
    expect(template._id).not.toBe(ad._id);
    expect(template.document.stage).toEqual({ background: "#123456" });
    expect(template.document.name).toBe("Spring launch template");
    expect(template.document.layers).toEqual(ad.document.layers);
    expect(template.document.assets).toEqual(ad.document.assets);
    const again = (await expectStatus(await call(designer, "GET", `/api/ads/${ad._id}`), 200)).ad;
    expect(again).toEqual(ad);
  });

  it("gives the list a picture of the template's first page, redrawn after a save of its design", async () => {
    const ad = await acmeAd("Pictured");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Pictured template", ad: ad._id }),
      201,
    );
    const first = new RegExp(`/creatives/${template._id}/template-thumbnail-1\\.png$`);
    expect(template.thumbnail).toMatch(first);
    const picture = await t.request("GET", new URL(template.thumbnail).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect((await sharp(new Uint8Array(await picture.arrayBuffer())).metadata()).width).toBe(320);

    const document = { ...template.document, stage: { background: "#00aa55" } };
    const path = `/api/richtemplates/update/${template._id}`;
    await expectStatus(await call(designer, "PUT", path, { revision: 1, document }), 200);
    await redrawThumbnail(t.deps, template._id);
    const now = (await expectStatus(await call(designer, "GET", `/api/richtemplates/${template._id}`), 200))
      .template;
    expect(now.thumbnail).toMatch(/\/template-thumbnail-2\.png$/);
    expect((await t.request("GET", new URL(now.thumbnail).pathname)).status).toBe(200);
    // The older picture is removed; a picture is not a change of the template.
    expect((await t.request("GET", new URL(template.thumbnail).pathname)).status).toBe(404);
    expect(now.revision).toBe(2);
  });

  it("keeps templates out of the ad endpoints and ads out of the template ones", async () => {
    const ad = await acmeAd("Only an ad");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Only a template", ad: ad._id }),
      201,
    );
    for (const token of [designer, admin]) {
      expect(await listNames(token, "/api/ads", "ads")).toContain("Only an ad");
      expect(await listNames(token, "/api/ads", "ads")).not.toContain("Only a template");
      expect(await listNames(token, "/api/richtemplates", "templates")).toContain("Only a template");
      expect(await listNames(token, "/api/richtemplates", "templates")).not.toContain("Only an ad");
    }
    const id = template._id;
    expect((await call(designer, "GET", `/api/ads/${id}`)).status).toBe(404);
    expect((await call(designer, "PUT", `/api/ads/update/${id}`, { revision: 1, name: "X" })).status).toBe(
      404,
    );
    expect((await call(designer, "POST", `/api/ads/preview/${id}`)).status).toBe(404);
    expect((await call(designer, "POST", `/api/ads/publish/${id}`, { revision: 1 })).status).toBe(404);
    expect((await call(designer, "POST", "/api/ads/delete", { id })).status).toBe(404);
    expect((await t.request("GET", `/api/ads/public/${id}`)).status).toBe(404);
    expect((await call(designer, "GET", `/api/richtemplates/${ad._id}`)).status).toBe(404);
    expect((await call(designer, "POST", `/api/richtemplates/preview/${ad._id}`)).status).toBe(404);
    const stillTemplate = await call(designer, "GET", `/api/richtemplates/${id}`);
    expect((await expectStatus(stillTemplate, 200)).template.name).toBe("Only a template");
  });
});

describe("templates from a format, edited by revision", () => {
  it("starts a blank template, saves it by revision and refuses a stale save with 409", async () => {
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Blank story", type: "story" }),
      201,
    );
    expect(template).toMatchObject({ type: "story", company: { _id: acme }, revision: 1 });
    const path = `/api/richtemplates/update/${template._id}`;
    const document = { ...template.document, stage: { background: "#abcdef" } };
    const saved = (await expectStatus(await call(designer, "PUT", path, { revision: 1, document }), 200))
      .template;
    expect(saved).toMatchObject({ revision: 2, name: "Blank story" });
    expect(saved.document.stage).toEqual({ background: "#abcdef" });
    const stale = await call(designer, "PUT", path, { revision: 1, name: "Lost" });
    expect(stale.status).toBe(409);
    // A template's conflict names a template, not an ad.
    const message = "This template was changed by someone else. Reload it to see their changes.";
    expect(await json(stale)).toEqual({ message, errors: { revision: message } });
    const now = (await expectStatus(await call(designer, "GET", `/api/richtemplates/${template._id}`), 200))
      .template;
    expect(now).toMatchObject({ name: "Blank story", revision: 2 });
  });

  it("renders the saved template for the preview page, without a tracker", async () => {
    const ad = await acmeAd("To preview");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Preview me", ad: ad._id }),
      201,
    );
    const res = await call(advertiser, "POST", `/api/richtemplates/preview/${template._id}`);
    const { location, revision } = await expectStatus(res, 200);
    expect(revision).toBe(1);
    expect(location).toMatch(new RegExp(`/creatives/${template._id}/draft-[0-9a-f]{16}/index\\.html$`));
    const page = await t.request("GET", new URL(location).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
  });
});

describe("Use template", () => {
  it("creates a draft ad from a template with readTemplate and createAds, leaving the template", async () => {
    const ad = await acmeAd("Source ad");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Reusable", ad: ad._id }),
      201,
    );
    // The advertiser may read templates and create ads, but not create templates.
    const made = await call(advertiser, "POST", "/api/ads/create", {
      name: "From reusable",
      type: "rich-media",
      template: template._id,
    });
    const created = (await expectStatus(made, 201)).ad;
    expect(created).toMatchObject({ name: "From reusable", status: "draft", company: { _id: acme } });
    expect(created.document.stage).toEqual({ background: "#123456" });
    expect(created.document.layers).toEqual(template.document.layers);
    expect(await listNames(advertiser, "/api/ads", "ads")).toContain("From reusable");
    const kept = await call(designer, "GET", `/api/richtemplates/${template._id}`);
    expect((await expectStatus(kept, 200)).template).toEqual(template);
    const refused = await call(advertiser, "POST", "/api/richtemplates/create", {
      name: "Not mine to make",
      ad: created._id,
    });
    expect(refused.status).toBe(403);
  });
});

describe("Use template without readTemplate", () => {
  it("answers 404 to a role with createAds but not readTemplate, and creates nothing", async () => {
    // Every seeded role with createAds also holds readTemplate, so only a custom role shows the check.
    const moduleRoles = ["createAds", "readAds"];
    const role = await call(admin, "POST", "/api/roles/create", {
      roleName: "rmt-no-templates",
      moduleRoles,
    });
    const { role: created } = await expectStatus(role, 201);
    const maker = await companyUser(t, admin, "rmt-acme-maker", "rmt-no-templates", [acme]);
    const ad = await acmeAd("Template base");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Not for makers", ad: ad._id }),
      201,
    );
    const before = await rowCounts(t);
    const body = { name: "From a hidden template", type: "rich-media", template: template._id };
    const refused = await call(maker, "POST", "/api/ads/create", body);
    expect(refused.status).toBe(404);
    expect((await json(refused)).message).toBe("The ad to start from was not found.");
    expect(await rowCounts(t)).toEqual(before);
    // Given readTemplate, the same user starts from it: the 404 was that permission's.
    const updated = await call(admin, "PUT", `/api/roles/update/${created._id}`, {
      roleName: "rmt-no-templates",
      moduleRoles: [...moduleRoles, "readTemplate"],
    });
    await expectStatus(updated, 200);
    const made = (await expectStatus(await call(maker, "POST", "/api/ads/create", body), 201)).ad;
    expect(made.document.stage).toEqual({ background: "#123456" });
  });
});

describe("deleting a template", () => {
  it("removes the template and leaves the ads made from it", async () => {
    const ad = await acmeAd("Kept ad");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "To delete", ad: ad._id }),
      201,
    );
    const made = await call(designer, "POST", "/api/ads/create", {
      name: "Made from it",
      type: "rich-media",
      template: template._id,
    });
    const child = (await expectStatus(made, 201)).ad;
    // An ad's id is not a template's: the template endpoint answers 404 and the ad stays.
    const wrong = await call(designer, "POST", "/api/richtemplates/delete", { id: ad._id });
    expect(wrong.status).toBe(404);
    expect((await json(wrong)).message).toBe("Template not found");
    const res = await call(designer, "POST", "/api/richtemplates/delete", { id: template._id });
    expect(await expectStatus(res, 200)).toEqual({ message: "Deleted successfully" });
    expect((await call(designer, "GET", `/api/richtemplates/${template._id}`)).status).toBe(404);
    expect((await call(designer, "GET", `/api/ads/${child._id}`)).status).toBe(200);
    expect((await call(designer, "GET", `/api/ads/${ad._id}`)).status).toBe(200);
  });
});

describe("company isolation and bad input", () => {
  it("answers 404 to another company's users everywhere, and changes nothing", async () => {
    const ad = await acmeAd("Acme secret");
    const { template } = await expectStatus(
      await call(designer, "POST", "/api/richtemplates/create", { name: "Acme template", ad: ad._id }),
      201,
    );
    const before = await rowCounts(t);
    expect(await listNames(outsider, "/api/richtemplates", "templates")).toEqual([]);
    const id = template._id;
    expect((await call(outsider, "GET", `/api/richtemplates/${id}`)).status).toBe(404);
    const update = await call(outsider, "PUT", `/api/richtemplates/update/${id}`, {
      revision: 1,
      name: "Mine",
    });
    expect(update.status).toBe(404);
    expect((await json(update)).message).toBe("Template not found");
    expect((await call(outsider, "POST", `/api/richtemplates/preview/${id}`)).status).toBe(404);
    expect((await call(outsider, "POST", "/api/richtemplates/delete", { id })).status).toBe(404);
    const use = await call(outsider, "POST", "/api/ads/create", {
      name: "Copy",
      type: "rich-media",
      template: id,
    });
    expect(use.status).toBe(404);
    const saveAs = await call(outsider, "POST", "/api/richtemplates/create", { name: "Stolen", ad: ad._id });
    expect(saveAs.status).toBe(404);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("refuses a missing source, an unknown format, a blank name and another company with clear 400s", async () => {
    const before = await rowCounts(t);
    const create = (body: unknown) => call(designer, "POST", "/api/richtemplates/create", body);
    const none = await create({ name: "Nothing" });
    expect(none.status).toBe(400);
    expect((await json(none)).errors).toEqual({ type: "Choose a format, or the ad to save as a template." });
    const format = await create({ name: "X", type: "carrier-pigeon" });
    expect(format.status).toBe(400);
    expect((await json(format)).errors.type).toBe("Choose one of the ad types.");
    const blank = await create({ name: "  ", type: "story" });
    expect(blank.status).toBe(400);
    expect((await json(blank)).errors.name).toBe("Name should not be blank.");
    const badAd = await create({ name: "Y", ad: "not-an-id" });
    expect(badAd.status).toBe(400);
    const elsewhere = await create({
      name: "Z",
      type: "story",
      company: "00000000-0000-4000-8000-000000000000",
    });
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).errors.company).toBe("Choose one of your companies.");
    const badRevision = await call(
      designer,
      "PUT",
      "/api/richtemplates/update/00000000-0000-4000-8000-000000000000",
      { revision: "one" },
    );
    expect(badRevision.status).toBe(400);
    expect(await rowCounts(t)).toEqual(before);
  });
});
