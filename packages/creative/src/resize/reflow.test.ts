import { describe, expect, it } from "vitest";
import type { AdDocument } from "../document/document";
import type { Layer } from "../document/layer";
import { documentOf, IMAGE, layer } from "../render/__fixtures__/documents";
import { validateDocument } from "../validate/document";
import { constraintsOf, reflowLayout } from "./reflow";
import { addSize, addSizeProblem, reflowExistingSize, removeSize, removeSizeProblem } from "./sizes";

/** A 300×250 rich-media ad: a full-bleed picture, a headline at the top centre, a button at the bottom. */
function banner(extra: Record<string, Layer> = {}): AdDocument {
  return documentOf("rich-media", {
    layers: {
      photo: layer(
        "photo",
        { kind: "image", asset: IMAGE, alt: "A cup" },
        {
          props: { posleft: 0, postop: 0, width: 300, height: 250 },
        },
      ),
      headline: layer(
        "headline",
        { kind: "text", text: "Summer sale" },
        {
          name: "Headline",
          props: { posleft: 20, postop: 16, width: 260, height: 40, fontSize: 24 },
        },
      ),
      button: layer(
        "button",
        { kind: "link", exit: "clickTag", label: "Shop now" },
        {
          props: { posleft: 90, postop: 190, width: 120, height: 40, fontSize: 16 },
        },
      ),
      ...extra,
    },
  });
}

describe("reflowLayout", () => {
  it("keeps a headline pinned top-centre at the top centre of 728×90 and 160×600", () => {
    const pinned = banner();
    (pinned.layers.headline as Layer).constraints = {
      horizontal: "center",
      vertical: "top",
      keepAspect: false,
    };
    const wide = reflowLayout(pinned, { width: 728, height: 90 }).overrides.headline;
    expect(wide).toEqual({ posleft: 234, postop: 16, width: 260, height: 40 });
    const tall = reflowLayout(pinned, { width: 160, height: 600 }).overrides.headline;
    // Wider than the skyscraper: it shrinks to the stage, keeping its 16 px margin, and its words to 19 px.
    expect(tall).toEqual({ posleft: 16, postop: 16, width: 128, height: 40, fontSize: 19 });
  });

  it("infers constraints from where a layer sits when it has none", () => {
    const doc = banner();
    const base = { width: 300, height: 250 };
    expect(constraintsOf(doc.layers.headline as Layer, base, "sz300x250")).toEqual({
      horizontal: "center",
      vertical: "top",
      keepAspect: false,
    });
    expect(constraintsOf(doc.layers.button as Layer, base, "sz300x250")).toEqual({
      horizontal: "center",
      vertical: "bottom",
      keepAspect: false,
    });
    expect(constraintsOf(doc.layers.photo as Layer, base, "sz300x250")).toEqual({
      horizontal: "left-right",
      vertical: "top-bottom",
      keepAspect: false,
    });
    const { overrides } = reflowLayout(doc, { width: 728, height: 90 });
    expect(overrides.headline).toEqual({ posleft: 234, postop: 16, width: 260, height: 40 });
    expect(overrides.button).toEqual({ posleft: 304, postop: 30, width: 120, height: 40 });
    expect(overrides.photo).toEqual({ posleft: 0, postop: 0, width: 728, height: 90 });
  });

  it("pins to the right and bottom, stretches between edges, scales, and keeps proportions", () => {
    const doc = banner({
      logo: layer(
        "logo",
        { kind: "image", asset: IMAGE, alt: "Logo" },
        {
          props: { posleft: 240, postop: 200, width: 50, height: 40 },
          constraints: { horizontal: "right", vertical: "bottom", keepAspect: true },
        },
      ),
      bar: layer(
        "bar",
        { kind: "container", clip: false },
        {
          props: { posleft: 10, postop: 100, width: 280, height: 20 },
          constraints: { horizontal: "left-right", vertical: "center", keepAspect: false },
        },
      ),
      badge: layer(
        "badge",
        { kind: "container", clip: false },
        {
          props: { posleft: 30, postop: 50, width: 60, height: 50 },
          constraints: { horizontal: "scale", vertical: "scale", keepAspect: true },
        },
      ),
    });
    const { overrides } = reflowLayout(doc, { width: 600, height: 500 });
    expect(overrides.logo).toEqual({ posleft: 540, postop: 450, width: 50, height: 40 });
    expect(overrides.bar).toEqual({ posleft: 10, postop: 225, width: 580, height: 20 });
    expect(overrides.badge).toEqual({ posleft: 60, postop: 100, width: 120, height: 100 });
    // In a 40 px strip the logo keeps its 5:4 box, scaled down to the strip, still at the right edge.
    const strip = reflowLayout(doc, { width: 320, height: 40 }).overrides.logo;
    expect(strip).toEqual({ posleft: 270, postop: 0, width: 40, height: 32 });
  });

  it("lays a container's children out in the container's new box", () => {
    const doc = banner({
      panel: layer(
        "panel",
        { kind: "container", clip: true },
        {
          props: { posleft: 0, postop: 150, width: 300, height: 100 },
        },
      ),
      price: layer(
        "price",
        { kind: "text", text: "£5" },
        {
          parent: "panel",
          props: { posleft: 250, postop: 10, width: 40, height: 30, fontSize: 16 },
          constraints: { horizontal: "right", vertical: "top", keepAspect: false },
        },
      ),
    });
    const { overrides } = reflowLayout(doc, { width: 728, height: 90 });
    expect(overrides.panel).toMatchObject({ posleft: 0, width: 728 });
    expect(overrides.price).toEqual({ posleft: 678, postop: 10, width: 40, height: 30 });
  });

  it("shrinks text that no longer fits down to 10 px, then lists it as unfit", () => {
    const doc = banner({
      story: layer(
        "story",
        { kind: "text", text: "Fresh beans roasted every morning in small batches" },
        {
          props: { posleft: 10, postop: 60, width: 280, height: 40, fontSize: 14 },
          constraints: { horizontal: "left", vertical: "top", keepAspect: false },
        },
      ),
    });
    const { overrides, unfit } = reflowLayout(doc, { width: 120, height: 600 });
    expect(overrides.story?.fontSize).toBe(10);
    expect(unfit).toEqual(["story"]);
  });
});

