import { describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { dataUrl, TINY_PNG } from "../../test-support/companies.js";
import { json } from "../../test-support/test-app.js";

// A company `showcase-acme` with its designer, ads made and published through the real endpoints.
const f = versionFixture("showcase");
const list = (body: unknown, token = f.designer) =>
  f.t.request("POST", "/api/rmcreator/adsShowcaseList", { token, body });
const publicList = (body: unknown) => f.t.request("POST", "/api/rmcreator/adsListById", { body });
const cover = (body: unknown, token = f.designer) =>
  f.t.request("PUT", "/api/ads/updateCoverImage", { token, body });
const preview = (body: unknown, token = f.designer) =>
  f.t.request("PUT", "/api/ads/updatePreview", { token, body });
const clone = (body: unknown, token = f.designer) =>
  f.t.request("POST", "/api/richads/cloneAds", { token, body });

async function published(name: string, type = "mini") {
  const ad = await f.createAd(name, type);
  await f.saveHeadline(ad, 1, name);
  expect((await f.publish(ad._id, { revision: 2 })).status).toBe(200);
  return ad._id as string;
}

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}

describe("My Showcase and the public showcase lists", () => {
  it("lists the caller's ads newest first, 8 a page, with the spec's card fields; the public one only published", async () => {
    const draft = (await f.createAd("Draft story", "story"))._id;
    const first = await published("Coffee one");
    const more: string[] = [];
    for (let i = 2; i <= 9; i++) more.push(await published(`Coffee ${i}`));

    const page1 = await ok(await list({ limit: 8, page: 1, sort: { createdAt: -1 }, types: [] }));
    expect(page1.total).toBe(10);
    expect(page1.docs).toHaveLength(8);
    expect(page1.docs.map((d: { name: string }) => d.name).slice(0, 2)).toEqual(["Coffee 9", "Coffee 8"]);
    const card = page1.docs[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        "_id",
        "company",
        "coverImage",
        "createdAt",
        "createdBy",
        "features",
        "location",
        "name",
        "previewHeading",
        "previewName",
        "status",
        "teaser",
        "thumbnail",
        "type",
      ].sort(),
    );
    expect(card).toMatchObject({
      type: "mini",
      status: "published",
      teaser: { sz300x250: { width: 300, height: 250 } },
      coverImage: null,
      company: { _id: f.acme, name: "Company showcase-acme" },
    });
    expect(card.location).toMatch(/\/creatives\/.+\/1\//);
    const page2 = await ok(await list({ page: 2 }));
    expect(page2.docs.map((d: { _id: string }) => d._id)).toEqual([first, draft]);
    // A bare POST lists the first page with the spec's defaults.
    expect((await ok(await list(undefined))).docs).toHaveLength(8);

    const open = await ok(
      await publicList({ companyId: f.acme, limit: 8, page: 2, sort: { createdAt: -1 } }),
    );
    expect(open.total).toBe(9);
    expect(open.docs.map((d: { _id: string }) => d._id)).toEqual([first]);
    expect(open.company).toEqual({ _id: f.acme, name: "Company showcase-acme", logo: "" });
    const everything = await ok(await publicList({ companyId: f.acme, limit: 50 }));
    expect(everything.docs.map((d: { status: string }) => d.status)).not.toContain("draft");
    expect(everything.docs.map((d: { _id: string }) => d._id)).not.toContain(draft);
    expect(more).toHaveLength(8);
  });

  it("filters by category and lists the categories, the public ones only from published ads", async () => {
    const stories = await ok(await list({ types: ["story"] }));
    expect(stories.docs.map((d: { name: string }) => d.name)).toEqual(["Draft story"]);
    const own = await ok(await f.t.request("POST", "/api/rmcreator/adCategories", { token: f.designer }));
    expect(own).toEqual({ docs: ["mini", "story"] });
    const open = await ok(
      await f.t.request("POST", "/api/rmcreator/adCategoriesById", { body: { company: f.acme } }),
    );
    expect(open).toEqual({ docs: ["mini"] });
    expect((await ok(await publicList({ companyId: f.acme, types: ["story"] }))).total).toBe(0);
  });

  it("never lists a rich-media template, nor lets one be dressed or cloned", async () => {
    const source = await published("Template source");
    const before = (await ok(await list({ limit: 50 }))).total;
    const made = await f.t.request("POST", "/api/richtemplates/create", {
      token: f.designer,
      body: { name: "Hidden template", ad: source },
    });
    const { template } = await ok(made, 201);
    const after = await ok(await list({ limit: 50 }));
    expect(after.total).toBe(before);
    expect(after.docs.map((d: { name: string }) => d.name)).not.toContain("Hidden template");
    expect((await preview({ id: template._id, field: "previewName", value: "x" })).status).toBe(404);
    expect((await clone({ name: "From template", placementId: template._id })).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed company and 400 for bad paging, types or sort", async () => {
    for (const companyId of ["00000000-0000-4000-8000-000000000000", "not-an-id", ""]) {
      const res = await publicList({ companyId });
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe("Company not found");
    }
    const bad: [unknown, string][] = [
      [{ page: 0 }, "page must be a whole number from 1."],
      [{ limit: 51 }, "limit must be a whole number from 1 to 50."],
      [{ limit: "8; drop table ads" }, "limit must be a whole number from 1 to 50."],
      [{ types: ["video-wall"] }, "types must be a list of ad types."],
      [{ types: "mini" }, "types must be a list of ad types."],
      [{ sort: { name: 1 } }, "sort must be {createdAt: 1} or {createdAt: -1}."],
    ];
    for (const [body, message] of bad) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toBe(message);
      expect((await publicList({ companyId: f.acme, ...(body as object) })).status).toBe(400);
    }
    expect((await publicList({})).status).toBe(400);
  });
});

