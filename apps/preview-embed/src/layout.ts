import { CTV_FRAME, type MockupKind, PHONE_FRAME } from "@adstudio/core";
import type { EmbedOptions } from "./options";

/** Pixel geometry of one mock-up, before it is scaled down to the host's width. */
export interface Layout {
  kind: MockupKind;
  /** The whole mock-up, chrome included. */
  width: number;
  height: number;
  /** The creative's viewport: the iframe size and the width/height it is told. */
  frameWidth: number;
  frameHeight: number;
  /** Where the frame sits inside its screen (phone content area, desktop page). */
  top: number;
  left: number;
  /** Scale of the frame inside its screen (a landscape creative in a portrait phone). */
  frameScale: number;
}

/** Phone chrome: a 10 px bezel; browser bars take 70 px (730 − 660) of the frame's height. */
export const PHONE_BEZEL = 10;
export const PHONE_TOP_BAR = 44;
export const PHONE_CONTENT_HEIGHT = PHONE_FRAME.heightWithoutBrowserBars;
export const TV_BEZEL = 12;
export const TV_STAND = 34;
export const DESKTOP_PAGE = { width: 1024, chrome: 34, header: 52, gap: 24, article: 150 } as const;
const DEFAULT_BANNER = { width: 300, height: 250 };
const DEFAULT_BELT = { width: 970, height: 250 };
export const QR_CARD = { width: 300, height: 250 };

/** Pure geometry of each mock-up (the DOM is built from it), so it is tested without a browser. */
export function layoutFor(o: EmbedOptions): Layout {
  const { width: w, height: h } = o.size;
  const base = { kind: o.mockup, top: 0, left: 0, frameScale: 1 };
  switch (o.mockup) {
    case "phone": {
      const screenH = o.browserBars
        ? PHONE_FRAME.heightWithBrowserBars
        : PHONE_FRAME.heightWithoutBrowserBars;
      const cw = PHONE_FRAME.width;
      const ch = PHONE_CONTENT_HEIGHT;
      const frameWidth = w ?? cw;
      const frameHeight = h ?? ch;
      const frameScale = Math.min(1, cw / frameWidth, ch / frameHeight);
      const shownW = frameWidth * frameScale;
      const shownH = frameHeight * frameScale;
      // Stickers stick to the bottom of the screen; other in-page sizes sit mid-article.
      const top = o.type === "sticker" ? ch - shownH : Math.round((ch - shownH) / 2);
      return {
        ...base,
        width: cw + 2 * PHONE_BEZEL,
        height: screenH + 2 * PHONE_BEZEL,
        frameWidth,
        frameHeight,
        top,
        left: Math.round((cw - shownW) / 2),
        frameScale,
      };
    }
    case "ctv":
      return {
        ...base,
        width: CTV_FRAME.width + 2 * TV_BEZEL,
        height: CTV_FRAME.height + 2 * TV_BEZEL + TV_STAND,
        frameWidth: CTV_FRAME.width,
        frameHeight: CTV_FRAME.height,
      };
    case "desktop-page": {
      const size = w && h ? { width: w, height: h } : DEFAULT_BELT;
      const pageW = Math.max(DESKTOP_PAGE.width, size.width + 2 * DESKTOP_PAGE.gap);
      const p = DESKTOP_PAGE;
      return {
        ...base,
        width: pageW,
        height: p.chrome + p.header + p.gap + size.height + p.gap + p.article,
        frameWidth: size.width,
        frameHeight: size.height,
        top: p.header + p.gap,
        left: Math.round((pageW - size.width) / 2),
      };
    }
    case "qr":
      return { ...base, ...QR_CARD, frameWidth: 0, frameHeight: 0 };
    default: {
      const size = w && h ? { width: w, height: h } : DEFAULT_BANNER;
      return {
        ...base,
        width: size.width,
        height: size.height,
        frameWidth: size.width,
        frameHeight: size.height,
      };
    }
  }
}

/** How much a mock-up shrinks to fit the host's width (never enlarged). */
export function fitScale(layoutWidth: number, hostWidth: number): number {
  return hostWidth > 0 ? Math.min(1, hostWidth / layoutWidth) : 1;
}
