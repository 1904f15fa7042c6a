import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { Asset } from "../document/assets";
import { sampleDocument } from "../samples/samples";
import { render } from "./render";

const photo: Asset = {
  hash: "ab".repeat(32),
  type: "image",
  mime: "image/png",
  name: "photo.png",
  bytes: 9000,
  width: 600,
  height: 500,
};
const html = (type: "mini" | "story") => {
  const doc = sampleDocument(type, { images: [photo] });
  return render(doc, { size: doc.baseSize, mode: "zip" }).files["index.html"] as string;
};
const byId = (source: string, id: string) =>
  DomUtils.findOne((el) => el.attribs.id === id, parseDocument(source).children, true);

describe("text boxes and buttons", () => {
  it("centres a button's label both ways with flex, and keeps a hidden button hidden", () => {
    const source = html("mini");
    expect(byId(source, "l-cta")?.attribs.class).toBe("l i link");
    expect(source).toContain(
      ".l.link:not([hidden]),.l[role=button]:not([hidden]),.l.boxed:not([hidden]){display:flex;flex-direction:column;justify-content:safe center}",
    );
    expect(source).toContain(".l.link,.l[role=button]{text-align:center}");
  });

  it("pads a headline on a filled band away from the band's edges", () => {
    const source = html("mini");
    expect(byId(source, "l-headline")?.attribs.class).toBe("l text boxed passive");
    expect(source).toContain(".l.boxed{padding:.3em .6em}");
  });

  it("lets a click on words that do nothing reach the picture under them", () => {
    const source = html("mini");
    expect(source).toContain(".passive{pointer-events:none}");
    expect(byId(source, "l-headline")?.attribs.class?.split(" ")).toContain("passive");
    expect(byId(source, "l-cta")?.attribs.class?.split(" ")).not.toContain("passive");
    expect(byId(source, "l-hero")?.attribs.class?.split(" ")).toContain("i");
  });
});

describe("story progress", () => {
  it("draws one segment per page over the pages, each filling for its page's duration", () => {
    const source = html("story");
    const progress = DomUtils.findOne(
      (el) => el.attribs.class === "progress",
      parseDocument(source).children,
    );
    const segments = progress ? DomUtils.getChildren(progress) : [];
    expect(segments.map((s) => (s as { attribs: Record<string, string> }).attribs.style)).toEqual([
      "--d:4000ms",
      "--d:4000ms",
      "--d:4000ms",
    ]);
    expect(source).toContain("animation:a-bar var(--d,5s) linear forwards");
  });

  it("stops the segments' filling under reduced motion (the current one shows full)", () => {
    expect(html("story")).toContain(
      "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation:none!important",
    );
  });
});
