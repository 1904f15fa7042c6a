import {
  canRotate,
  isAdType,
  type MockupKind,
  mockupFor,
  type Orientation,
  type ParsedSize,
  parseSizeKey,
  previewControlsFor,
  SIDE_PANEL_HIDDEN_TYPES,
  showsPhoneFrame,
} from "@adstudio/core";
import type { PreviewSearch } from "./search";

/** Which device the visitor looks through; the side panel's desktop and mobile toggles switch it. */
export type Device = "desktop" | "phone";

/**
 * What the stage shows. The mock-up kinds of core, plus `full-window` (a phone-sized window shows the
 * creative itself, without a mock-up) and `qr-only` for a narrow window that cannot show the format.
 */
export type StageKind = MockupKind | "full-window" | "qr-only";

const FALLBACK_SIZE_BY_KIND: Record<MockupKind, string> = {
  "desktop-page": "responsive",
  "fixed-frame": "300x250",
  phone: "mobile",
  ctv: "vast",
  qr: "responsive",
};

/** The teaser sizes of the top bar, in address order; a link without teasers offers its own size. */
export function teaserSizes(search: PreviewSearch): ParsedSize[] {
  const keys = search.teasers?.split(",") ?? [];
  const sizes = keys.map((key) => parseSizeKey(key)).filter((size): size is ParsedSize => size !== null);
  if (sizes.length > 0) return sizes;
  const own = search.size ? parseSizeKey(search.size) : null;
  return own ? [own] : [];
}

/** The size shown: the address's, else the first teaser (spec §7), else what the format usually takes. */
export function activeSize(search: PreviewSearch): ParsedSize {
  const chosen = (search.size && parseSizeKey(search.size)) || teaserSizes(search)[0];
  if (chosen) return chosen;
  const fallback = FALLBACK_SIZE_BY_KIND[mockupFor(search.type ?? "", null)];
  return parseSizeKey(fallback) as ParsedSize;
}

const SPECIAL_LABELS: Record<string, string> = { mobile: "Mobile", "in-stream": "In-Stream", vast: "VAST" };

/** A teaser button's text: the full-screen `responsive` size is a 'Story' for stories, else 'Interstitial'. */
export function teaserLabel(size: ParsedSize, type: string | undefined): string {
  if (size.size === "responsive") return type === "story" ? "Story" : "Interstitial";
  return SPECIAL_LABELS[size.size] ?? size.size;
}

/** The device a format opens on: phone formats on the phone, everything else on the desktop. */
export function defaultDevice(type: string, size: ParsedSize): Device {
  return mockupFor(type, size.size) === "phone" ? "phone" : "desktop";
}

export interface ToggleState {
  desktop: boolean;
  phone: boolean;
}

/** The side panel's controls for a format; `hidden` for the formats that have no panel (spec §2). */
export interface PanelControls extends ToggleState {
  hidden: boolean;
}

/**
 * Format rules first (core's `previewControlsFor`), then the creative's own wishes: a toggle the creative
 * disabled with a `toggles` message stays disabled, but a creative cannot enable what its format forbids.
 */
export function panelControls(
  type: string,
  size: ParsedSize,
  fromCreative: Partial<ToggleState>,
): PanelControls {
  const kind = mockupFor(type, size.size);
  const hiddenType = (SIDE_PANEL_HIDDEN_TYPES as readonly string[]).includes(type);
  if (hiddenType || kind === "ctv" || kind === "qr") return { desktop: false, phone: false, hidden: true };
  const byFormat = isAdType(type)
    ? previewControlsFor(type)
    : { desktopToggle: kind !== "phone", mobileToggle: kind !== "desktop-page" };
  return {
    desktop: byFormat.desktopToggle && fromCreative.desktop !== false,
    phone: byFormat.mobileToggle && fromCreative.phone !== false,
    hidden: false,
  };
}

/**
 * Decides the stage. Narrow windows (≤ 500 px, spec §2) show phone-ready creatives full-window and only the
 * QR code for the rest; wider ones show the format's mock-up, switched by the device toggles where the
 * format is shown on both.
 */
export function stageFor(type: string, size: ParsedSize, device: Device, windowWidth: number): StageKind {
  const kind = mockupFor(type, size.size);
  if (!showsPhoneFrame(windowWidth)) {
    return kind === "phone" || kind === "qr" ? "full-window" : "qr-only";
  }
  if (kind === "qr" || kind === "ctv") return kind;
  if (device === "phone") return "phone";
  // On the desktop a fixed size gets its own frame, a full-screen one the publisher page.
  if (kind === "desktop-page" || size.width === null) return "desktop-page";
  return "fixed-frame";
}

/**
 * The device shown: the visitor's choice while its toggle is usable, else the format's own device.
 */
export function resolveDevice(choice: Device | null, fallback: Device, controls: ToggleState): Device {
  if (choice === "phone" && controls.phone) return "phone";
  if (choice === "desktop" && controls.desktop) return "desktop";
  return fallback;
}

/** Orientation a size opens in: the landscape phone size in landscape, everything else upright. */
export function defaultOrientation(size: ParsedSize): Orientation {
  return size.width !== null && size.height !== null && size.width > size.height && size.size === "480x320"
    ? "landscape"
    : "portrait";
}

/** Rotation is offered on the phone only, and not for the formats that keep one orientation. */
export function rotationAllowed(type: string, stage: StageKind): boolean {
  return stage === "phone" && canRotate(type);
}
