import type { Asset } from "@adstudio/creative";
import { sampleDocument } from "@adstudio/creative/samples";
import { validate } from "@adstudio/creative/validate";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createCompany } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { assetStorageKey } from "./asset-files.js";
import { storeCupPicture } from "./test-pictures.js";

let t: TestContext;
let token: string;
let company: string;
let cup: Asset;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "still-roast");
  cup = await storeCupPicture(t.deps.storage);
});
afterAll(() => t.close());

/** An image-generator ad holding the sample design (four sizes, or `design`), saved as revision 2. */
async function stillAd(name: string, design = sampleDocument("image-generator", { images: [cup] })) {
  const created = await t.request("POST", "/api/ads/create", {
    token,
    body: { name, type: "image-generator", company },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { ad } = await json(created);
  const document = { ...design, name };
  const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
    token,
    body: { revision: 1, document },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await json(saved)).ad as { _id: string; teaser: Record<string, { width: number; height: number }> };
}

async function fetchBytes(path: string) {
  const res = await t.request("GET", path);
  expect(res.status, path).toBe(200);
  return { type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("image-generator ads", () => {
  it("publish a PNG and a JPEG of every size, served from /creatives/ with their image types", async () => {
    const ad = await stillAd("Oat flat white stills");
    const res = await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision: 2 } });
    expect(res.status, await res.clone().text()).toBe(200);

    expect(Object.keys(ad.teaser)).toEqual(["sz300x250", "sz728x90", "sz320x50", "sz300x600"]);
    for (const [size, { width, height }] of Object.entries(ad.teaser)) {
      const folder = `/creatives/${ad._id}/1/${size}`;
      const png = await fetchBytes(`${folder}/${size}.png`);
      expect(png.type).toBe("image/png");
      expect(await sharp(png.bytes).metadata()).toMatchObject({ format: "png", width, height });
      const jpeg = await fetchBytes(`${folder}/${size}.jpg`);
      expect(jpeg.type).toBe("image/jpeg");
      expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: "jpeg", width, height });
      const page = new TextDecoder().decode((await fetchBytes(`${folder}/index.html`)).bytes);
      expect(page).toContain(`<img src="${size}.png" width="${width}" height="${height}"`);
    }
    // The ad's location (the version's root) is the base size's page, with its picture beside it.
    const { ad: published } = await json(res);
    const root = new TextDecoder().decode((await fetchBytes(new URL(published.location).pathname)).bytes);
    expect(root).toContain('<meta name="ad.size" content="width=300,height=250">');
    expect(root).toContain('data-exit="clickTag"');
    expect((await fetchBytes(`/creatives/${ad._id}/1/sz300x250.png`)).type).toBe("image/png");
    // Its thumbnail is the base size's picture again, 320 px wide.
    expect(new URL(published.thumbnail).pathname).toBe(`/creatives/${ad._id}/1/thumbnail.png`);
    const thumbnail = await fetchBytes(`/creatives/${ad._id}/1/thumbnail.png`);
    expect(thumbnail.type).toBe("image/png");
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 320, height: 267 });
  });

  it("download as a zip of the size's PNG and JPEG that passes validate", async () => {
    const ad = await stillAd("Oat flat white zip");
    const res = await t.request("GET", `/api/ads/download/${ad._id}?size=sz728x90`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="Oat-flat-white-zip-sz728x90.zip"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(["sz728x90.jpg", "sz728x90.png"]);
    expect(await sharp(files["sz728x90.png"]).metadata()).toMatchObject({ width: 728, height: 90 });
    for (const profile of ["iab", "google-ads"] as const) {
      const issues = validate(
        { kind: "zip", bytes, name: "Oat-flat-white-zip-sz728x90.zip" },
        { profile, size: "728x90" },
      );
      expect(issues, profile).toEqual([]);
    }
  });

  /** Publish and download both answer 400 with `message`; the ad stays an unpublished draft with no files. */
  async function refusedEverywhere(ad: { _id: string }, message: string | RegExp) {
    const published = await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision: 2 } });
    const downloaded = await t.request("GET", `/api/ads/download/${ad._id}?size=sz300x250`, { token });
    for (const res of [published, downloaded]) {
      expect(res.status, await res.clone().text()).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    const { ad: after } = await json(await t.request("GET", `/api/ads/${ad._id}`, { token }));
    expect(after).toMatchObject({ status: "draft", version: null, location: "", thumbnail: "" });
    for (const file of ["index.html", "sz300x250.png", "sz300x250/sz300x250.jpg", "thumbnail.png"]) {
      expect((await t.request("GET", `/creatives/${ad._id}/1/${file}`)).status, file).toBe(404);
    }
  }

  it("answer 400 naming a picture whose stored file is not a picture, and publish nothing", async () => {
    const broken: Asset = { ...cup, hash: "b".repeat(64), name: "Roast beans.png" };
    await t.deps.storage.put(
      assetStorageKey(broken),
      new TextEncoder().encode("<html>not a picture</html>"),
      "image/png",
    );
    const ad = await stillAd("Broken picture", sampleDocument("image-generator", { images: [broken] }));
    await refusedEverywhere(
      ad,
      'The picture "Roast beans.png" cannot be drawn. The file is not a PNG, JPEG, GIF or WebP image. Upload it again.',
    );
  });

  it("answer 400 naming a layer whose style the renderer refuses, and publish nothing", async () => {
    const design = sampleDocument("image-generator", { images: [cup] });
    const headline = design.layers.headline;
    if (!headline) throw new Error("the sample has a headline");
    design.layers.headline = {
      ...headline,
      name: "Big headline",
      props: { ...headline.props, borderWidth: 1, borderColor: "rgb(.)" },
    };
    const ad = await stillAd("Odd border", design);
    await refusedEverywhere(
      ad,
      /^The layer "Big headline" cannot be drawn as an image at sz300x250: .*rgb\(\.\)/,
    );
  });
});
