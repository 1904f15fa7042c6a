import type { AdDocument, Asset } from "@adstudio/creative";
import { sampleDocument } from "@adstudio/creative/samples";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { rasterise } from "./rasterise.js";
import { storeCupPicture } from "./test-pictures.js";

let t: TestContext;
let token: string;
let company: string;
let cup: Asset;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "thumb-roast");
  cup = await storeCupPicture(t.deps.storage);
});
afterAll(() => t.close());

/** A mini banner (HTML5, 300x250) holding `document`, saved as revision 2. */
async function miniAd(name: string, document: AdDocument) {
  const created = await t.request("POST", "/api/ads/create", {
    token,
    body: { name, type: "mini", company },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { ad } = await json(created);
  expect(ad.thumbnail).toBe("");
  const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
    token,
    body: { revision: 1, document: { ...document, name } },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await json(saved)).ad as { _id: string; document: AdDocument };
}

async function publish(id: string, revision = 2) {
  const res = await t.request("POST", `/api/ads/publish/${id}`, { token, body: { revision } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).ad as { location: string; thumbnail: string; version: number };
}

/** The mean difference per channel of two same-sized pictures (0: identical, 255: opposite). */
async function meanDifference(a: Uint8Array, b: Uint8Array) {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
  if (!x || !y || x.length !== y.length) throw new Error("the pictures differ in size");
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe("thumbnails", () => {
  it("publishing a mini stores its first page as a 320 px thumbnail.png, and its summary points at it", async () => {
    const document = sampleDocument("mini", { images: [cup] });
    const ad = await miniAd("Thumb mini", document);
    const published = await publish(ad._id);

    expect(published.thumbnail).toBe(published.location.replace(/index\.html$/, "thumbnail.png"));
    const path = new URL(published.thumbnail).pathname;
    expect(path).toBe(`/creatives/${ad._id}/1/thumbnail.png`);
    const res = await t.request("GET", path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const thumbnail = new Uint8Array(await res.arrayBuffer());
    // 300x250 scaled to 320 px wide: 250 × 320 / 300 = 266.7 rows.
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: "png", width: 320, height: 267 });

    // It is the ad's base size, drawn: the still of the same design, scaled the same way, matches it.
    const still = await rasterise({ ...document, format: "image-generator" }, "sz300x250", t.deps.storage);
    const scaled = await sharp(still.png).resize(320, 267, { fit: "fill" }).png().toBuffer();
    expect(await meanDifference(thumbnail, scaled)).toBeLessThan(6);

    // The list and the ad itself point at it.
    const { ads } = await json(await t.request("GET", "/api/ads?search=Thumb%20mini", { token }));
    expect(ads).toHaveLength(1);
    expect(ads[0].thumbnail).toBe(published.thumbnail);

    // A new version gets its own thumbnail; the first one stays where it was.
    const again = await publish(ad._id);
    expect(new URL(again.thumbnail).pathname).toBe(`/creatives/${ad._id}/2/thumbnail.png`);
    expect((await t.request("GET", path)).status).toBe(200);
  });

  it("publishes without a thumbnail when the first page cannot be drawn, logging why without the ad's texts", async () => {
    const document = sampleDocument("mini", { images: [cup] });
    // A browser ignores this border colour (the schema lets it through); the still renderer refuses it.
    const [id, layer] = Object.entries(document.layers).find(([, l]) => l.content.kind === "text") ?? [];
    if (!id || !layer) throw new Error("the sample has a text layer");
    document.layers[id] = {
      ...layer,
      name: "Secret launch headline",
      props: { ...layer.props, borderWidth: 2, borderColor: "rgba( )" },
    };
    const ad = await miniAd("Thumbless mini", document);

    const lines: string[] = [];
    const logger = t.deps.logger;
    t.deps.logger = createLogger("warn", { write: (line: string) => void lines.push(line) });
    let published: Awaited<ReturnType<typeof publish>>;
    try {
      published = await publish(ad._id);
    } finally {
      t.deps.logger = logger;
    }

    expect(published.version).toBe(1);
    expect(published.location).toMatch(new RegExp(`/creatives/${ad._id}/1/index\\.html$`));
    expect(published.thumbnail).toBe("");
    expect((await t.request("GET", new URL(published.location).pathname)).status).toBe(200);
    expect((await t.request("GET", `/creatives/${ad._id}/1/thumbnail.png`)).status).toBe(404);

    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      adId: ad._id,
      version: 1,
      format: "mini",
      msg: "published without a thumbnail: the base size could not be drawn as an image",
    });
    expect(lines.join("\n")).not.toMatch(/Secret launch headline|rgba|Thumbless/);
  });
});
