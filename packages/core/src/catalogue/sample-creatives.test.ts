import { describe, expect, it } from "vitest";
import { isAdType } from "./ad-formats";
import { mockupFor } from "./devices";
import { findSampleCreative, SAMPLE_CREATIVES } from "./sample-creatives";
import { findSize, parseSizeKey } from "./sizes";

describe("SAMPLE_CREATIVES", () => {
  it("has one sample per device family and mock-up", () => {
    const mockups = new Set(SAMPLE_CREATIVES.map((s) => mockupFor(s.type, s.size)));
    expect([...mockups].sort()).toEqual(["ctv", "desktop-page", "fixed-frame", "phone", "qr"]);
    expect(SAMPLE_CREATIVES.map((s) => s.name)).toEqual([
      "banner-300x250",
      "leaderboard-728x90",
      "halfpage-300x600",
      "belt-970x250",
      "interstitial",
      "story",
      "sticker",
      "scrolling-window",
      "ctv-instream",
      "ai-tracker",
    ]);
  });

  it.each(SAMPLE_CREATIVES.map((s) => [s.name, s] as const))(
    "%s is a consistent catalogue entry",
    (name, s) => {
      expect(isAdType(s.type)).toBe(true);
      expect(s.path).toBe(`/creatives/samples/${name}/index.html`);
      expect(s.teasers.length).toBeGreaterThan(0);
      // The size is the first teaser without its prefix, and every teaser is a supported size.
      expect(parseSizeKey(s.teasers[0] ?? "")?.size).toBe(s.size);
      for (const teaser of s.teasers) expect(findSize(teaser), teaser).toBeDefined();
      expect(name).toMatch(/^[a-z0-9-]+$/);
    },
  );

  it("gives the standard sizes their mock-ups", () => {
    const mockup = (name: string) => {
      const s = findSampleCreative(name);
      return s && mockupFor(s.type, s.size);
    };
    expect(mockup("banner-300x250")).toBe("fixed-frame");
    expect(mockup("leaderboard-728x90")).toBe("fixed-frame");
    expect(mockup("halfpage-300x600")).toBe("fixed-frame");
    expect(mockup("belt-970x250")).toBe("desktop-page");
    expect(mockup("story")).toBe("phone");
    expect(mockup("sticker")).toBe("phone");
    expect(mockup("ctv-instream")).toBe("ctv");
    expect(mockup("ai-tracker")).toBe("qr");
  });

  it("points only the video sample at a VAST document", () => {
    const withVast = SAMPLE_CREATIVES.filter((s) => s.vast);
    expect(withVast.map((s) => [s.name, s.vast])).toEqual([
      ["ctv-instream", "/creatives/samples/ctv-instream/vast.xml"],
    ]);
  });

  it("finds samples by name only", () => {
    expect(findSampleCreative("story")?.type).toBe("story");
    expect(findSampleCreative("nope")).toBeUndefined();
  });
});
