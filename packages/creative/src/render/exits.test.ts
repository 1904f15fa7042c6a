import { describe, expect, it } from "vitest";
import { documentOf, IMAGE, layer } from "./__fixtures__/documents";
import { clickExits, wholeAdExit } from "./exits";
import { render } from "./render";

const exits = {
  clickTag: { url: "https://shop.example/", label: "Shop" },
  clickTag2: { url: "https://shop.example/sale", label: "Sale" },
};
const html = (doc: ReturnType<typeof documentOf>) =>
  render(doc, { size: "sz300x250", mode: "zip" }).files["index.html"] ?? "";

describe("what a click does in the shipped ad", () => {
  it("a button opens its own exit and the exits its click actions open", () => {
    const doc = documentOf("mini", {
      exits,
      layers: {
        cta: layer(
          "cta",
          { kind: "link", exit: "clickTag", label: "Order" },
          { actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag2" } }] },
        ),
      },
    });
    expect(clickExits(doc, "cta")).toEqual(["clickTag", "clickTag2"]);
    expect(wholeAdExit(doc)).toBeNull();
    expect(html(doc)).toContain('data-exit="clickTag"');
    expect(html(doc)).not.toContain('class="stage-exit');
  });

  it("with no exit of its own anywhere, a click anywhere opens the first click tag", () => {
    const doc = documentOf("mini", {
      exits,
      layers: { hero: layer("hero", { kind: "image", asset: IMAGE, alt: "Cup" }) },
    });
    expect(clickExits(doc, "hero")).toEqual([]);
    expect(wholeAdExit(doc)).toBe("clickTag");
    expect(html(doc)).toContain('class="stage-exit under" data-exit="clickTag"');
  });

  it("an exit on a shown feature's slide makes the ad's own exits, not the whole ad", () => {
    const doc = documentOf("mini", {
      exits,
      features: [
        {
          id: "gal",
          type: "gallery",
          autoplayMs: 0,
          slides: [{ asset: IMAGE, alt: "Cup", exit: "clickTag2" }],
        },
      ],
      layers: { feat: layer("feat", { kind: "feature", feature: "gal" }) },
    });
    expect(wholeAdExit(doc)).toBeNull();
    expect(html(doc)).not.toContain('class="stage-exit');
  });
});
