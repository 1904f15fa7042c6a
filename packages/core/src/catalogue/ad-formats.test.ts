import { describe, expect, it } from "vitest";
import {
  AD_TYPE_LABELS,
  AD_TYPES,
  ELEMENT_NAMES,
  isAdType,
  isElementName,
  isLayerKind,
  isMenuType,
  isQrType,
  LAYER_KINDS,
  MENU_TYPES,
  QR_TYPES,
} from "./ad-formats";

describe("ad-format vocabularies", () => {
  it("lists the 21 ad types in spec order", () => {
    expect(AD_TYPES).toEqual(
      "ace-desktop ace-mobile mini bold belt vertical 3d-roll mobo-roll rich-scroll scrolling-window sticker richbot rich-media vast vpaid interstitial story 4d-roll 3d-xplore ai-tracker image-generator".split(
        " ",
      ),
    );
    expect(Object.keys(AD_TYPE_LABELS).sort()).toEqual([...AD_TYPES].sort());
  });

  it("lists the spec's 30 element names and letter spacing, the layer kinds, menu and QR types", () => {
    expect(ELEMENT_NAMES).toHaveLength(31);
    expect(new Set(ELEMENT_NAMES).size).toBe(31);
    expect(ELEMENT_NAMES.slice(0, 6)).toEqual(["video", "image", "linkImage", "feature", "text", "url"]);
    expect(ELEMENT_NAMES.slice(-7)).toEqual([
      "jumpToVideo",
      "richBot",
      "blendMode",
      "opacity",
      "rotation",
      "flip",
      "letterSpacing",
    ]);
    expect(LAYER_KINDS).toEqual(["image", "link", "text", "video", "feature", "container", "html5"]);
    expect(MENU_TYPES).toEqual(["group", "collapse", "item", "link", "divider"]);
    expect(QR_TYPES).toEqual(["url", "text"]);
  });

  it("guards membership exactly", () => {
    expect(isAdType("3d-roll")).toBe(true);
    expect(isAdType("3D-roll")).toBe(false);
    expect(isAdType("in-stream")).toBe(false);
    expect(isAdType(42)).toBe(false);
    expect(isElementName("posleft")).toBe(true);
    expect(isElementName("posLeft")).toBe(false);
    expect(isLayerKind("container")).toBe(true);
    expect(isLayerKind("group")).toBe(false);
    expect(isMenuType("divider")).toBe(true);
    expect(isMenuType("item ")).toBe(false);
    expect(isQrType("url")).toBe(true);
    expect(isQrType(null)).toBe(false);
  });
});
