import { AD_TYPES, type AdType, CompanySchema, validateInput } from "@adstudio/core";
import { render } from "@adstudio/creative/render";
import { SAMPLE_COPY } from "@adstudio/creative/samples";
import { estimateWeight, validate } from "@adstudio/creative/validate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../test-support/test-app.js";
import { seedDemoAds } from "./demo-ads.js";

let t: TestContext;
let token: string;
let seeded: number;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  seeded = await seedDemoAds(t.deps);
}, 60_000);
afterAll(() => t.close());

interface Listed {
  _id: string;
  type: string;
  status: string;
  version: number;
  location: string;
  thumbnail: string;
  teaser: Record<string, unknown>;
}

describe("seedDemoAds", () => {
  it("creates the demo company with one published ad of each of the 21 formats", async () => {
    expect(seeded).toBe(21);
    // Seeded at start-up with one address, browsed under another: the answers name the one in use.
    const res = await t.request("GET", "http://127.0.0.1:3000/api/ads?limit=100", { token });
    const { ads, total } = await json(res);
    expect(total).toBe(21);
    expect(new Set(ads.map((a: Listed) => a.type))).toEqual(new Set(AD_TYPES));
    for (const ad of ads as Listed[]) {
      expect(ad, ad.type).toMatchObject({ status: "published", version: 1 });
      expect(ad.location).not.toBe("");
      expect(ad.location).toBe(`http://127.0.0.1:3000/creatives/${ad._id}/1/index.html`);
      const page = await t.request("GET", `/creatives/${ad._id}/1/index.html`);
      expect(page.status, ad.type).toBe(200);
      expect(await page.text()).toContain('<meta name="ad.size"');
    }
  });

  it("gives the demo company rich-media templates of the sample designs, kept out of the ads", async () => {
    const { templates, total } = await json(
      await t.request("GET", "/api/richtemplates?limit=100", { token }),
    );
    expect(total).toBe(2);
    expect(templates.map((row: Listed) => row.type).sort()).toEqual(["interstitial", "rich-media"]);
    const { ads } = await json(await t.request("GET", "/api/ads?limit=100", { token }));
    for (const template of templates as (Listed & { name: string; status: string })[]) {
      expect(template.name).toMatch(/ starter$/);
      expect(template.status).toBe("draft");
      expect(template.thumbnail).toMatch(/\/template-thumbnail-1\.png$/);
      expect(ads.map((ad: Listed) => ad._id)).not.toContain(template._id);
      const { template: full } = await json(
        await t.request("GET", `/api/richtemplates/${template._id}`, { token }),
      );
      expect(Object.keys(full.document.layers).length, template.type).toBeGreaterThan(0);
    }
  });

  it("gives every demo ad a thumbnail of its first page, 320 px wide", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?limit=100", { token }));
    for (const ad of ads as Listed[]) {
      expect(ad.thumbnail, ad.type).toBe(`http://localhost/creatives/${ad._id}/1/thumbnail.png`);
      const res = await t.request("GET", new URL(ad.thumbnail).pathname);
      expect(res.status, ad.type).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect(meta.width, ad.type).toBe(320);
    }
  });

  it("draws the 3D Xplore's first 360° frame and the 4D Roll's video poster, not a blank stage", async () => {
    for (const type of ["3d-xplore", "4d-roll"]) {
      const { ads } = await json(await t.request("GET", `/api/ads?type=${type}`, { token }));
      const res = await t.request("GET", new URL(ads[0].thumbnail).pathname);
      expect(res.status, type).toBe(200);
      const { data, info } = await sharp(new Uint8Array(await res.arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Both stages are white: count the pixels that are not (near) white, and the colours drawn.
      const pixels = data.length / info.channels;
      let drawn = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += info.channels) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        if (Math.min(r, g, b) < 240) drawn++;
        colours.add((r << 16) | (g << 8) | b);
      }
      expect(drawn / pixels, type).toBeGreaterThan(0.5);
      expect(colours.size, type).toBeGreaterThan(50);
    }
  });

  it("shows the test card's poster in the video ads' players and thumbnails, not a black stage", async () => {
    for (const type of ["vertical", "vast", "vpaid"]) {
      const { ads } = await json(await t.request("GET", `/api/ads?type=${type}`, { token }));
      // The player: the <video> shows the poster until it plays, and the poster is published with it.
      const folder = `/creatives/${ads[0]._id}/1/`;
      const html = await (await t.request("GET", `${folder}index.html`)).text();
      const poster = html.match(/<video [^>]*poster="([^"]+)"/)?.[1];
      expect(poster, type).toBeDefined();
      const posterRes = await t.request("GET", new URL(poster ?? "", `http://studio.test${folder}`).pathname);
      expect(posterRes.status, type).toBe(200);
      expect(posterRes.headers.get("content-type"), type).toBe("image/jpeg");

      // The thumbnail: the stages are black; no one colour (black) covers most of it, and many are drawn.
      const res = await t.request("GET", new URL(ads[0].thumbnail).pathname);
      const { data, info } = await sharp(new Uint8Array(await res.arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const counts = new Map<number, number>();
      for (let i = 0; i < data.length; i += info.channels) {
        const colour = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
        counts.set(colour, (counts.get(colour) ?? 0) + 1);
      }
      const commonest = Math.max(...counts.values()) / (data.length / info.channels);
      expect(commonest, type).toBeLessThan(0.5);
      expect(counts.size, type).toBeGreaterThan(50);
    }
  });

  it("makes a demo company the company form would save", async () => {
    const { company } = await json(await t.request("GET", "/api/company?search=adstudio-demo", { token }));
    expect(company).toHaveLength(1);
    const { _id, logo, ...fields } = company[0];
    const result = validateInput(CompanySchema, fields);
    expect(result.success, JSON.stringify(result)).toBe(true);
  });

  it("serves every demo ad's pictures and video where a preview rendered with assetBase /api/ loads them", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?limit=100", { token }));
    let loaded = 0;
    for (const { _id } of ads as Listed[]) {
      const { ad } = await json(await t.request("GET", `/api/ads/${_id}`, { token }));
      const size = Object.keys(ad.document.teaser)[0] as string;
      const { assets } = render(ad.document, { size, mode: "preview", assetBase: "/api/" });
      for (const { hash, path } of assets) {
        const res = await t.app.request(`/api/${path}`);
        expect(res.status, `${ad.type} ${path}`).toBe(200);
        expect(res.headers.get("content-type")).toBe(ad.document.assets[hash].mime);
        loaded++;
      }
    }
    expect(loaded).toBeGreaterThan(21);
  });

  it("shows each brand its own pictures, not one picture for every ad", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?limit=100", { token }));
    const brandsOf = new Map<string, Set<string>>();
    const heroOf: Record<string, string> = {};
    for (const { _id, type } of ads as Listed[]) {
      const { ad } = await json(await t.request("GET", `/api/ads/${_id}`, { token }));
      const hero = ad.document.layers.hero?.content;
      if (hero?.kind === "image") heroOf[type] = ad.document.assets[hero.asset].name;
      // A video's poster is a still of the video, which the Adstudio TV ads and Stride's vertical share.
      const posters = JSON.stringify([ad.document.layers, ad.document.features]).match(/"poster":"\w+"/g);
      for (const asset of Object.values(ad.document.assets) as { hash: string; type: string }[]) {
        if (asset.type !== "image" || posters?.includes(`"poster":"${asset.hash}"`)) continue;
        const brands = brandsOf.get(asset.hash) ?? new Set();
        brandsOf.set(asset.hash, brands.add(SAMPLE_COPY[type as AdType].brand));
      }
    }
    expect(heroOf).toMatchObject({
      "ace-desktop": "Tropical islands.png",
      belt: "Sofa.png",
      interstitial: "Electric SUV.png",
      "scrolling-window": "Mountain lodge.png",
      story: "Cleanser.png",
      "ace-mobile": "5G phone.png",
    });
    for (const [hash, brands] of brandsOf) expect([...brands], hash).toHaveLength(1);
    expect(brandsOf.size).toBeGreaterThan(20);
  });

  it("runs once: a second start changes nothing", async () => {
    expect(await seedDemoAds(t.deps)).toBe(0);
    expect((await json(await t.request("GET", "/api/ads", { token }))).total).toBe(21);
  });

  it("gives every display size of the banners a zip that passes the Google Ads profile", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?limit=100&type=mini", { token }));
    const [mini] = ads as Listed[];
    if (!mini) throw new Error("no mini ad");
    for (const size of Object.keys(mini.teaser)) {
      const res = await t.request("GET", `/api/ads/download/${mini._id}?size=${size}`, { token });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const issues = validate(
        { kind: "zip", bytes },
        { profile: "google-ads", size: size.replace(/^sz/, "") },
      );
      expect(
        issues.filter((i) => i.severity === "error"),
        size,
      ).toEqual([]);
    }
  });

  it("keeps the seeded 300x250's initial load within 50 KB, a third of IAB LEAN's 150 KB", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?type=mini", { token }));
    const { ad } = await json(await t.request("GET", `/api/ads/${ads[0]._id}`, { token }));
    const weight = estimateWeight(ad.document, "sz300x250");
    expect(weight.initialBytes).toBeLessThanOrEqual(50 * 1024);
  });

  it("serves the VAST tag of the demo's video ad", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?type=vast", { token }));
    const res = await t.request("GET", `/api/vast/${ads[0]._id}.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<Duration>00:00:05.000</Duration>");
    // The test card has sound: the codec names both tracks, as CTV buyers check.
    expect(xml).toContain('codec="avc1.4d401e,mp4a.40.2"');
    // Skippable after 5 s only when the spot is longer: the 5 s test card is not skippable at 5 s.
    expect(xml).not.toContain("skipoffset");
  });

  it("names no fixed host in the demo's tags: each follows the host that reads it", async () => {
    const { ads } = await json(await t.request("GET", "/api/ads?type=vast", { token }));
    const id = ads[0]._id;
    for (const reader of ["http://localhost:3000", "http://192.168.1.20:8080"]) {
      const xml = await (await t.request("GET", `${reader}/api/vast/${id}.xml`)).text();
      const addresses = [...xml.matchAll(/<(?:MediaFile|Impression|Tracking)\b[^>]*>([^<]+)</g)].map(
        (m) => m[1],
      );
      expect(addresses.length).toBeGreaterThan(5);
      for (const address of addresses) expect(address?.startsWith(`${reader}/`), address).toBe(true);
    }
  });
});
