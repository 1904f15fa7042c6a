import { type Orientation, phoneFrameSize } from "@adstudio/core";

/** The phone's parts in CSS pixels. The browser bars add 70 px: 730 − 660 (spec §2). */
export const PHONE_PARTS = {
  bezel: 12,
  statusBar: 28,
  addressBar: 36,
  toolbar: 34,
  /** In landscape the camera sits at one side, which the page keeps clear of (safe area). */
  sideInset: 28,
} as const;

export interface PhoneGeometry {
  /** Outer size of the device: 360 × 730 or 360 × 660, swapped in landscape. */
  outer: { width: number; height: number };
  /** The web page's visible area, where the creative is shown. */
  viewport: { width: number; height: number };
  statusBar: boolean;
  addressBar: boolean;
  toolbar: boolean;
}

/**
 * The phone mock-up's layout. Upright: status bar, then (with browser bars) the address bar above the
 * page and the tool bar below it, so the page keeps the same height either way. Sideways: no status bar,
 * a camera inset on the left and only the compact address bar.
 */
export function phoneGeometry(browserBars: boolean, orientation: Orientation): PhoneGeometry {
  const outer = phoneFrameSize(browserBars, orientation);
  const { bezel, statusBar, addressBar, toolbar, sideInset } = PHONE_PARTS;
  if (orientation === "portrait") {
    const bars = browserBars ? addressBar + toolbar : 0;
    return {
      outer,
      viewport: { width: outer.width - 2 * bezel, height: outer.height - 2 * bezel - statusBar - bars },
      statusBar: true,
      addressBar: browserBars,
      toolbar: browserBars,
    };
  }
  return {
    outer,
    viewport: {
      width: outer.width - 2 * bezel - sideInset,
      height: outer.height - 2 * bezel - (browserBars ? addressBar : 0),
    },
    statusBar: false,
    addressBar: browserBars,
    toolbar: false,
  };
}
