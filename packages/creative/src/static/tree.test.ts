import { describe, expect, it } from "vitest";
import type { Asset } from "../document/assets";
import { RenderError } from "../render/render";
import { sampleDocument } from "../samples/samples";
import { boxStyle, type StaticElement, staticAssetHashes, staticTree } from "./tree";

const photo: Asset = {
  hash: "ab".repeat(32),
  type: "image",
  mime: "image/png",
  name: "cup.png",
  bytes: 14_000,
  width: 600,
  height: 500,
};
const doc = sampleDocument("image-generator", { images: [photo] });
const images = { [photo.hash]: "data:image/png;base64,iVBORw0KGgo=" };

const layersOf = (root: StaticElement) => {
  const page = root.props.children?.[0] as StaticElement;
  return (page.props.children ?? []) as StaticElement[];
};

describe("staticTree", () => {
  it("draws a 728x90 canvas with the stage colour and the Inter font", () => {
    const root = staticTree(doc, "sz728x90", images);
    expect(root.props.style).toMatchObject({ width: 728, height: 90, fontFamily: "Inter" });
    expect(root.props.style.backgroundColor).toBe(doc.stage.background);
  });

  it("places each layer at that size, with the picture as a data URL and the copy as text", () => {
    const [hero, headline, cta] = layersOf(staticTree(doc, "sz300x250", images));
    expect(hero?.props.style).toMatchObject({
      position: "absolute",
      left: 0,
      top: 0,
      width: 300,
      height: 250,
    });
    const img = hero?.props.children?.[0] as StaticElement;
    expect(img.type).toBe("img");
    expect(img.props.src).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(headline?.props.children).toEqual(["New: the oat flat white"]);
    expect(cta?.props.children).toEqual(["Find a café"]);
    expect(cta?.props.style).toMatchObject({ backgroundColor: "#ffd43b", textAlign: "center" });
    // Centred both ways like the HTML renderer's buttons; the headline's band padded and centred too.
    expect(cta?.props.style).toMatchObject({ alignItems: "center", justifyContent: "center" });
    expect(headline?.props.style).toMatchObject({ alignItems: "center", padding: "7px 14px" });
  });

  it("uses a size's overrides: the 320x50 headline is smaller than the 300x600 one", () => {
    const small = layersOf(staticTree(doc, "sz320x50", images))[1]?.props.style.fontSize as number;
    const tall = layersOf(staticTree(doc, "sz300x600", images))[1]?.props.style.fontSize as number;
    expect(small).toBeLessThan(tall);
  });

  it("lists the assets a caller must load", () => {
    expect(staticAssetHashes(doc)).toEqual([photo.hash]);
  });

  it("refuses a size the ad does not have, and a picture that was not loaded", () => {
    expect(() => staticTree(doc, "sz970x250", images)).toThrow(
      'The ad has no size "sz970x250"; its sizes are sz300x250, sz728x90, sz320x50, sz300x600.',
    );
    expect(() => staticTree(doc, "sz300x250", {})).toThrow(RenderError);
  });

  it("hidden layers are not drawn", () => {
    const hidden = structuredClone(doc);
    for (const layer of Object.values(hidden.layers)) layer.hidden = layer.id === "cta";
    expect(layersOf(staticTree(hidden, "sz300x250", images))).toHaveLength(2);
  });
});

describe("staticTree of interactive features", () => {
  const frames = [1, 2, 3, 4].map((n) => ({ ...photo, hash: `${n}`.repeat(64), name: `kettle-${n}.png` }));
  const video: Asset = {
    ...photo,
    hash: "ee".repeat(32),
    type: "video",
    mime: "video/mp4",
    name: "card.mp4",
  };
  const poster: Asset = { ...photo, hash: "cd".repeat(32), mime: "image/jpeg", name: "card.jpg" };
  const loaded = (assets: Asset[]) =>
    Object.fromEntries(assets.map((a) => [a.hash, `data:${a.mime};base64,AA==`]));
  const pictureOf = (root: StaticElement) =>
    layersOf(root).flatMap((layer) => (layer.props.children ?? []) as StaticElement[])[0];

  it("draws a 360° view's first frame, whole, as the HTML renderer's first picture", () => {
    const xplore = sampleDocument("3d-xplore", { images: frames });
    expect(staticAssetHashes(xplore)).toEqual([frames[0]?.hash]);
    const picture = pictureOf(staticTree(xplore, xplore.baseSize, loaded(frames)));
    expect(picture?.type).toBe("img");
    expect(picture?.props).toMatchObject({
      src: `data:image/png;base64,AA==`,
      alt: "Turn it around: the copper kettle",
      style: { objectFit: "contain" },
    });
  });

  it("draws a video cube's first face by its poster, and leaves a face without one out", () => {
    const roll = sampleDocument("4d-roll", { video, poster });
    expect(staticAssetHashes(roll)).toEqual([poster.hash]);
    const picture = pictureOf(staticTree(roll, roll.baseSize, loaded([poster])));
    expect(picture?.props).toMatchObject({
      src: "data:image/jpeg;base64,AA==",
      style: { objectFit: "cover" },
    });

    const bare = sampleDocument("4d-roll", { video });
    expect(staticAssetHashes(bare)).toEqual([]);
    expect(layersOf(staticTree(bare, bare.baseSize, {}))).toEqual([]);
  });

  it("draws a chat as it opens: the bot's name, its first line and the first replies, with no picture", () => {
    const bot = sampleDocument("richbot", { images: frames });
    const chat = layersOf(staticTree(bot, bot.baseSize, loaded(frames))).find((layer) =>
      JSON.stringify(layer).includes("Barista"),
    );
    const texts = JSON.stringify(chat);
    for (const words of ["Barista", "Hi! Do you like your coffee strong or smooth?", "Strong", "Smooth"])
      expect(texts).toContain(JSON.stringify(words));
    // A later step's line is not what a viewer sees first.
    expect(texts).not.toContain("Try our dark Sumatra roast.");
  });

  it("draws an image cube's first face", () => {
    const cube = sampleDocument("3d-roll", { images: frames });
    expect(staticAssetHashes(cube)).toEqual([frames[0]?.hash]);
    expect(pictureOf(staticTree(cube, cube.baseSize, loaded(frames)))?.props.style).toMatchObject({
      objectFit: "cover",
    });
  });
});

describe("boxStyle", () => {
  it("right and bottom place the box when left and top are absent; rotation and flip become a transform", () => {
    expect(boxStyle({ posright: 8, posbottom: 4, rotation: 15, flip: "horizontal" }, false)).toMatchObject({
      right: 8,
      bottom: 4,
      transform: "rotate(15deg) scaleX(-1)",
    });
  });

  it("a border without a colour uses the text colour, as in the browser", () => {
    expect(boxStyle({ borderWidth: 2 }, false).border).toBe("2px solid currentColor");
  });
});
