import { validate } from "@adstudio/creative/validate";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { image, layer } from "../../test-support/ad-versions.js";
import { createCompany } from "../../test-support/campaigns.js";
import { TINY_PNG } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { CHROME_DESKTOP } from "../../test-support/tracker-fixtures.js";
import { TEST_CARD_MP4, videoAd } from "../../test-support/vast-ads.js";
import { assetStorageKey } from "./asset-files.js";

let t: TestContext;
let token: string;
let acme: string;
const { hash } = image;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  acme = await createCompany(t, token, "publish-acme");
  await t.deps.storage.put(assetStorageKey(image), TINY_PNG, "image/png");
});
afterAll(() => t.close());

/** A two-size banner with an image, a headline and a clickTag exit, saved as revision 2. */
async function bannerAd(name = "Coffee banner") {
  const res = await t.request("POST", "/api/ads/create", {
    token,
    body: { name, type: "mini", company: acme },
  });
  const { ad } = await json(res);
  const document = {
    ...ad.document,
    teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
    baseSize: "sz300x250",
    exits: { clickTag: { url: "https://coffee.example/spring", label: "Shop" } },
    assets: { [hash]: image },
    layers: {
      cup: layer(
        "cup",
        { kind: "image", asset: hash, alt: "A cup of coffee" },
        { posleft: 0, postop: 0, width: 120, height: 120 },
      ),
      headline: layer(
        "headline",
        { kind: "text", text: "Fresh roast" },
        { posleft: 130, postop: 20, width: 160, height: 40 },
      ),
    },
  };
  const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
    token,
    body: { revision: 1, document },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await json(saved)).ad;
}

const publish = (id: string, revision: number) =>
  t.request("POST", `/api/ads/publish/${id}`, { token, body: { revision } });