describe("adding and removing sizes", () => {
  it("adds a size with every layer's re-flowed override, and flags text that does not fit", () => {
    const doc = banner({
      story: layer(
        "story",
        { kind: "text", text: "Fresh beans roasted every morning in small batches" },
        {
          name: "Story",
          props: { posleft: 10, postop: 60, width: 280, height: 36, fontSize: 14 },
        },
      ),
    });
    addSize(doc, "sz728x90");
    // A custom skyscraper, narrower than the catalogue's 160×600.
    expect(addSize(doc, "sz120x600")).toEqual({ unfit: ["story"] });
    expect(doc.teaser).toEqual({
      sz300x250: { width: 300, height: 250 },
      sz728x90: { width: 728, height: 90 },
      sz120x600: { width: 120, height: 600 },
    });
    expect(doc.layers.headline?.overrides.sz728x90).toEqual({
      posleft: 234,
      postop: 16,
      width: 260,
      height: 40,
    });
    expect(doc.layers.headline?.props.posleft).toBe(20);
    const fit = validateDocument(doc, { profile: "iab" }).filter((i) => i.code === "text-fit");
    expect(fit).toEqual([
      {
        code: "text-fit",
        severity: "warning",
        path: "layers.story.overrides.sz120x600.fontSize",
        message: '"Story" does not fit 120×600 even at 10 px; shorten its words or widen its box.',
      },
    ]);
  });

  it("admits all 13 Rich Media sizes and custom sizes, and refuses a size the format does not offer", () => {
    const doc = banner();
    for (const key of ["sz728x90", "sz160x600", "sz300x600", "sz970x250", "sz320x50", "sz320x100"])
      addSize(doc, key);
    for (const key of ["sz336x280", "sz468x60", "sz480x320", "sz320x480", "sz300x300", "responsive"])
      addSize(doc, key);
    addSize(doc, "sz250x250");
    expect(Object.keys(doc.teaser)).toHaveLength(14);
    expect(validateDocument(doc, { profile: "iab" }).filter((i) => i.severity === "error")).toEqual([]);
    expect(addSizeProblem(doc, "sz728x90")).toBe("The ad already has 728×90.");
    const vast = documentOf("vast");
    expect(addSizeProblem(vast, "sz250x250")).toBe("VAST ads do not come in 250×250; use in-stream, vast.");
    expect(addSizeProblem(banner(), "sz5x5")).toBe(
      "Rich Media ads do not come in 5×5; use 300×600, 300×250, 320×480, 970×250, 728×90, 320×50, 320×100, 336×280, 300×300, 468×60, 480×320, 160×600, responsive or a custom size from 10×10 to 4000×4000.",
    );
  });

  it("removes a size and its overrides, but never the base size or the last one", () => {
    const doc = banner();
    addSize(doc, "sz728x90");
    removeSize(doc, "sz728x90");
    expect(Object.keys(doc.teaser)).toEqual(["sz300x250"]);
    expect(doc.layers.headline?.overrides).toEqual({});
    expect(removeSizeProblem(doc, "sz300x250")).toBe(
      "300×250 is the base size; its layout is the one the others follow.",
    );
    expect(() => removeSize(doc, "sz160x600")).toThrow("The ad has no 160×600.");
  });

  it("lays a size the ad already had out again from the base, replacing its overrides", () => {
    const doc = banner();
    doc.teaser.sz728x90 = { width: 728, height: 90 };
    (doc.layers.headline as Layer).overrides.sz728x90 = { posleft: 500 };
    reflowExistingSize(doc, "sz728x90");
    expect(doc.layers.headline?.overrides.sz728x90).toEqual({
      posleft: 234,
      postop: 16,
      width: 260,
      height: 40,
    });
    expect(doc.layers.button?.overrides.sz728x90).toEqual({
      posleft: 304,
      postop: 30,
      width: 120,
      height: 40,
    });
    expect(() => reflowExistingSize(doc, "sz300x250")).toThrow(
      "300×250 is the base size; the others are laid out from it.",
    );
  });
});
