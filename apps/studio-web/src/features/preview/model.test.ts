import { type ParsedSize, parseSizeKey } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import {
  activeSize,
  defaultDevice,
  defaultOrientation,
  panelControls,
  resolveDevice,
  rotationAllowed,
  stageFor,
  teaserLabel,
  teaserSizes,
} from "./model";

const size = (key: string) => parseSizeKey(key) as ParsedSize;
const WIDE = 1400;

describe("teaser labels", () => {
  it("calls the responsive size 'Story' for stories and 'Interstitial' otherwise", () => {
    expect(teaserLabel(size("responsive"), "story")).toBe("Story");
    expect(teaserLabel(size("responsive"), "interstitial")).toBe("Interstitial");
    expect(teaserLabel(size("responsive"), undefined)).toBe("Interstitial");
  });

  it("shows pixel sizes as they are and names the special ones", () => {
    expect(teaserLabel(size("sz300x250"), "mini")).toBe("300x250");
    expect(teaserLabel(size("mobile"), "ai-tracker")).toBe("Mobile");
    expect(teaserLabel(size("vast"), "vast")).toBe("VAST");
    expect(teaserLabel(size("in-stream"), "vast")).toBe("In-Stream");
  });
});

describe("sizes", () => {
  it("lists the teasers in address order, else the address's own size", () => {
    expect(teaserSizes({ teasers: "sz970x250,sz728x90" }).map((s) => s.size)).toEqual(["970x250", "728x90"]);
    expect(teaserSizes({ size: "300x600" }).map((s) => s.size)).toEqual(["300x600"]);
    expect(teaserSizes({})).toEqual([]);
  });

  it("shows the address's size, else the first teaser, else the format's usual size", () => {
    expect(activeSize({ size: "728x90", teasers: "sz970x250,sz728x90" }).size).toBe("728x90");
    expect(activeSize({ teasers: "sz970x250,sz728x90" }).size).toBe("970x250");
    expect(activeSize({ type: "vast" }).size).toBe("vast");
    expect(activeSize({ type: "story" }).size).toBe("mobile");
    expect(activeSize({ type: "mini" }).size).toBe("300x250");
    expect(activeSize({}).size).toBe("mobile");
  });
});

describe("stageFor (mock-up per format and size)", () => {
  it.each([
    ["belt", "970x250", "desktop", "desktop-page"],
    ["3d-roll", "300x600", "desktop", "desktop-page"],
    ["ace-desktop", "responsive", "desktop", "desktop-page"],
    ["mini", "300x250", "desktop", "fixed-frame"],
    ["bold", "728x90", "desktop", "fixed-frame"],
    ["rich-media", "160x600", "desktop", "fixed-frame"],
    ["story", "responsive", "phone", "phone"],
    ["interstitial", "320x480", "phone", "phone"],
    ["sticker", "320x50", "phone", "phone"],
    ["vast", "vast", "desktop", "ctv"],
    ["in-stream", "in-stream", "desktop", "ctv"],
    ["vpaid", "640x360", "desktop", "ctv"],
    ["ai-tracker", "mobile", "desktop", "qr"],
  ] as const)("%s at %s on the %s → %s", (type, key, device, stage) => {
    expect(stageFor(type, size(key), device, WIDE)).toBe(stage);
  });

  it("opens phone formats on the phone and the rest on the desktop", () => {
    expect(defaultDevice("story", size("responsive"))).toBe("phone");
    expect(defaultDevice("belt", size("970x250"))).toBe("desktop");
    expect(defaultDevice("mini", size("300x250"))).toBe("desktop");
  });

  it("shows a phone creative on the desktop in its own frame, a full-screen one in the page", () => {
    expect(stageFor("rich-media", size("300x250"), "desktop", WIDE)).toBe("fixed-frame");
    expect(stageFor("rich-media", size("responsive"), "desktop", WIDE)).toBe("desktop-page");
  });

  it("shows only the creative (phone formats) or the QR code (the rest) at 500 px and below", () => {
    expect(stageFor("story", size("responsive"), "phone", 500)).toBe("full-window");
    expect(stageFor("ai-tracker", size("mobile"), "desktop", 390)).toBe("full-window");
    expect(stageFor("belt", size("970x250"), "desktop", 500)).toBe("qr-only");
    expect(stageFor("vast", size("vast"), "desktop", 360)).toBe("qr-only");
    expect(stageFor("story", size("responsive"), "phone", 501)).toBe("phone");
  });
});

describe("panelControls", () => {
  it("hides the side panel for ai-tracker, vast and vpaid", () => {
    for (const type of ["ai-tracker", "vast", "vpaid"]) {
      expect(panelControls(type, size("vast"), {}).hidden).toBe(true);
    }
    expect(panelControls("story", size("responsive"), {}).hidden).toBe(false);
  });

  it("disables the toggle of the view a format has not", () => {
    expect(panelControls("belt", size("970x250"), {})).toEqual({
      desktop: true,
      phone: false,
      hidden: false,
    });
    expect(panelControls("story", size("responsive"), {})).toEqual({
      desktop: false,
      phone: true,
      hidden: false,
    });
    expect(panelControls("rich-media", size("300x250"), {})).toEqual({
      desktop: true,
      phone: true,
      hidden: false,
    });
  });

  it("lets the creative disable a toggle, but not enable one its format forbids", () => {
    expect(panelControls("rich-media", size("300x250"), { desktop: false })).toMatchObject({
      desktop: false,
      phone: true,
    });
    expect(panelControls("belt", size("970x250"), { phone: true })).toMatchObject({ phone: false });
  });

  it("keeps the visitor's device while its toggle is usable", () => {
    const both = { desktop: true, phone: true };
    expect(resolveDevice("phone", "desktop", both)).toBe("phone");
    expect(resolveDevice("phone", "desktop", { ...both, phone: false })).toBe("desktop");
    expect(resolveDevice(null, "phone", both)).toBe("phone");
  });
});

describe("rotation", () => {
  it("is offered on the phone except for vertical and rich-media-mobile", () => {
    expect(rotationAllowed("story", "phone")).toBe(true);
    expect(rotationAllowed("vertical", "phone")).toBe(false);
    expect(rotationAllowed("rich-media-mobile", "phone")).toBe(false);
    expect(rotationAllowed("rich-media", "fixed-frame")).toBe(false);
  });

  it("opens the landscape phone size sideways", () => {
    expect(defaultOrientation(size("480x320"))).toBe("landscape");
    expect(defaultOrientation(size("320x480"))).toBe("portrait");
    expect(defaultOrientation(size("responsive"))).toBe("portrait");
  });
});