describe("POST /api/ads/publish/{id}", () => {
  it("writes an immutable version per size and points the ad's location at it", async () => {
    const ad = await bannerAd();
    const res = await publish(ad._id, 2);
    expect(res.status, await res.clone().text()).toBe(200);
    const published = (await json(res)).ad;
    expect(published).toMatchObject({ status: "published", version: 1, revision: 2 });
    expect(published.location).toMatch(new RegExp(`/creatives/${ad._id}/1/index\\.html$`));

    const page = await t.request("GET", `/creatives/${ad._id}/1/sz728x90/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(page.headers.get("content-security-policy")).toContain("sandbox");
    const html = await page.text();
    expect(html).toContain('<meta name="ad.size" content="width=728,height=90">');
    expect(html).toContain("Fresh roast");
    const root = await (await t.request("GET", new URL(published.location).pathname)).text();
    expect(root).toContain('content="width=300,height=250"');
    // One address serves every size: the root page sends the other size's pixels to its folder.
    expect(root).toContain('{"728x90":"sz728x90/index.html"}');
    expect(html).not.toContain("location.replace");
    const assetPath = /src="(assets\/[0-9a-f]{20}\.png)"/.exec(root)?.[1];
    expect(assetPath).toBeDefined();
    const asset = await t.request("GET", `/creatives/${ad._id}/1/${assetPath}`);
    expect(Buffer.from(await asset.arrayBuffer())).toEqual(TINY_PNG);
  });

  it("makes each publish a new version and keeps the old one", async () => {
    const ad = await bannerAd("Versions");
    expect((await publish(ad._id, 2)).status).toBe(200);
    const renamed = await t.request("PUT", `/api/ads/update/${ad._id}`, {
      token,
      body: { revision: 2, name: "Versions, renamed" },
    });
    expect(renamed.status).toBe(200);
    const second = (await json(await publish(ad._id, 3))).ad;
    expect(second.version).toBe(2);
    expect((await t.request("GET", `/creatives/${ad._id}/1/index.html`)).status).toBe(200);
    expect((await t.request("GET", `/creatives/${ad._id}/2/index.html`)).status).toBe(200);
    // Each size's beacons name the ad, the version and the size, so the tracker checks them against it;
    // site-relative, so they go to the host the page is served from, never one the publish request named.
    const wide = await (await t.request("GET", `/creatives/${ad._id}/2/sz728x90/index.html`)).text();
    expect(wide).toContain(`"tracker":"/api/tracker/event?ad=${ad._id}&v=2&size=sz728x90"`);
    const first = await (await t.request("GET", `/creatives/${ad._id}/1/sz728x90/index.html`)).text();
    expect(first).toContain(`/api/tracker/event?ad=${ad._id}&v=1&size=sz728x90"`);
  });

  it("counts the beacons its pages send to their tracker address, and refuses one naming an exit it lacks", async () => {
    const ad = await bannerAd("Beaconing");
    expect((await publish(ad._id, 2)).status).toBe(200);
    const page = await (await t.request("GET", `/creatives/${ad._id}/1/sz728x90/index.html`)).text();
    const tracker = new URL(/"tracker":"([^"]+)"/.exec(page)?.[1] ?? "", "http://localhost");
    const send = (extra: string) =>
      t.request("POST", `${tracker.pathname}${tracker.search}&imp=publish-beacon-1&${extra}`, {
        headers: { "user-agent": CHROME_DESKTOP },
      });
    expect((await send("event=impression")).status).toBe(204);
    expect((await send("event=click&exit=clickTag")).status).toBe(204);
    const refused = await send("event=click&exit=clickTag2");
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ message: "exit is not one of this ad version's exits." });
  });

  it("answers 409 to a stale revision and publishes nothing", async () => {
    const ad = await bannerAd("Stale");
    const res = await publish(ad._id, 1);
    expect(res.status).toBe(409);
    expect((await json(await t.request("GET", `/api/ads/${ad._id}`, { token }))).ad).toMatchObject({
      status: "draft",
      version: null,
      location: "",
      thumbnail: "",
    });
    expect((await t.request("GET", `/creatives/${ad._id}/1/index.html`)).status).toBe(404);
  });

  it("turns two concurrent publishes into consecutive versions", async () => {
    const ad = await bannerAd("Concurrent");
    const answers = await Promise.all([publish(ad._id, 2), publish(ad._id, 2)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const versions = await Promise.all(answers.map(async (r) => (await json(r)).ad.version));
    expect(versions.sort()).toEqual([1, 2]);
  });

  it("answers 400 when an asset's file is missing, and publishes nothing", async () => {
    const ad = await bannerAd("Missing asset");
    const other = "f".repeat(64);
    const document = {
      ...ad.document,
      assets: { ...ad.document.assets, [other]: { ...image, hash: other, name: "lost.png" } },
      layers: {
        ...ad.document.layers,
        lost: {
          ...ad.document.layers.cup,
          id: "lost",
          content: { kind: "image", asset: other, alt: "Lost" },
        },
      },
    };
    const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
      token,
      body: { revision: 2, document },
    });
    expect(saved.status).toBe(200);
    const res = await publish(ad._id, 3);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(
      'The file of the asset "lost.png" is missing from the storage: upload it again.',
    );
  });
});

