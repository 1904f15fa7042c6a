import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany, validCampaign } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
let acme: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  acme = await createCompany(t, token, "ads-acme");
});
afterAll(() => t.close());

const create = (body: unknown) => t.request("POST", "/api/ads/create", { token, body });
const update = (id: string, body: unknown) => t.request("PUT", `/api/ads/update/${id}`, { token, body });
const get = (id: string) => t.request("GET", `/api/ads/${id}`, { token });

async function created(body: Record<string, unknown> = {}) {
  const res = await create({ name: "Spring coffee", type: "mini", company: acme, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).ad;
}

async function list(query = "") {
  const res = await t.request("GET", `/api/ads${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

describe("POST /api/ads/create", () => {
  it("starts a draft from the format's blank document, with the spec's fields", async () => {
    const ad = await created({ name: "  Belt sale  ", type: "belt" });
    expect(ad).toMatchObject({
      name: "Belt sale",
      type: "belt",
      location: "",
      thumbnail: "",
      teaser: { sz970x250: { width: 970, height: 250 }, sz728x90: { width: 728, height: 90 } },
      features: [],
      coverImage: null,
      company: { _id: acme, name: "Company ads-acme", logo: "" },
      campaign: null,
      previewName: "",
      previewHeading: "",
      status: "draft",
      revision: 1,
      version: null,
    });
    expect(ad.document).toMatchObject({
      version: 2,
      format: "belt",
      name: "Belt sale",
      baseSize: "sz970x250",
    });
    expect((await json(await get(ad._id))).ad).toEqual(ad);
  });

  it("copies a template ad's document under the new name", async () => {
    const source = await created({ name: "Template" });
    const changed = { ...source.document, stage: { background: "#102030" } };
    expect((await update(source._id, { revision: 1, document: changed })).status).toBe(200);
    const copy = await created({ name: "From template", template: source._id });
    expect(copy.document.stage).toEqual({ background: "#102030" });
    expect(copy.document.name).toBe("From template");
    expect(copy._id).not.toBe(source._id);
  });

  it("refuses a blank name, an unknown type and a document of another format, storing nothing", async () => {
    const before = (await list()).total;
    const blank = await create({ name: "   ", type: "mini", company: acme });
    expect(blank.status).toBe(400);
    expect((await json(blank)).errors.name).toBe("Name should not be blank.");
    const format = await create({ name: "X", type: "carrier-pigeon", company: acme });
    expect(format.status).toBe(400);
    expect((await json(format)).errors.type).toBe("Choose one of the ad types.");
    const source = await created({ name: "A mini" });
    const mismatch = await create({ name: "Y", type: "story", company: acme, document: source.document });
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).errors).toEqual({
      "document.format": "The document's format must be the ad's type.",
    });
    expect((await list()).total).toBe(before + 1);
  });

  it("answers 404 for a template that does not exist", async () => {
    const res = await create({
      name: "Z",
      type: "mini",
      company: acme,
      template: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe("The ad to start from was not found.");
  });

  it("answers 400, never 500, to malformed bodies", async () => {
    for (const body of [
      [],
      "text",
      42,
      null,
      { name: { $gt: "" }, type: "mini" },
      { name: "x", type: "mini", document: [] },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("PUT /api/ads/update/{id}", () => {
  it("saves a document with the next revision and reports bad fields by path", async () => {
    const ad = await created();
    const document = {
      ...ad.document,
      layers: {
        headline: {
          id: "headline",
          name: "Headline",
          page: "page1",
          parent: null,
          order: "a0",
          content: { kind: "text", text: "Fresh roast, every morning" },
          props: { posleft: 12, postop: 20, width: 276, height: 40, fontSize: 22, fontColor: "#222222" },
          overrides: {},
          animations: [],
          actions: [],
          hidden: false,
          locked: false,
        },
      },
    };
    const res = await update(ad._id, {
      revision: 1,
      document,
      previewName: "Coffee",
      previewHeading: "Morning",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json(res)).ad;
    expect(saved).toMatchObject({ revision: 2, previewName: "Coffee", previewHeading: "Morning" });
    expect(saved.document.layers.headline.content.text).toBe("Fresh roast, every morning");

    const broken = structuredClone(document);
    broken.layers.headline.props.width = -5;
    const bad = await update(ad._id, { revision: 2, document: broken });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).errors)).toContain("document.layers.headline.props.width");
    expect((await json(await get(ad._id))).ad.revision).toBe(2);
  });

  it("answers 409 to a stale revision and changes nothing", async () => {
    const ad = await created();
    expect((await update(ad._id, { revision: 1, name: "First" })).status).toBe(200);
    const stale = await update(ad._id, { revision: 1, name: "Second" });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe(
      "This ad was changed by someone else. Reload it to see their changes.",
    );
    const now = (await json(await get(ad._id))).ad;
    expect(now).toMatchObject({ name: "First", revision: 2 });
    expect(now.document.name).toBe("First");
  });

  it("lets exactly one of two concurrent saves of the same revision win", async () => {
    const ad = await created();
    const [a, b] = await Promise.all([
      update(ad._id, { revision: 1, name: "Alice's" }),
      update(ad._id, { revision: 1, name: "Bob's" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "Alice's" : "Bob's";
    expect((await json(await get(ad._id))).ad).toMatchObject({ name: winner, revision: 2 });
  });

  it("requires the revision and a name for a create", async () => {
    const missing = await create({ type: "mini", company: acme });
    expect((await json(missing)).errors.name).toBe("Name should not be blank.");
    const ad = await created();
    const res = await update(ad._id, { name: "No revision" });
    expect(res.status).toBe(400);
    expect((await json(res)).errors.revision).toBe("Send the revision the changes were made to.");
    // Past a 4-byte integer: the same 400, never the database's error.
    for (const revision of [2 ** 31, 1e300]) {
      const huge = await update(ad._id, { revision, name: "Huge" });
      expect(huge.status).toBe(400);
      expect((await json(huge)).errors.revision).toBe("Send the revision the changes were made to.");
      const publish = await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision } });
      expect(publish.status).toBe(400);
    }
  });
});

const SORT_BY_NAME = encodeURIComponent(JSON.stringify({ name: 1 }));

describe("GET /api/ads", () => {
  it("filters by format and status, searches names and pages 1-based", async () => {
    await created({ name: "Story one", type: "story" });
    await created({ name: "Story two", type: "story" });
    const stories = await list(`?type=story&sort=${SORT_BY_NAME}`);
    expect(stories.ads.map((a: { name: string }) => a.name)).toEqual(["Story one", "Story two"]);
    expect(stories).toMatchObject({ page: 1, total: 2, totalEstimated: false });
    expect(stories.ads[0].document).toBeUndefined();
    const second = await list(`?type=story&sort=${SORT_BY_NAME}&limit=1&page=2`);
    expect(second.ads.map((a: { name: string }) => a.name)).toEqual(["Story two"]);
    expect((await list("?search=ORY%20TW")).ads.map((a: { name: string }) => a.name)).toEqual(["Story two"]);
    expect((await list("?status=published")).total).toBe(0);
  });

  it("names each ad's campaign, and filters by it", async () => {
    const res = await t.request("POST", "/api/campaign/create", {
      token,
      body: validCampaign(acme, { name: "Summer push" }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const campaign = (await json(res)).campaign._id;
    const ad = await created({ name: "In a campaign", campaign });
    expect(ad).toMatchObject({ campaign, campaignName: "Summer push" });
    const filtered = await list(`?campaign=${campaign}`);
    expect(filtered.ads.map((a: { name: string }) => a.name)).toEqual(["In a campaign"]);
    expect(filtered.ads[0].campaignName).toBe("Summer push");
    const loose = await created({ name: "No campaign" });
    expect(loose.campaignName).toBeNull();
  });

  it("offers the caller's companies and their campaigns as choices", async () => {
    const res = await t.request("GET", "/api/ads/choices", { token });
    expect(res.status, await res.clone().text()).toBe(200);
    const choices = await json(res);
    expect(choices.companies).toContainEqual({ _id: acme, name: "Company ads-acme" });
    expect(choices.campaigns).toContainEqual(expect.objectContaining({ name: "Summer push", company: acme }));
  });

  it("refuses an unknown format filter with 400", async () => {
    const res = await t.request("GET", "/api/ads?type=nope", { token });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/ads/delete", () => {
  it("deletes the ad; a second delete answers 404", async () => {
    const ad = await created({ name: "Short-lived" });
    const res = await t.request("POST", "/api/ads/delete", { token, body: { id: ad._id } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Deleted successfully" });
    expect((await get(ad._id)).status).toBe(404);
    expect((await t.request("POST", "/api/ads/delete", { token, body: { id: ad._id } })).status).toBe(404);
  });
});
