import { AD_TYPES, findSize } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "../document/document";
import { formatsMarkdownTable } from "./markdown";
import { allowsSize, FORMATS, formatOf } from "./registry";

describe("format registry", () => {
  it("has an entry for each of the 21 ad types, named and labelled as core names them", () => {
    expect(Object.keys(FORMATS)).toHaveLength(21);
    expect(formatOf("ai-tracker").label).toBe("XR Studio");
    expect(formatOf("3d-roll").label).toBe("3D Roll");
    for (const type of AD_TYPES) expect(FORMATS[type].type).toBe(type);
  });

  it("takes the device family from core's mock-ups", () => {
    expect(formatOf("belt").family).toBe("desktop-page");
    expect(formatOf("mini").family).toBe("fixed-frame");
    expect(formatOf("story").family).toBe("phone");
    expect(formatOf("vast").family).toBe("ctv");
    expect(formatOf("ai-tracker").family).toBe("qr");
  });

  it("gives each format the structure issue 12 §2 names", () => {
    expect(formatOf("3d-roll").structure).toMatchObject({ kind: "cube", faces: "image" });
    expect(formatOf("mobo-roll").structure).toMatchObject({ kind: "cube", faces: "image" });
    expect(formatOf("4d-roll").structure).toMatchObject({ kind: "cube", faces: "video" });
    expect(formatOf("3d-xplore").structure.kind).toBe("view360");
    expect(formatOf("richbot").structure.kind).toBe("chat");
    expect(formatOf("sticker").structure.kind).toBe("sticky");
    expect(formatOf("scrolling-window").structure.kind).toBe("scroll-reveal");
    expect(formatOf("rich-scroll").structure.kind).toBe("scroll-reveal");
    expect(formatOf("ace-desktop").structure.kind).toBe("expanding");
    expect(formatOf("ace-mobile").structure.kind).toBe("expanding");
    expect(formatOf("vertical").structure).toMatchObject({ kind: "vertical-video", aspect: "9:16" });
    expect(formatOf("vast").structure.kind).toBe("vast-linear");
    expect(formatOf("vpaid").structure).toMatchObject({ kind: "vast-interactive", apiFramework: "SIMID" });
    expect(formatOf("image-generator").structure.kind).toBe("multi-size-static");
    expect(formatOf("ai-tracker").structure.kind).toBe("qr-camera");
    for (const type of ["mini", "bold", "belt", "rich-media", "interstitial", "story"] as const) {
      expect(formatOf(type).structure.kind).toBe("canvas");
    }
    expect(formatOf("story").structure).toMatchObject({ paging: "story" });
  });

  it("requires a cube for the rolls, a video for the VAST formats and a chat for richbot", () => {
    expect(formatOf("3d-roll").requiredSlots).toContainEqual(
      expect.objectContaining({ kind: "feature", feature: "cube" }),
    );
    expect(formatOf("4d-roll").requiredSlots).toContainEqual(
      expect.objectContaining({ feature: "cube", videoFaces: true }),
    );
    expect(formatOf("vast").requiredSlots).toContainEqual(expect.objectContaining({ layer: "video" }));
    expect(formatOf("vpaid").requiredSlots).toContainEqual(expect.objectContaining({ layer: "video" }));
    expect(formatOf("richbot").requiredSlots).toContainEqual(expect.objectContaining({ feature: "chat" }));
    expect(formatOf("mini").requiredSlots).toEqual([]);
  });

  it("offers only catalogue sizes, with the defaults among them", () => {
    for (const type of AD_TYPES) {
      const f = FORMATS[type];
      expect(f.defaultSizes.length, type).toBeGreaterThan(0);
      for (const key of f.sizes) expect(findSize(key)?.key, `${type} ${key}`).toBe(key);
      for (const key of f.defaultSizes) expect(f.sizes, `${type} default ${key}`).toContain(key);
    }
    expect(formatOf("sticker").sizes).toEqual(["sz320x50", "sz320x100"]);
    expect(formatOf("vast").defaultSizes).toEqual(["vast"]);
    expect(formatOf("ai-tracker").sizes).toEqual(["mobile"]);
  });

  it("keeps display animation within Google's 30 s", () => {
    for (const type of AD_TYPES) expect(FORMATS[type].limits.maxAnimationMs).toBeLessThanOrEqual(30_000);
    expect(formatOf("mini").limits.maxPages).toBe(1);
    expect(formatOf("story").limits.maxPages).toBeGreaterThan(1);
  });

  it("rejects a name that is not an ad type", () => {
    expect(() => formatOf("billboard")).toThrow('Unknown ad type "billboard".');
  });

  it("prints the formats chapter's table with one row per format", () => {
    const table = formatsMarkdownTable();
    expect(table.split("\n")).toHaveLength(2 + 21);
    expect(table).toContain("| `ai-tracker` | XR Studio | qr |");
  });

  it("lets an ad hold every size its format offers, and custom sizes only on the banner formats", () => {
    expect(formatOf("rich-media").sizes).toHaveLength(13);
    for (const type of AD_TYPES)
      expect(FORMATS[type].sizes.length).toBeLessThanOrEqual(DOCUMENT_LIMITS.sizes);
    const custom = AD_TYPES.filter((type) => FORMATS[type].customSizes);
    expect(custom).toEqual(["mini", "bold", "rich-media", "image-generator"]);
    expect(allowsSize(formatOf("rich-media"), "sz250x250")).toBe(true);
    expect(allowsSize(formatOf("rich-media"), "sz5x5")).toBe(false);
    expect(allowsSize(formatOf("story"), "sz250x250")).toBe(false);
    expect(allowsSize(formatOf("story"), "sz320x480")).toBe(true);
  });
});