describe("adding sizes by PUT /api/ads/update/{id}", () => {
  it("saves a custom size on a banner format and publishes it with the others in one version", async () => {
    const ad = await bannerAd("Custom size");
    const document = {
      ...ad.document,
      teaser: { ...ad.document.teaser, sz250x250: { width: 250, height: 250 } },
    };
    const saved = await t.request("PUT", `/api/ads/update/${ad._id}`, {
      token,
      body: { revision: 2, document },
    });
    expect(saved.status).toBe(200);
    const published = await json(await publish(ad._id, 3));
    expect(published.ad.version).toBe(1);
    for (const size of ["sz300x250", "sz728x90", "sz250x250"]) {
      const page = await t.request("GET", `/creatives/${ad._id}/1/${size}/index.html`);
      expect(page.status, size).toBe(200);
    }
  });

  it("answers 400 naming the sizes it offers for one it does not, and changes nothing", async () => {
    const ad = await bannerAd("Bad size");
    const huge = {
      ...ad.document,
      teaser: { ...ad.document.teaser, sz9999x90: { width: 4000, height: 90 } },
    };
    const res = await t.request("PUT", `/api/ads/update/${ad._id}`, {
      token,
      body: { revision: 2, document: huge },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(
      "Mini ads do not come in 9999×90; use 300×600, 300×250, 320×480, 970×250, 728×90, 320×50, 320×100, 336×280, 300×300, 468×60, 480×320, 160×600 or a custom size from 10×10 to 4000×4000.",
    );
    const after = await json(await t.request("GET", `/api/ads/${ad._id}`, { token }));
    expect(after.ad.revision).toBe(2);
    expect(Object.keys(after.ad.document.teaser)).toEqual(["sz300x250", "sz728x90"]);
  });
});

describe("GET /api/ads/download/{id}", () => {
  it("answers a zip of one size that validates for Google Ads", async () => {
    const ad = await bannerAd("Zip me");
    const res = await t.request("GET", `/api/ads/download/${ad._id}?size=sz300x250`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Zip-me-sz300x250.zip"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      expect.stringMatching(/^assets\/[0-9a-f]{20}\.png$/),
      "index.html",
    ]);
    const issues = validate(
      { kind: "zip", bytes, name: "Zip-me-sz300x250.zip" },
      { profile: "google-ads", size: "300x250" },
    );
    expect(issues.filter((i) => i.severity === "error")).toEqual([]);
  });

  it("names the zip of a long-named ad within the ad servers' 50 characters, the size kept whole", async () => {
    const ad = await bannerAd("Lumen Audio: Studio sound, wherever you go and back");
    const res = await t.request("GET", `/api/ads/download/${ad._id}?size=sz300x250`, { token });
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="Lumen-Audio-Studio-sound-wherever-yo-sz300x250.zip"',
    );
    const name = "Lumen-Audio-Studio-sound-wherever-yo-sz300x250.zip";
    expect(name).toHaveLength(50);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const issues = validate({ kind: "zip", bytes, name }, { profile: "google-ads", size: "300x250" });
    expect(issues.filter((i) => i.severity === "error")).toEqual([]);
    const all = await t.request("GET", `/api/ads/download/${ad._id}?size=all`, { token });
    const inner = Object.keys(unzipSync(new Uint8Array(await all.arrayBuffer())));
    expect(inner.sort()).toEqual([
      "Lumen-Audio-Studio-sound-wherever-yo-sz300x250.zip",
      "Lumen-Audio-Studio-sound-wherever-you-sz728x90.zip",
    ]);
  });

  it("answers 400 for a size the ad does not have", async () => {
    const ad = await bannerAd("No such size");
    const res = await t.request("GET", `/api/ads/download/${ad._id}?size=sz160x600`, { token });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("size must be one of the ad's sizes, such as sz300x250, or all.");
  });

  it("answers every size at once as a zip holding each size's zip, each valid for Google Ads", async () => {
    const ad = await bannerAd("All of them");
    const res = await t.request("GET", `/api/ads/download/${ad._id}?size=all`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="All-of-them-all-sizes.zip"');
    const inner = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(inner).sort()).toEqual(["All-of-them-sz300x250.zip", "All-of-them-sz728x90.zip"]);
    for (const [name, bytes] of Object.entries(inner)) {
      const size = /sz(\d+x\d+)\.zip$/.exec(name)?.[1];
      const issues = validate({ kind: "zip", bytes, name }, { profile: "google-ads", size });
      expect(issues.filter((i) => i.severity === "error")).toEqual([]);
    }
  });
});

describe("GET /api/vast/{adId}.xml", () => {
  it("serves the latest published VAST tag of a video ad with absolute media addresses", async () => {
    const adId = await videoAd(t, token, acme, { name: "Pre-roll", publishes: 0 });
    expect((await t.request("GET", `/api/vast/${adId}.xml`)).status).toBe(404);
    expect((await publish(adId, 2)).status).toBe(200);

    const res = await t.request("GET", `/api/vast/${adId}.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const xml = await res.text();
    expect(xml).toContain('<VAST version="4.2"');
    const media = /<MediaFile [^>]*>([^<]+)<\/MediaFile>/.exec(xml)?.[1];
    expect(media).toMatch(new RegExp(`^http://[^/]+/creatives/${adId}/1/assets/[0-9a-f]{20}\\.mp4$`));
    const played = await t.request("GET", new URL(media ?? "http://x/").pathname);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(TEST_CARD_MP4);
  });

  it("answers 404 for other formats, unknown ids and other names", async () => {
    const banner = await bannerAd("Not a video");
    expect((await publish(banner._id, 2)).status).toBe(200);
    expect((await t.request("GET", `/api/vast/${banner._id}.xml`)).status).toBe(404);
    expect((await t.request("GET", "/api/vast/00000000-0000-4000-8000-000000000000.xml")).status).toBe(404);
    expect((await t.request("GET", "/api/vast/..%2Fsecret.xml")).status).toBe(404);
  });
});
