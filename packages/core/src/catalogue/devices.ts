import { type AdType, isAdType } from "./ad-formats";
import { findSize } from "./sizes";

/**
 * Which device mock-up the preview page shows per format and size (spec studio §2 'Preview page').
 * - `desktop-page`: the creative inside a mocked web page;
 * - `fixed-frame`: a bare frame of the creative's own size (the desktop banner sizes);
 * - `phone`: the 360-wide phone mock-up;
 * - `ctv`: the 640x360 connected-TV mock-up;
 * - `qr`: no frame, only the QR code to scan (ai-tracker runs on the visitor's own phone camera).
 */
export const MOCKUP_KINDS = ["desktop-page", "fixed-frame", "phone", "ctv", "qr"] as const;
export type MockupKind = (typeof MOCKUP_KINDS)[number];

/**
 * The mock-up each format uses when its size does not decide otherwise. The spec names "roll" among the
 * desktop page formats without saying which: mobo-roll is explicitly a phone format, so the desktop rolls
 * are 3d-roll and 4d-roll. The spec is silent on mini and bold (banner formats: fixed frame) and on
 * richbot, 3d-xplore and image-generator (built for phones like the other rich-media formats: phone).
 */
export const FORMAT_MOCKUPS: Record<AdType, MockupKind> = {
  "ace-desktop": "desktop-page",
  belt: "desktop-page",
  "3d-roll": "desktop-page",
  "4d-roll": "desktop-page",
  mini: "fixed-frame",
  bold: "fixed-frame",
  "rich-media": "phone",
  "ace-mobile": "phone",
  vertical: "phone",
  "mobo-roll": "phone",
  "scrolling-window": "phone",
  sticker: "phone",
  "rich-scroll": "phone",
  interstitial: "phone",
  story: "phone",
  richbot: "phone",
  "3d-xplore": "phone",
  "image-generator": "phone",
  vast: "ctv",
  vpaid: "ctv",
  "ai-tracker": "qr",
};

/**
 * Names the preview's `type` parameter may carry besides the AdTypes: `in-stream` (video played by the
 * hosted player) and `rich-media-mobile` (the phone-only variant of rich-media).
 */
const EXTRA_TYPE_MOCKUPS: Record<string, MockupKind> = { "in-stream": "ctv", "rich-media-mobile": "phone" };

/**
 * Decides the mock-up from format and size (the preview's `type` and `size` query parameters, so both
 * are plain strings). Order of precedence: ai-tracker is QR-only; VAST/VPAID/in-stream formats and the
 * video sizes (in-stream, vast) play on the TV; desktop page formats stay in their page whatever the
 * size; a size only offered on desktop (728x90, 160x600 …) cannot fit the phone, so it gets a fixed frame
 * even for phone formats; a size only offered on mobile (320x50, responsive …) gets the phone; otherwise
 * the format's default. Unknown formats fall back on the size: a pixel size gets a fixed frame, anything
 * else the phone.
 */
export function mockupFor(type: string, size?: string | null): MockupKind {
  const byFormat = isAdType(type) ? FORMAT_MOCKUPS[type] : EXTRA_TYPE_MOCKUPS[type];
  if (byFormat === "qr" || byFormat === "ctv" || byFormat === "desktop-page") return byFormat;
  const entry = size ? findSize(size) : undefined;
  if (entry?.devices.includes("ctv")) return "ctv";
  const desktop = entry?.devices.includes("desktop") ?? false;
  const mobile = entry?.devices.includes("mobile") ?? false;
  if (desktop && !mobile) return "fixed-frame";
  if (mobile && !desktop) return "phone";
  return byFormat ?? (entry ? "fixed-frame" : "phone");
}

/** What the side control panel offers for a format. `true` means the control is usable. */
export interface PreviewControls {
  desktopToggle: boolean;
  mobileToggle: boolean;
  sidePanelHidden: boolean;
}

/** Formats whose preview has no side control panel at all (spec studio §2). */
export const SIDE_PANEL_HIDDEN_TYPES = ["ai-tracker", "vast", "vpaid"] as const satisfies readonly AdType[];

/**
 * Which toggles a format leaves usable. The spec only says "some formats disable one toggle"; we disable
 * the view a format cannot be shown in: desktop-page formats have no phone view, phone formats (full
 * screen or in-feed) have no desktop view. rich-media and the fixed-frame banners exist in both.
 */
export function previewControlsFor(type: AdType): PreviewControls {
  if ((SIDE_PANEL_HIDDEN_TYPES as readonly string[]).includes(type)) {
    return { desktopToggle: false, mobileToggle: false, sidePanelHidden: true };
  }
  const mockup = FORMAT_MOCKUPS[type];
  const both = type === "rich-media" || mockup === "fixed-frame";
  return {
    desktopToggle: both || mockup === "desktop-page",
    mobileToggle: both || mockup === "phone",
    sidePanelHidden: false,
  };
}

/** Types that keep one orientation. `rich-media-mobile` is a type name the creatives report, not an AdType. */
export const NO_ROTATION_TYPES = ["vertical", "rich-media-mobile"] as const;

/** Whether the rotate button (portrait ↔ landscape) is offered for a format. */
export function canRotate(type: string): boolean {
  return !(NO_ROTATION_TYPES as readonly string[]).includes(type);
}

export const PHONE_FRAME = { width: 360, heightWithBrowserBars: 730, heightWithoutBrowserBars: 660 } as const;
/** Above this window width the phone frame is shown; at or below it only the QR code (or a full frame). */
export const PHONE_BREAKPOINT = 500;
export const CTV_FRAME = { width: 640, height: 360 } as const;

export type Orientation = "portrait" | "landscape";

/** Outer size of the phone mock-up; landscape swaps the sides. */
export function phoneFrameSize(browserBars: boolean, orientation: Orientation = "portrait") {
  const height = browserBars ? PHONE_FRAME.heightWithBrowserBars : PHONE_FRAME.heightWithoutBrowserBars;
  return orientation === "portrait"
    ? { width: PHONE_FRAME.width, height }
    : { width: height, height: PHONE_FRAME.width };
}

export function showsPhoneFrame(windowWidth: number): boolean {
  return windowWidth > PHONE_BREAKPOINT;
}