describe("cover image, preview texts and clone", () => {
  it("stores a cover by its bytes under a coverImage_ name, served publicly, without moving the revision", async () => {
    const id = await published("Covered");
    const before = await f.adOf(id);
    const res = await ok(
      await cover({
        _id: id,
        fileName: "Spring cover.png",
        file: { body: dataUrl(TINY_PNG), fileName: "Spring cover.png", fileType: "image/png", location: "" },
      }),
    );
    expect(res.ad.coverImage.fileName).toBe("coverImage_Spring_cover.png");
    expect(res.ad.coverImage.location).toMatch(/\/files\/covers\/[0-9a-f]{64}\.png$/);
    const served = await f.t.request("GET", new URL(res.ad.coverImage.location, "http://x").pathname);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect((await f.adOf(id)).revision).toBe(before.revision);
    const card = (await ok(await list({ limit: 50 }))).docs.find((d: { _id: string }) => d._id === id);
    expect(card.coverImage).toEqual(res.ad.coverImage);
  });

  it("refuses a cover over 1 MB with the spec's text, and a file that is not an image, changing nothing", async () => {
    const id = await published("Uncovered");
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 - TINY_PNG.length + 1)]);
    const tooBig = await cover({ _id: id, file: { body: dataUrl(big) } });
    expect(tooBig.status).toBe(400);
    expect((await json(tooBig)).message).toBe("Image size should not exceed 1MB in total.");
    const html = await cover({ _id: id, file: { body: dataUrl(Buffer.from("<script>x</script>")) } });
    expect(html.status).toBe(400);
    expect((await json(html)).message).toBe("The file is not a PNG, JPEG, GIF or WebP image.");
    expect((await cover({ _id: id, file: { body: "" } })).status).toBe(400);
    expect((await cover({ _id: id })).status).toBe(400);
    expect((await f.adOf(id)).coverImage).toBeNull();
  });

  it("saves a trimmed preview name or heading, keeping the revision, and refuses other fields", async () => {
    const id = await published("Texts");
    const { revision } = await f.adOf(id);
    const named = await ok(await preview({ id, field: "previewName", value: "  Spring Roast  " }));
    expect(named.ad.previewName).toBe("Spring Roast");
    const headed = await ok(await preview({ id, field: "previewHeading", value: "Try it in 3D" }));
    expect(headed.ad).toMatchObject({ previewName: "Spring Roast", previewHeading: "Try it in 3D" });
    expect((await f.adOf(id)).revision).toBe(revision);
    const wrong = await preview({ id, field: "name", value: "Hijack" });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe("field must be previewName or previewHeading.");
    const long = await preview({ id, field: "previewName", value: "x".repeat(121) });
    expect((await json(long)).message).toBe("Use at most 120 characters.");
    const number = await preview({ id, field: "previewName", value: 123 });
    expect(number.status).toBe(400);
    expect((await json(number)).message).toBe("value must be text.");
    expect((await f.adOf(id)).name).toBe("Texts");
  });

  it("clones an ad as a draft with its document, assets and cover; a blank name is refused", async () => {
    const id = await published("Original");
    await ok(await cover({ _id: id, file: { body: dataUrl(TINY_PNG), fileName: "c.png" } }));
    const blank = await clone({ name: "  ", placementId: id });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("Name should not be blank.");

    const { ads } = await ok(await clone({ name: "Copy of original", createdBy: "x", placementId: id }), 201);
    expect(ads).toMatchObject({ name: "Copy of original", status: "draft", location: "", type: "mini" });
    expect(ads._id).not.toBe(id);
    const source = await f.adOf(id);
    const copy = await f.adOf(ads._id);
    expect(copy.document.layers).toEqual(source.document.layers);
    expect(copy.document.assets).toEqual(source.document.assets);
    expect(copy.coverImage).toEqual(source.coverImage);
    expect(copy.company._id).toBe(f.acme);
  });

  it("clones from the whole card with a new name, createdBy and placementId, as the spec's client sends it", async () => {
    const id = await published("Card original");
    const { ads: card } = await ok(await clone({ name: "First copy", placementId: id }), 201);
    const { ads } = await ok(
      await clone({ ...card, name: "Copy of the card", createdBy: "someone", placementId: id }),
      201,
    );
    expect(ads).toMatchObject({ name: "Copy of the card", status: "draft", type: "mini" });
    expect(ads._id).not.toBe(card._id);
    expect(ads.createdBy).toBe(card.createdBy);
    const bad = await clone({ ...card, name: "No target", placementId: "not-an-id" });
    expect(bad.status).toBe(400);
  });
});

