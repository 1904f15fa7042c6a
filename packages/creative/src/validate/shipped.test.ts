import { describe, expect, it } from "vitest";
import { documentOf, IMAGE, layer, VIDEO } from "../render/__fixtures__/documents";
import { validate } from "./index";

/** What a user reads: each finding as "path: message". */
const said = (document: unknown, origin?: string) =>
  validate({ kind: "document", document }, { profile: "iab", ...(origin ? { origin } : {}) }).map(
    (found) => `${found.path}: ${found.message}`,
  );

const headline = layer("headline", { kind: "text", text: "Fresh every morning" });
const cta = layer("cta", { kind: "link", exit: "clickTag", label: "Order" }, { order: "a1" });

describe("validate: a document checks what the shipped ad shows", () => {
  it("passes a finished ad: a headline and a button leading to an https address", () => {
    expect(said(documentOf("mini", { layers: { headline, cta } }))).toEqual([]);
  });

  it("names a Story page that shows nothing", () => {
    const story = documentOf("story", {
      baseSize: "responsive",
      teaser: { responsive: { width: 360, height: 640 } },
      pages: [
        { id: "p1", name: "Hello" },
        { id: "p2", name: "Goodbye" },
      ],
      layers: { headline, cta },
    });
    expect(said(story)).toEqual(['pages.1: Page "Goodbye" shows nothing: add a layer to it or remove it.']);
    // A layer hidden until an action shows it counts; one hidden for good does not.
    const later = layer("later", { kind: "text", text: "Bye" }, { page: "p2", hidden: true });
    const reveal = { on: { type: "click" as const }, do: { type: "showLayer" as const, layer: "later" } };
    expect(said({ ...story, layers: { headline, cta: { ...cta, actions: [reveal] }, later } })).toEqual([]);
    expect(said({ ...story, layers: { headline, cta, later } })).toHaveLength(1);
  });

  it("names a picture without alternative text", () => {
    const hero = layer("hero", { kind: "image", asset: IMAGE, alt: " " }, { name: "Hero shot" });
    expect(said(documentOf("mini", { layers: { hero, cta } }))).toEqual([
      'layers.hero.content.alt: The picture "Hero shot" has no alternative text for screen readers: describe it.',
    ]);
  });

  it("finds in the rendered files what the zip check finds: an ad with no exit has no click tag", () => {
    expect(said(documentOf("mini", { exits: {}, layers: { headline } }))).toEqual([
      'sz300x250/index.html: The creative needs a click tag: var clickTag = "https://…" in the HTML\'s head.',
    ]);
  });

  it("checks a VAST ad's tag as published from an http origin: its media is not https", () => {
    const spot = layer("spot", {
      kind: "video",
      asset: VIDEO,
      autoplay: true,
      muted: true,
      loop: false,
      controls: false,
      alt: "A pour of coffee",
    });
    const measured = {
      hash: VIDEO,
      type: "video",
      mime: "video/mp4",
      name: "spot.mp4",
      bytes: 1000,
      width: 640,
      height: 360,
      durationMs: 15_000,
    } as const;
    const vast = documentOf("vast", {
      baseSize: "vast",
      teaser: { vast: { width: 640, height: 360 } },
      stage: { background: "#000000" },
      layers: { spot },
      assets: { [VIDEO]: measured },
    });
    expect(said(vast, "https://studio.example")).toEqual([]);
    expect(said(vast, "http://localhost:5173")).toEqual([
      `vast.xml › VAST.Ad[0].InLine.Linear[0].MediaFile[0]: The media file http://localhost:5173/creatives/check/1/assets/c3c3c3c3c3c3c3c3c3c3.mp4 must be an https address.`,
    ]);
  });
});
