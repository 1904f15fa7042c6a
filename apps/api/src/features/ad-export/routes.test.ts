import { AdExportManifestSchema } from "@adstudio/contract";
import type { RoleName } from "@adstudio/core";
import { unzipSync } from "fflate";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, itAnswersEachCaller, startMatrixContext } from "../../test-support/accounts.js";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";

const f = versionFixture("adexport");

async function exportOf(id: string, query = "", token = f.designer) {
  return f.t.request("GET", `/api/ads/export/${id}${query}`, { token });
}

/** The package's entries, by name. */
async function entriesOf(res: Response): Promise<Record<string, Uint8Array>> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

/** The manifest, checked against its contract shape. */
const manifestOf = (entries: Record<string, Uint8Array>) =>
  v.parse(AdExportManifestSchema, JSON.parse(new TextDecoder().decode(entries["manifest.json"])));

/** A published mini (300x250, one exit to https://coffee.example/spring) named `name`. */
async function publishedMini(name: string): Promise<string> {
  const ad = await f.createAd(name);
  await f.saveHeadline(ad, 1, "Fresh roast");
  expect((await f.publish(ad._id, { revision: 2 })).status).toBe(200);
  return ad._id;
}

describe("GET /api/ads/export/{id}", () => {
  it("names each creative's zip within the ad servers' 50 characters for a long ad name", async () => {
    const id = await publishedMini("Lumen Audio: Studio sound, wherever you go and back");
    const names = Object.keys(await entriesOf(await exportOf(id))).filter((name) => name.endsWith(".zip"));
    expect(names.sort()).toEqual([
      "cm360/Lumen-Audio-Studio-sound-wherever-you_300x250/Lumen-Audio-Studio-sound-wherever-you_300x250.zip",
      "gam/Lumen-Audio-Studio-sound-wherever-you_300x250.zip",
    ]);
    // Cut to 50 it would end in "-": the dash goes too.
    expect("Lumen-Audio-Studio-sound-wherever-you_300x250.zip").toHaveLength(49);
  });

  it("answers one zip with CM360 and GAM layouts, every server's tags and a manifest", async () => {
    const id = await publishedMini("Spring Coffee");
    const res = await exportOf(id);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="Spring-Coffee-v1-ad-servers.zip"',
    );
    const entries = await entriesOf(res);
    expect(Object.keys(entries).sort()).toEqual([
      "cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.jpg",
      "cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.zip",
      "gam/Spring-Coffee_300x250.jpg",
      "gam/Spring-Coffee_300x250.zip",
      "manifest.json",
      "tags/cm360/Spring-Coffee_300x250.iframe.html",
      "tags/cm360/Spring-Coffee_300x250.js.html",
      "tags/dv360/Spring-Coffee_300x250.iframe.html",
      "tags/dv360/Spring-Coffee_300x250.js.html",
      "tags/gam/Spring-Coffee_300x250.iframe.html",
      "tags/gam/Spring-Coffee_300x250.js.html",
      "tags/xandr/Spring-Coffee_300x250.iframe.html",
      "tags/xandr/Spring-Coffee_300x250.js.html",
    ]);

    // Each HTML5 zip is the creative itself: index.html at its root with the size's meta and clickTag.
    const inner = unzipSync(entries["gam/Spring-Coffee_300x250.zip"] as Uint8Array);
    const html = new TextDecoder().decode(inner["index.html"]);
    expect(html).toContain('<meta name="ad.size" content="width=300,height=250">');
    expect(html).toContain("Fresh roast");
    expect(entries["cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.zip"]).toEqual(
      entries["gam/Spring-Coffee_300x250.zip"],
    );

    // The backup image is a JPEG of the size's pixels.
    const backup = entries["cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.jpg"] as Uint8Array;
    const meta = await sharp(backup).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "jpeg",
      width: 300,
      height: 250,
    });

    const gamTag = new TextDecoder().decode(entries["tags/gam/Spring-Coffee_300x250.iframe.html"]);
    expect(gamTag).toContain(`/creatives/${id}/1/sz300x250/index.html?`);
    expect(gamTag).toContain("%%CLICK_URL_ESC%%");

    const manifest = manifestOf(entries);
    expect(manifest).toMatchObject({
      adId: id,
      name: "Spring Coffee",
      format: "mini",
      version: 1,
      layouts: ["cm360", "gam"],
      tagServers: ["gam", "cm360", "dv360", "xandr"],
      tagTypes: ["js", "iframe"],
    });
    expect(manifest.sizes).toHaveLength(1);
    const size = manifest.sizes[0] as (typeof manifest.sizes)[number];
    expect(size).toMatchObject({
      size: "sz300x250",
      width: 300,
      height: 250,
      kind: "html5",
      zip: {
        cm360: "cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.zip",
        gam: "gam/Spring-Coffee_300x250.zip",
      },
      backupImage: {
        cm360: "cm360/Spring-Coffee_300x250/Spring-Coffee_300x250.jpg",
        gam: "gam/Spring-Coffee_300x250.jpg",
      },
      exits: [{ name: "clickTag", url: "https://coffee.example/spring" }],
    });
    expect(size.tags.xandr).toEqual({
      js: "tags/xandr/Spring-Coffee_300x250.js.html",
      iframe: "tags/xandr/Spring-Coffee_300x250.iframe.html",
    });
    expect(size.weights.zipBytes).toBe(entries["gam/Spring-Coffee_300x250.zip"]?.length);
    expect(size.weights.backupImageBytes).toBe(backup.length);
    expect(size.weights.initialLoadBytes).toBeGreaterThan(0);
    expect(size.weights.politeLoadBytes).toBe(0);
  });

  it("holds one layout and its server's tags with ?server=, the published version's sizes and texts", async () => {
    const id = await f.twoVersions("Two/versions");
    // A later draft is not what the package holds.
    const ad = await f.adOf(id);
    await f.saveHeadline(ad, ad.revision, "Unpublished draft");
    const res = await exportOf(id, "?server=cm360");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Two-versions-v2-cm360.zip"');
    const entries = await entriesOf(res);
    expect(Object.keys(entries).sort()).toEqual([
      "cm360/Two-versions_300x250/Two-versions_300x250.jpg",
      "cm360/Two-versions_300x250/Two-versions_300x250.zip",
      "manifest.json",
      "tags/cm360/Two-versions_300x250.iframe.html",
      "tags/cm360/Two-versions_300x250.js.html",
    ]);
    const inner = unzipSync(entries["cm360/Two-versions_300x250/Two-versions_300x250.zip"] as Uint8Array);
    expect(new TextDecoder().decode(inner["index.html"])).toContain("Dark roast");
    const manifest = manifestOf(entries);
    expect(manifest).toMatchObject({ version: 2, layouts: ["cm360"], tagServers: ["cm360"] });
    expect(manifest.sizes[0]?.zip).toEqual({ cm360: "cm360/Two-versions_300x250/Two-versions_300x250.zip" });

    const gam = await entriesOf(await exportOf(id, "?server=gam"));
    expect(Object.keys(gam).sort()).toEqual([
      "gam/Two-versions_300x250.jpg",
      "gam/Two-versions_300x250.zip",
      "manifest.json",
      "tags/gam/Two-versions_300x250.iframe.html",
      "tags/gam/Two-versions_300x250.js.html",
    ]);
  });

  it("adds MRAID tags and a backup image per size for an in-app format", async () => {
    const ad = await f.createAd("Sticker", "sticker");
    expect((await f.publish(ad._id, { revision: 1 })).status).toBe(200);
    const entries = await entriesOf(await exportOf(ad._id, "?server=gam"));
    expect(Object.keys(entries)).toContain("tags/gam/Sticker_320x100.mraid.html");
    const manifest = manifestOf(entries);
    expect(manifest.tagTypes).toEqual(["js", "iframe", "mraid"]);
    for (const size of manifest.sizes) {
      const meta = await sharp(entries[size.backupImage.gam ?? ""] as Uint8Array).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", size.width, size.height]);
    }
  });

  it("answers 409 for a draft and a video ad, 400 for a layout it does not have", async () => {
    const draft = await f.createAd("Draft only");
    const res = await exportOf(draft._id);
    expect({ status: res.status, body: await json(res) }).toEqual({
      status: 409,
      body: {
        message:
          "This ad has not been published yet: publish it first, then download its package for ad servers.",
      },
    });
    const video = await f.createAd("Pre-roll", "vast");
    const videoRes = await exportOf(video._id);
    expect(videoRes.status).toBe(409);
    expect((await json(videoRes)).message).toBe(
      "Video ads are trafficked with their VAST tag (/api/vast/{id}.xml), not with a package for ad servers.",
    );
    const id = await publishedMini("Layouts");
    const bad = await exportOf(id, "?server=xandr");
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({ server: "Choose an ad server layout: cm360 or gam." });
  });

  it("answers another company's ad as missing", async () => {
    const id = await publishedMini("Private");
    const other = await createCompany(f.t, f.admin, "adexport-globex");
    const outsider = await companyUser(f.t, f.admin, "adexport-outsider", "designer", [other]);
    expect((await exportOf(id, "", outsider)).status).toBe(404);
    expect((await exportOf(id, "", f.admin)).status).toBe(200);
  });
});

describe("ad export permission matrix", () => {
  let t: TestContext;
  let accounts: Record<RoleName, Account>;
  beforeAll(async () => {
    ({ t, accounts } = await startMatrixContext("adexportm"));
  });
  afterAll(() => t.close());
  itAnswersEachCaller(
    [
      {
        method: "GET",
        path: "/api/ads/export/00000000-0000-4000-8000-000000000000",
        permissions: ["downloadHtml"],
        allowed: 404,
      },
    ],
    () => ({ t, accounts }),
  );
});
