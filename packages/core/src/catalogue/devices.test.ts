import { describe, expect, it } from "vitest";
import { AD_TYPES } from "./ad-formats";
import {
  canRotate,
  FORMAT_MOCKUPS,
  mockupFor,
  PHONE_FRAME,
  phoneFrameSize,
  previewControlsFor,
  showsPhoneFrame,
} from "./devices";

describe("mockupFor", () => {
  it.each([
    ["belt", "desktop-page"],
    ["ace-desktop", "desktop-page"],
    ["3d-roll", "desktop-page"],
    ["4d-roll", "desktop-page"],
    ["rich-media", "phone"],
    ["ace-mobile", "phone"],
    ["vertical", "phone"],
    ["mobo-roll", "phone"],
    ["scrolling-window", "phone"],
    ["sticker", "phone"],
    ["rich-scroll", "phone"],
    ["interstitial", "phone"],
    ["story", "phone"],
    ["vast", "ctv"],
    ["vpaid", "ctv"],
    ["in-stream", "ctv"],
    ["ai-tracker", "qr"],
    ["mini", "fixed-frame"],
  ])("%s without a size → %s", (type, mockup) => {
    expect(mockupFor(type)).toBe(mockup);
  });

  it("lets the size decide where the format allows it", () => {
    expect(mockupFor("rich-media", "sz728x90")).toBe("fixed-frame");
    expect(mockupFor("rich-media", "160x600")).toBe("fixed-frame");
    expect(mockupFor("rich-media", "sz300x250")).toBe("phone");
    expect(mockupFor("interstitial", "responsive")).toBe("phone");
    expect(mockupFor("mini", "sz320x50")).toBe("phone");
    expect(mockupFor("mini", "sz300x250")).toBe("fixed-frame");
    expect(mockupFor("rich-media", "in-stream")).toBe("ctv");
    expect(mockupFor("story", "vast")).toBe("ctv");
  });

  it("keeps format-bound mock-ups whatever the size", () => {
    expect(mockupFor("belt", "sz320x50")).toBe("desktop-page");
    expect(mockupFor("ace-desktop", "sz970x250")).toBe("desktop-page");
    expect(mockupFor("vpaid", "sz300x250")).toBe("ctv");
    expect(mockupFor("ai-tracker", "responsive")).toBe("qr");
  });

  it("falls back on the size for unknown formats", () => {
    expect(mockupFor("something", "sz300x250")).toBe("fixed-frame");
    expect(mockupFor("something", "mobile")).toBe("phone");
    expect(mockupFor("something", "garbage")).toBe("phone");
  });

  it("covers every format", () => {
    expect(Object.keys(FORMAT_MOCKUPS).sort()).toEqual([...AD_TYPES].sort());
  });
});

describe("preview controls", () => {
  it("hides the side panel for ai-tracker, vast and vpaid only", () => {
    const hidden = AD_TYPES.filter((type) => previewControlsFor(type).sidePanelHidden);
    expect(hidden.sort()).toEqual(["ai-tracker", "vast", "vpaid"]);
  });

  it("disables the view a format cannot be shown in", () => {
    expect(previewControlsFor("belt")).toEqual({
      desktopToggle: true,
      mobileToggle: false,
      sidePanelHidden: false,
    });
    expect(previewControlsFor("interstitial")).toEqual({
      desktopToggle: false,
      mobileToggle: true,
      sidePanelHidden: false,
    });
    expect(previewControlsFor("rich-media")).toEqual({
      desktopToggle: true,
      mobileToggle: true,
      sidePanelHidden: false,
    });
  });

  it("forbids rotation for vertical and rich-media-mobile", () => {
    expect(canRotate("vertical")).toBe(false);
    expect(canRotate("rich-media-mobile")).toBe(false);
    expect(canRotate("rich-media")).toBe(true);
    expect(canRotate("interstitial")).toBe(true);
  });
});

describe("phone frame", () => {
  it("is 360 wide, 730 tall with browser bars and 660 without; landscape swaps", () => {
    expect(PHONE_FRAME.width).toBe(360);
    expect(phoneFrameSize(true)).toEqual({ width: 360, height: 730 });
    expect(phoneFrameSize(false)).toEqual({ width: 360, height: 660 });
    expect(phoneFrameSize(false, "landscape")).toEqual({ width: 660, height: 360 });
  });

  it("shows only above a 500 px window", () => {
    expect(showsPhoneFrame(501)).toBe(true);
    expect(showsPhoneFrame(500)).toBe(false);
  });
});
