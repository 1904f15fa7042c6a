import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdDocument, Asset } from "@adstudio/creative";
import { sampleDocument } from "@adstudio/creative/samples";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type FileStorage } from "../../storage/index.js";
import { assetStorageKey } from "./asset-files.js";
import { rasterise } from "./rasterise.js";
import { storeCupPicture } from "./test-pictures.js";

let folder: string;
let storage: FileStorage;
let doc: AdDocument;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "adstudio-rasterise-"));
  storage = createLocalStorage(folder);
  doc = sampleDocument("image-generator", { images: [await storeCupPicture(storage)] });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

type Rgba = [number, number, number, number];

async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgba => {
    const i = (y * info.width + x) * 4;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
  };
  return { width: info.width, height: info.height, at };
}

const rgb = (hex: string): Rgba => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
  255,
];
const near = (a: Rgba, b: Rgba, tolerance: number) =>
  a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);

/** The pixel box of a layer at a size: its base props with that size's overrides. */
function boxOf(layerId: string, size: string) {
  const layer = doc.layers[layerId];
  if (!layer) throw new Error(`no layer ${layerId}`);
  const p = { ...layer.props, ...(layer.overrides[size] ?? {}) };
  return { left: p.posleft ?? 0, top: p.postop ?? 0, width: p.width ?? 0, height: p.height ?? 0 };
}

/** Every pixel of a box, inset by 2 px so anti-aliased edges stay out. */
function* inside(box: { left: number; top: number; width: number; height: number }) {
  for (let y = box.top + 2; y < box.top + box.height - 2; y++)
    for (let x = box.left + 2; x < box.left + box.width - 2; x++) yield [x, y] as const;
}

const withCtaLabel = (label: string): AdDocument => {
  const cta = doc.layers.cta;
  if (cta?.content.kind !== "link") throw new Error("the sample's call to action is a link layer");
  return { ...doc, layers: { ...doc.layers, cta: { ...cta, content: { ...cta.content, label } } } };
};

