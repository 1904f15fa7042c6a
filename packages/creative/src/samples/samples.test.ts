import { AD_TYPES } from "@adstudio/core";
import { strToU8, zipSync } from "fflate";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AdDocumentSchema } from "../document/document";
import { formatOf } from "../formats/registry";
import { render } from "../render/render";
import { validate } from "../validate/index";
import { SAMPLE_COPY } from "./copy";
import { SAMPLE_PICTURES } from "./pictures";
import { SAMPLE_ROLES, sampleDocument } from "./samples";
import { TEST_SAMPLE_ASSETS, TEST_VIDEO, testPicture } from "./test-assets";

const assets = TEST_SAMPLE_ASSETS;
const errors = (issues: { severity: string }[]) => issues.filter((i) => i.severity === "error");

describe("sample documents", () => {
  it.each([...AD_TYPES])("%s: parses, validates, and renders every size", (type) => {
    const doc = sampleDocument(type, assets);
    expect(v.safeParse(AdDocumentSchema, doc).success).toBe(true);
    expect(doc.format).toBe(type);
    expect(doc.exits.clickTag?.url).toMatch(/^https:\/\//);
    expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" }))).toEqual([]);
    for (const size of Object.keys(doc.teaser)) {
      expect(formatOf(type).sizes).toContain(size);
      const html = render(doc, { size, mode: "zip" }).files["index.html"] ?? "";
      expect(html).toContain('<meta name="ad.size"');
    }
  });

  it.each(AD_TYPES.filter((t) => !["vast", "vpaid", "vertical", "4d-roll"].includes(t)))(
    "%s: each display size's zip passes the Google Ads profile",
    (type) => {
      const doc = sampleDocument(type, assets);
      for (const size of Object.keys(doc.teaser)) {
        const result = render(doc, { size, mode: "zip" });
        const files: Record<string, Uint8Array> = {};
        for (const [name, text] of Object.entries(result.files)) files[name] = strToU8(text);
        for (const { path } of result.assets) files[path] = new Uint8Array(2000).fill(9);
        const issues = validate({ kind: "zip", bytes: zipSync(files) }, { profile: "google-ads" });
        expect(errors(issues), `${type} ${size}`).toEqual([]);
      }
    },
  );

  it.each([...AD_TYPES])(
    "%s: builds from just the files SAMPLE_ROLES names, and lists only those",
    (type) => {
      const role = SAMPLE_ROLES[type];
      const given = {
        images: assets.images.slice(0, role.images),
        ...(role.video ? { video: TEST_VIDEO } : {}),
      };
      const doc = sampleDocument(type, given);
      expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" }))).toEqual([]);
      const expected = [...given.images, ...(role.video ? [TEST_VIDEO] : [])].map((a) => a.hash).sort();
      expect(Object.keys(doc.assets).sort()).toEqual(expected);
    },
  );

  it("the video formats need a video; the cubes four pictures", () => {
    expect(SAMPLE_ROLES.vast).toEqual({ images: 0, pictures: [], video: true });
    expect(SAMPLE_ROLES["4d-roll"]).toEqual({ images: 0, pictures: [], video: true });
    expect(SAMPLE_ROLES["3d-roll"]).toMatchObject({ images: 4, video: false });
    expect(SAMPLE_ROLES["3d-roll"].pictures).toHaveLength(4);
    expect(SAMPLE_ROLES.mini).toEqual({ images: 1, pictures: ["coffee"], video: false });
    expect(() => sampleDocument("vast", { images: [] })).toThrow("The vast sample needs a video.");
  });

  it("shows the 4d-roll's video faces with the poster given, which the design then holds", () => {
    const poster = { ...testPicture(9), mime: "image/jpeg", name: "test-card-poster.jpg" };
    const doc = sampleDocument("4d-roll", { video: TEST_VIDEO, poster });
    expect(doc.assets[poster.hash]).toEqual(poster);
    expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" }))).toEqual([]);
    const { files, assets: shipped } = render(doc, { size: doc.baseSize, mode: "zip" });
    const posters = (files["index.html"] ?? "").match(/<video [^>]*poster="[^"]+"/g) ?? [];
    expect(posters).toHaveLength(4);
    expect(shipped.map((a) => a.hash)).toContain(poster.hash);

    // A poster the document does not hold is a broken reference.
    const broken = structuredClone(doc);
    delete broken.assets[poster.hash];
    const issues = validate({ kind: "document", document: broken }, { profile: "iab" });
    expect(issues.filter((i) => i.severity === "error").map((i) => i.path)).toContain(
      "features.0.faces.0.poster",
    );
  });

  it.each(["vertical", "vast", "vpaid"] as const)(
    "%s: the video shows the poster given until it plays, which the design then holds",
    (type) => {
      const poster = { ...testPicture(9), mime: "image/jpeg", name: "test-card-poster.jpg" };
      const doc = sampleDocument(type, { video: TEST_VIDEO, poster });
      expect(doc.layers.video?.content).toMatchObject({ kind: "video", poster: poster.hash });
      expect(doc.assets[poster.hash]).toEqual(poster);
      expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" }))).toEqual([]);
      const { files, assets: shipped } = render(doc, { size: doc.baseSize, mode: "zip" });
      expect(files["index.html"]).toMatch(/<video [^>]*poster="[^"]+"/);
      expect(shipped.map((a) => a.hash)).toContain(poster.hash);
    },
  );

  it.each([...AD_TYPES])("%s: real copy, alt text on every picture and video, an https exit", (type) => {
    const doc = sampleDocument(type, assets);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/lorem|ipsum|todo|placeholder/i);
    for (const layer of Object.values(doc.layers)) {
      const c = layer.content;
      if (c.kind === "image" || c.kind === "video") expect(c.alt.trim(), layer.id).not.toBe("");
      if (c.kind === "text" || c.kind === "link")
        expect(layer.props.fontSize, layer.id).toBeGreaterThanOrEqual(9);
    }
    for (const feature of doc.features) {
      if (feature.type === "cube") for (const face of feature.faces) expect(face.alt.trim()).not.toBe("");
      if (feature.type === "view360") expect(feature.alt.trim()).not.toBe("");
    }
    for (const exit of Object.values(doc.exits)) expect(exit.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
  });
});

describe("sample pictures", () => {
  // One distinct file per picture name, as the seed draws them.
  const pictures = Object.fromEntries(SAMPLE_PICTURES.map((name, i) => [name, testPicture(16 + i)]));
  const nameOf = new Map(Object.entries(pictures).map(([name, a]) => [a.hash, name]));
  const shown = (type: (typeof AD_TYPES)[number]) => {
    const doc = sampleDocument(type, { pictures, video: TEST_VIDEO });
    const text = JSON.stringify([doc.layers, doc.features]);
    return [...new Set(text.match(/\b[0-9a-f]{64}\b/g))].flatMap((h) => nameOf.get(h) ?? []);
  };

  it("names layers as a designer would in the layers panel", () => {
    const doc = sampleDocument("mini", { pictures, video: TEST_VIDEO });
    expect(Object.values(doc.layers).map((layer) => layer.name)).toEqual(
      expect.arrayContaining(["Hero picture", "Headline", "Call to action"]),
    );
  });

  it("gives each brand its own pictures: no picture serves two brands", () => {
    const brandOf = new Map<string, string>();
    for (const type of AD_TYPES) {
      for (const name of shown(type)) {
        const brand = SAMPLE_COPY[type].brand;
        expect(brandOf.get(name) ?? brand, `${name} in ${type}`).toBe(brand);
        brandOf.set(name, brand);
      }
    }
    expect(shown("ace-desktop")).toEqual(["islands"]);
    expect(shown("belt")).toEqual(["sofa"]);
    expect(shown("interstitial")).toEqual(["suv", "suv-charging"]);
    expect(shown("scrolling-window")).toEqual(["lodge"]);
  });

  it("shows four different faces on a cube and four frames in a 360° turn", () => {
    expect(new Set(shown("3d-roll")).size).toBe(4);
    expect(new Set(shown("mobo-roll")).size).toBe(4);
    expect(new Set(shown("3d-xplore")).size).toBe(4);
  });

  it("tells a story in three different steps: own picture, step label and headline per page", () => {
    const doc = sampleDocument("story", { pictures, video: TEST_VIDEO });
    const pages = doc.pages.map((page) => {
      const on = Object.values(doc.layers).filter((l) => l.page === page.id);
      const words = on.flatMap((l) => (l.content.kind === "text" ? [l.content.text] : []));
      const picture = on.flatMap((l) => (l.content.kind === "image" ? [nameOf.get(l.content.asset)] : []));
      return { words, picture };
    });
    expect(pages).toEqual([
      { words: ["Three steps to a morning glow", "Step 1 · Cleanse"], picture: ["skin-cleanser"] },
      { words: ["A drop of vitamin C serum", "Step 2 · Brighten"], picture: ["skin-serum"] },
      { words: ["Day cream with SPF 30", "Step 3 · Protect"], picture: ["skin-cream"] },
    ]);
  });

  it("opens the expanding ads when their picture is clicked, not leaving through it", () => {
    for (const type of ["ace-desktop", "ace-mobile"] as const) {
      const hero = sampleDocument(type, { pictures, video: TEST_VIDEO }).layers.hero;
      expect(hero?.actions, type).toEqual([{ on: { type: "click" }, do: { type: "expand" } }]);
    }
    // ace-desktop's expanded page fills the expanded canvas, 970x500, and its picture leaves for the offer.
    const desktop = sampleDocument("ace-desktop", { pictures, video: TEST_VIDEO });
    expect(desktop.pages.map((p) => p.name)).toEqual(["Banner", "Expanded"]);
    expect(desktop.layers.heropage2?.props).toMatchObject({ width: 970, height: 500 });
    expect(desktop.layers.heropage2?.actions).toEqual([
      { on: { type: "click" }, do: { type: "exit", exit: "clickTag" } },
    ]);
    // ace-mobile expands to the full screen: its expanded page is designed for a 360x640 phone screen.
    const mobile = sampleDocument("ace-mobile", { pictures, video: TEST_VIDEO });
    expect(mobile.layers.heropage2?.props).toMatchObject({ width: 360, height: 640 });
  });

  it("sets strip banners' words side by side at a size a phone can read", () => {
    const checked: string[] = [];
    for (const type of ["ace-mobile", "sticker", "bold"] as const) {
      const doc = sampleDocument(type, { pictures, video: TEST_VIDEO });
      const { headline, cta } = doc.layers;
      for (const size of Object.keys(doc.teaser)) {
        const h = size === doc.baseSize ? headline?.props : headline?.overrides[size];
        const c = size === doc.baseSize ? cta?.props : cta?.overrides[size];
        if (!h || !c) throw new Error(`${type} has no headline or call to action`);
        checked.push(size);
        expect(h.fontSize, `${type} ${size}`).toBeGreaterThanOrEqual(12);
        expect(c.fontSize, `${type} ${size}`).toBeGreaterThanOrEqual(12);
        expect((h.posleft ?? 0) + (h.width ?? 0), `${type} ${size}`).toBeLessThanOrEqual(c.posleft ?? 0);
      }
    }
    expect(new Set(checked)).toEqual(new Set(["sz320x50", "sz320x100", "sz728x90"]));
  });
});
