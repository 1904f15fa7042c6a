import { describe, expect, it } from "vitest";
import { ELEMENT_NAMES } from "./ad-formats";
import { availableRuleAdTypes, DEFAULT_FORM_ELEMENTS, elementsForLayer, splitLayers } from "./form-elements";

const names = (list: readonly { element: string }[]) => list.map((el) => el.element);
const seed = (element: string) => DEFAULT_FORM_ELEMENTS.find((el) => el.element === element);

describe("DEFAULT_FORM_ELEMENTS", () => {
  it("has one record per element name, in order, each with formats and layers", () => {
    expect(names(DEFAULT_FORM_ELEMENTS)).toEqual([...ELEMENT_NAMES]);
    expect(DEFAULT_FORM_ELEMENTS.slice(0, 30).map((el) => el.order)).toEqual(
      ELEMENT_NAMES.slice(0, 30).map((_, i) => i + 1),
    );
    for (const el of DEFAULT_FORM_ELEMENTS) {
      expect(el.adType.length, el.element).toBeGreaterThan(0);
      expect(el.layers.length, el.element).toBeGreaterThan(0);
    }
  });

  it("ties elements to the formats and layers they make sense on", () => {
    expect(seed("video")).toMatchObject({ layers: ["video"] });
    expect(seed("video")?.adType).toContain("vast");
    expect(seed("video")?.adType).not.toContain("richbot");
    expect(seed("jumpToVideo")?.adType).toEqual(seed("video")?.adType);
    expect(seed("richBot")).toMatchObject({ adType: ["richbot"] });
    expect(seed("feature")?.layers).toEqual(["feature"]);
    for (const text of ["font", "fontColor", "fontSize", "textAlign", "decoration", "letterSpacing"]) {
      expect(seed(text)?.layers).toEqual(["text", "link"]);
    }
  });
});

describe("elementsForLayer", () => {
  it("shows a text layer's controls in the spec's order, letter spacing right after decoration", () => {
    expect(names(elementsForLayer(DEFAULT_FORM_ELEMENTS, "rich-media", { kind: "text" }))).toEqual([
      "text",
      "fontColor",
      "fontSize",
      "font",
      "textAlign",
      "decoration",
      "letterSpacing",
      "width",
      "height",
      "posleft",
      "posright",
      "postop",
      "posbottom",
      "background",
      "borderWidth",
      "borderStyle",
      "borderRadius",
      "borderColor",
      "animation",
      "blendMode",
      "opacity",
      "rotation",
      "flip",
    ]);
  });

  it("gives a text layer the text controls but not the video ones", () => {
    const shown = names(elementsForLayer(DEFAULT_FORM_ELEMENTS, "rich-media", { kind: "text" }));
    expect(shown).toContain("fontSize");
    expect(shown).toContain("posleft");
    expect(shown).not.toContain("video");
    expect(shown).not.toContain("image");
  });

  it("applies hiding rules: the VAST player cannot rotate, a rich-media video can", () => {
    expect(names(elementsForLayer(DEFAULT_FORM_ELEMENTS, "vast", { kind: "video" }))).not.toContain(
      "rotation",
    );
    expect(names(elementsForLayer(DEFAULT_FORM_ELEMENTS, "rich-media", { kind: "video" }))).toContain(
      "rotation",
    );
  });

  it("applies visibility rules by layer kind or id, and sorts by order then name", () => {
    const rows = [
      {
        element: "b",
        adType: ["belt"],
        layers: ["image"],
        layerIdsForAdType: [{ adType: "belt", layers: "hero, logo" }],
        hideElementOnLayers: [],
      },
      {
        element: "a",
        adType: ["belt"],
        layers: ["image"],
        layerIdsForAdType: [],
        hideElementOnLayers: [{ adType: "belt", layers: "logo" }],
        order: 1,
      },
      {
        element: "c",
        adType: ["belt"],
        layers: ["image"],
        layerIdsForAdType: [],
        hideElementOnLayers: [],
        order: 0,
      },
    ];
    expect(names(elementsForLayer(rows, "belt", { kind: "image", id: "hero" }))).toEqual(["c", "a", "b"]);
    expect(names(elementsForLayer(rows, "belt", { kind: "image", id: "logo" }))).toEqual(["c", "b"]);
    expect(names(elementsForLayer(rows, "belt", { kind: "image", id: "bg" }))).toEqual(["c", "a"]);
    expect(names(elementsForLayer(rows, "story", { kind: "image" }))).toEqual([]);
  });
});

describe("rule helpers", () => {
  it("splits layer lists", () => {
    expect(splitLayers(" image, text ,,video ")).toEqual(["image", "text", "video"]);
    expect(splitLayers("")).toEqual([]);
  });

  it("offers each format once per rule list", () => {
    const rules = [{ adType: "belt" }, { adType: "story" }, {}];
    expect(availableRuleAdTypes(["belt", "story", "vast"], rules, 2)).toEqual(["vast"]);
    expect(availableRuleAdTypes(["belt", "story", "vast"], rules, 0)).toEqual(["belt", "vast"]);
  });
});