describe("rasterise", () => {
  for (const [size, width, height] of [
    ["sz300x250", 300, 250],
    ["sz728x90", 728, 90],
  ] as const) {
    it(`draws ${size} as a ${width}x${height} PNG and JPEG`, async () => {
      const { png, jpeg } = await rasterise(doc, size, storage);
      expect(await sharp(png).metadata()).toMatchObject({ format: "png", width, height });
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width, height });
    });

    it(`draws the call to action's words on its button at ${size}`, async () => {
      const button = rgb("#ffd43b");
      const ink = rgb("#111111");
      const count = async (d: AdDocument) => {
        const image = await pixels((await rasterise(d, size, storage)).png);
        let yellow = 0;
        let dark = 0;
        for (const [x, y] of inside(boxOf("cta", size))) {
          if (near(image.at(x, y), button, 2)) yellow += 1;
          if (near(image.at(x, y), ink, 40)) dark += 1;
        }
        return { yellow, dark };
      };
      const labelled = await count(doc);
      const blank = await count(withCtaLabel(""));
      // The empty button is all yellow; the labelled one has the same yellow with dark glyphs on it.
      expect(blank.dark).toBe(0);
      expect(blank.yellow).toBeGreaterThan(100);
      expect(labelled.dark).toBeGreaterThan(20);
      expect(labelled.yellow).toBeLessThan(blank.yellow);
    });
  }

  it("shows the document's background where no layer draws", async () => {
    const hero = doc.layers.hero;
    if (!hero) throw new Error("the sample has a hero picture");
    const bare: AdDocument = {
      ...doc,
      stage: { ...doc.stage, background: "#0b3d5c" },
      layers: { ...doc.layers, hero: { ...hero, hidden: true } },
    };
    const { png, jpeg } = await rasterise(bare, "sz300x250", storage);
    // The middle of the canvas, under the headline and left of the button: only the cup draws there.
    const [x, y] = [150, 160];
    expect((await pixels(png)).at(x, y)).toEqual(rgb("#0b3d5c"));
    expect(near((await pixels(jpeg)).at(x, y), rgb("#0b3d5c"), 6)).toBe(true);
    // With the picture shown, the same pixel is the cup's.
    const drawn = await pixels((await rasterise({ ...bare, layers: doc.layers }, "sz300x250", storage)).png);
    expect(near(drawn.at(x, y), rgb("#0b3d5c"), 40)).toBe(false);
  });

  it("spaces letters as a browser does: four letters 10 px apart ink 30 px wider than unspaced", async () => {
    const probe = (letterSpacing: number): AdDocument => ({
      ...doc,
      stage: { ...doc.stage, background: "#ffffff" },
      layers: {
        probe: {
          ...(doc.layers.hero as AdDocument["layers"][string]),
          id: "probe",
          content: { kind: "text", text: "IIII" },
          props: {
            posleft: 10,
            postop: 10,
            width: 280,
            height: 40,
            fontSize: 20,
            fontColor: "#111111",
            letterSpacing,
          },
          overrides: {},
          animations: [],
          actions: [],
          hidden: false,
        },
      },
    });
    const inkWidth = async (d: AdDocument) => {
      const image = await pixels((await rasterise(d, "sz300x250", storage)).png);
      const columns: number[] = [];
      for (const [x, y] of inside({ left: 8, top: 8, width: 284, height: 44 }))
        if (near(image.at(x, y), rgb("#111111"), 100)) columns.push(x);
      return Math.max(...columns) - Math.min(...columns);
    };
    const tight = await inkWidth(probe(0));
    const spaced = await inkWidth(probe(10));
    expect(tight).toBeGreaterThan(10);
    expect(Math.abs(spaced - tight - 30)).toBeLessThanOrEqual(1);
  });

  it("keeps a filled text box inside its own box, its padding within, as the HTML render does", async () => {
    const band = (text: string): AdDocument => ({
      ...doc,
      stage: { ...doc.stage, background: "#ffffff" },
      layers: {
        band: {
          ...(doc.layers.hero as AdDocument["layers"][string]),
          id: "band",
          content: { kind: "text", text },
          props: { posleft: 15, postop: 15, width: 200, height: 60, fontSize: 20, background: "#0b3d5c" },
          overrides: {},
          animations: [],
          actions: [],
          hidden: false,
        },
      },
    });
    const image = await pixels(
      (await rasterise(band("Studio sound, wherever you go"), "sz300x250", storage)).png,
    );
    const filled = (x: number, y: number) => near(image.at(x, y), rgb("#0b3d5c"), 30);
    // The band's corners are inside its box (15..215 × 15..75), and nothing is filled just outside it.
    expect(filled(20, 20)).toBe(true);
    expect(filled(210, 70)).toBe(true);
    for (const [x, y] of [
      [218, 40],
      [240, 40],
      [100, 78],
      [100, 95],
    ] as const)
      expect(filled(x, y), `${x},${y}`).toBe(false);
  });

  it("refuses a size the ad does not have", async () => {
    await expect(rasterise(doc, "sz970x250", storage)).rejects.toThrow(
      'The ad has no size "sz970x250"; its sizes are sz300x250, sz728x90, sz320x50, sz300x600.',
    );
  });

  it("answers 400 naming the picture when its stored file is not a picture, or is cut short", async () => {
    const cup = Object.values(doc.assets)[0];
    if (!cup) throw new Error("the sample has a picture");
    const broken = createLocalStorage(path.join(folder, "broken"));
    await broken.put(assetStorageKey(cup), new TextEncoder().encode("not a picture at all"), cup.mime);
    await expect(rasterise(doc, "sz300x250", broken)).rejects.toMatchObject({
      status: 400,
      message:
        'The picture "Coffee cup.png" cannot be drawn. The file is not a PNG, JPEG, GIF or WebP image. Upload it again.',
    });
    const png = await storage.get(assetStorageKey(cup));
    if (!png) throw new Error("the cup is stored");
    // Another store: a content-addressed key is written once, so the first store keeps its bytes.
    const cut = createLocalStorage(path.join(folder, "cut"));
    await cut.put(assetStorageKey(cup), png.bytes.slice(0, 200), cup.mime);
    await expect(rasterise(doc, "sz300x250", cut)).rejects.toMatchObject({
      status: 400,
      message:
        'The picture "Coffee cup.png" cannot be drawn. The image could not be read: the file is damaged or incomplete. Upload it again.',
    });
  });

  it("draws a picture by what its bytes are, not the type its record claims", async () => {
    const cup = Object.values(doc.assets)[0];
    const png = cup && (await storage.get(assetStorageKey(cup)));
    if (!cup || !png) throw new Error("the cup is stored");
    // A JPEG under a PNG record: the renderer would skip it silently and leave the stage showing.
    const relabelled = createLocalStorage(path.join(folder, "relabelled"));
    await relabelled.put(assetStorageKey(cup), await sharp(png.bytes).jpeg().toBuffer(), cup.mime);
    const bare = { ...doc, stage: { ...doc.stage, background: "#0b3d5c" } };
    const drawn = await pixels((await rasterise(bare, "sz300x250", relabelled)).png);
    expect(near(drawn.at(150, 160), rgb("#0b3d5c"), 40)).toBe(false);
  });

  it("answers 400 naming the layer whose style the renderer refuses", async () => {
    const cta = doc.layers.cta;
    if (!cta) throw new Error("the sample has a call to action");
    // The schema's colour pattern lets `rgba( )` through and a browser ignores it; satori throws.
    const odd: AdDocument = {
      ...doc,
      layers: {
        ...doc.layers,
        cta: {
          ...cta,
          name: "Find a café button",
          props: { ...cta.props, borderWidth: 2, borderColor: "rgba( )" },
        },
      },
    };
    const refused = rasterise(odd, "sz728x90", storage);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(refused).rejects.toThrow(
      /^The layer "Find a café button" cannot be drawn as an image at sz728x90: .*rgba\( \)/,
    );
  });

  it("answers 400 before drawing a first page with more text than a still may hold", async () => {
    const headline = doc.layers.headline;
    if (!headline) throw new Error("the sample has a headline");
    // Eleven paragraphs of 2000 characters (the most one text layer may hold), and nothing else.
    const layers = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [
        `para${i}`,
        {
          ...headline,
          id: `para${i}`,
          order: `b${i}`,
          content: { kind: "text" as const, text: "x".repeat(2000) },
        },
      ]),
    );
    await expect(rasterise({ ...doc, layers }, "sz300x250", storage)).rejects.toMatchObject({
      status: 400,
      message: "The still has too much text to draw: 22,000 characters on its first page, at most 20,000.",
    });
  });

  it("answers 400 before drawing a first page that embeds more than 64 MB of pictures", async () => {
    // About 5 MB of noise that PNG cannot compress, in 14 layers: each use is embedded again.
    const noise = await sharp({
      create: {
        width: 1250,
        height: 1250,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const asset: Asset = {
      hash: createHash("sha256").update(noise).digest("hex"),
      type: "image",
      mime: "image/png",
      name: "Noise.png",
      bytes: noise.length,
      width: 1250,
      height: 1250,
    };
    await storage.put(assetStorageKey(asset), noise, asset.mime);
    const hero = doc.layers.hero;
    if (!hero) throw new Error("the sample has a hero picture");
    const layers = { ...doc.layers };
    for (let i = 0; i < 14; i++) {
      layers[`pic${i}`] = {
        ...hero,
        id: `pic${i}`,
        order: `c${i}`,
        content: { kind: "image", asset: asset.hash, alt: "" },
      };
    }
    const heavy = { ...doc, layers, assets: { ...doc.assets, [asset.hash]: asset } };
    await expect(rasterise(heavy, "sz300x250", storage)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^The still draws too much picture data: \d+ MB on its first page \(each use counted\), at most 64 MB\.$/,
      ),
    });
  });

  it("answers 400 naming the asset when its file is not in the storage", async () => {
    const empty = createLocalStorage(path.join(folder, "empty"));
    await expect(rasterise(doc, "sz300x250", empty)).rejects.toMatchObject({
      status: 400,
      message: 'The file of the asset "Coffee cup.png" is missing from the storage: upload it again.',
    });
  });
});
