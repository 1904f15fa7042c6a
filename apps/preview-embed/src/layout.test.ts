import { CTV_FRAME, PHONE_FRAME } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { fitScale, layoutFor, PHONE_BEZEL, TV_BEZEL, TV_STAND } from "./layout";
import { type EmbedOptions, readOptions } from "./options";

const opts = (data: Record<string, string>) =>
  readOptions({ url: "https://s.test/c.html", ...data }, "https://p.test/") as EmbedOptions;

describe("layoutFor", () => {
  it("draws the phone 360 wide and 730 tall with browser bars, 660 without", () => {
    const withBars = layoutFor(opts({ type: "story", size: "responsive" }));
    expect(withBars).toMatchObject({ kind: "phone", frameWidth: 360, frameHeight: 660, top: 0, left: 0 });
    expect(withBars.width - 2 * PHONE_BEZEL).toBe(PHONE_FRAME.width);
    expect(withBars.height - 2 * PHONE_BEZEL).toBe(PHONE_FRAME.heightWithBrowserBars);
    const bare = layoutFor(opts({ type: "story", size: "responsive", browserBars: "false" }));
    expect(bare.height - 2 * PHONE_BEZEL).toBe(PHONE_FRAME.heightWithoutBrowserBars);
  });

  it("puts a sticker at the bottom of the phone and other sizes mid-page", () => {
    expect(layoutFor(opts({ type: "sticker", size: "320x50" }))).toMatchObject({
      top: 610,
      left: 20,
      frameHeight: 50,
    });
    expect(layoutFor(opts({ type: "scrolling-window", size: "320x480" }))).toMatchObject({
      top: 90,
      left: 20,
    });
  });

  it("shrinks a landscape creative to the phone's width", () => {
    const l = layoutFor(opts({ type: "interstitial", size: "480x320" }));
    expect(l).toMatchObject({ frameWidth: 480, frameHeight: 320, frameScale: 0.75, left: 0 });
  });

  it("plays video in the 640x360 TV", () => {
    const l = layoutFor(opts({ type: "vast", size: "vast" }));
    expect(l).toMatchObject({ kind: "ctv", frameWidth: CTV_FRAME.width, frameHeight: CTV_FRAME.height });
    expect(l.height).toBe(CTV_FRAME.height + 2 * TV_BEZEL + TV_STAND);
  });

  it("centres desktop page formats in a page at least 1024 wide", () => {
    const l = layoutFor(opts({ type: "belt", size: "970x250" }));
    expect(l).toMatchObject({
      kind: "desktop-page",
      width: 1024,
      frameWidth: 970,
      frameHeight: 250,
      left: 27,
    });
  });

  it("shows banners in a frame of their own size", () => {
    expect(layoutFor(opts({ type: "bold", size: "728x90" }))).toMatchObject({
      kind: "fixed-frame",
      width: 728,
      height: 90,
      frameWidth: 728,
    });
  });

  it("has no frame for QR-only formats", () => {
    expect(layoutFor(opts({ type: "ai-tracker", size: "mobile" }))).toMatchObject({
      kind: "qr",
      frameWidth: 0,
    });
  });
});

describe("fitScale", () => {
  it("shrinks to the host's width and never enlarges", () => {
    expect(fitScale(728, 364)).toBe(0.5);
    expect(fitScale(300, 800)).toBe(1);
    expect(fitScale(300, 0)).toBe(1);
  });
});
