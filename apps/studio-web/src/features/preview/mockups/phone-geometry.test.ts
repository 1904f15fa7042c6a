import { describe, expect, it } from "vitest";
import { mobilePlacement, slotScale } from "./mobile-page";
import { phoneGeometry } from "./phone-geometry";

describe("phoneGeometry", () => {
  it("is 360 wide and 730 tall with browser bars, 660 without (spec §2)", () => {
    expect(phoneGeometry(true, "portrait").outer).toEqual({ width: 360, height: 730 });
    expect(phoneGeometry(false, "portrait").outer).toEqual({ width: 360, height: 660 });
  });

  it("keeps the page height when the bars are added upright", () => {
    expect(phoneGeometry(true, "portrait").viewport).toEqual(phoneGeometry(false, "portrait").viewport);
  });

  it("turns sideways in landscape", () => {
    const landscape = phoneGeometry(false, "landscape");
    expect(landscape.outer).toEqual({ width: 660, height: 360 });
    expect(landscape.viewport.width).toBeGreaterThan(landscape.viewport.height);
    expect(landscape.statusBar).toBe(false);
  });
});

describe("mobile placement", () => {
  const viewport = phoneGeometry(false, "portrait").viewport;

  it("anchors banners, puts rectangles in the article and opens large sizes over the page", () => {
    expect(mobilePlacement({ width: 320, height: 50 }, viewport)).toBe("anchor");
    expect(mobilePlacement({ width: 300, height: 250 }, viewport)).toBe("inline");
    expect(mobilePlacement({ width: 320, height: 480 }, viewport)).toBe("overlay");
    expect(mobilePlacement({ width: 480, height: 320 }, viewport)).toBe("overlay");
  });

  it("scales a creative down to the room it has, never up", () => {
    expect(slotScale({ width: 300, height: 250 }, viewport)).toBe(1);
    expect(slotScale({ width: 728, height: 90 }, viewport)).toBeCloseTo((viewport.width - 8) / 728);
  });
});
