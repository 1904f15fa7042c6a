import { sampleDocument } from "@adstudio/creative/samples";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { image } from "../../test-support/ad-versions.js";
import { createCompany } from "../../test-support/campaigns.js";
import { TINY_PNG } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { assetStorageKey } from "../ads/index.js";

let t: TestContext;
let token: string;
let company: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  company = await createCompany(t, token, "export-stills");
});
afterAll(() => t.close());

describe("the package of a still (image-generator) ad", () => {
  it("ships each size's JPEG as the creative, with no HTML5 zip, in the CM360 layout", async () => {
    await t.deps.storage.put(assetStorageKey(image), TINY_PNG, image.mime);
    const created = await t.request("POST", "/api/ads/create", {
      token,
      body: { name: "Oat stills", type: "image-generator", company },
    });
    const { ad } = await json(created);
    const document = { ...sampleDocument("image-generator", { images: [image] }), name: "Oat stills" };
    expect(
      (await t.request("PUT", `/api/ads/update/${ad._id}`, { token, body: { revision: 1, document } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request("POST", `/api/ads/publish/${ad._id}`, { token, body: { revision: 2 } })).status,
    ).toBe(200);

    const res = await t.request("GET", `/api/ads/export/${ad._id}?server=cm360`, { token });
    expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const images = Object.keys(entries).filter((name) => name.startsWith("cm360/"));
    expect(images.sort()).toEqual([
      "cm360/Oat-stills_300x250/Oat-stills_300x250.jpg",
      "cm360/Oat-stills_300x600/Oat-stills_300x600.jpg",
      "cm360/Oat-stills_320x50/Oat-stills_320x50.jpg",
      "cm360/Oat-stills_728x90/Oat-stills_728x90.jpg",
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
    const wide = manifest.sizes.find((s: { size: string }) => s.size === "sz728x90");
    expect(wide).toMatchObject({ kind: "image", width: 728, height: 90, zip: { cm360: null } });
    const meta = await sharp(entries[wide.backupImage.cm360] as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 728, 90]);
  });
});