describe("company scoping", () => {
  it("lets a user of company B neither list, update, cover nor clone company A's ads", async () => {
    const id = await published("Acme only");
    const globex = await createCompany(f.t, f.admin, "showcase-globex");
    const other = await companyUser(f.t, f.admin, "showcase-globex-adv", "advertiser", [globex]);
    expect(await ok(await list({ limit: 50 }, other))).toEqual({ docs: [], total: 0 });
    const notYours = await list({ company: f.acme }, other);
    expect(notYours.status).toBe(400);
    expect((await json(notYours)).message).toBe("Choose one of your companies.");
    expect((await preview({ id, field: "previewName", value: "Mine" }, other)).status).toBe(404);
    expect((await cover({ _id: id, file: { body: dataUrl(TINY_PNG) } }, other)).status).toBe(404);
    expect((await clone({ name: "Stolen", placementId: id }, other)).status).toBe(404);
    const still = await f.adOf(id);
    expect(still).toMatchObject({ previewName: "", coverImage: null });
    expect(await ok(await list({}, other))).toEqual({ docs: [], total: 0 });
  });

  it("lists each company's categories to its own users only", async () => {
    const categories = async (token: string) =>
      ok(await f.t.request("POST", "/api/rmcreator/adCategories", { token }));
    // Acme (the fixture's company) holds mini and story ads by now; Initech holds one sticker, Umbrella none.
    const initech = await createCompany(f.t, f.admin, "showcase-initech");
    const initechDesigner = await companyUser(f.t, f.admin, "showcase-initech-des", "designer", [initech]);
    const made = await f.t.request("POST", "/api/ads/create", {
      token: initechDesigner,
      body: { name: "Initech sticker", type: "sticker" },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const umbrella = await createCompany(f.t, f.admin, "showcase-umbrella");
    const umbrellaBrand = await companyUser(f.t, f.admin, "showcase-umbrella-brand", "brand", [umbrella]);

    expect(await categories(initechDesigner)).toEqual({ docs: ["sticker"] });
    expect(await categories(umbrellaBrand)).toEqual({ docs: [] });
    expect(await categories(f.designer)).toEqual({ docs: ["mini", "story"] });
    // The admin group sees every company's.
    expect(await categories(f.admin)).toEqual({ docs: ["mini", "sticker", "story"] });
  });
});
