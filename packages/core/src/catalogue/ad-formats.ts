/**
 * The closed vocabularies of ad building (spec studio §3): ad formats, form-element names, layer kinds,
 * menu types and QR types. Every list is an `as const` tuple so the types derive from the data and the
 * order (which the UI shows) is part of the contract.
 */

/** The 21 allowed ad types, in the order of spec studio §3. */
export const AD_TYPES = [
  "ace-desktop",
  "ace-mobile",
  "mini",
  "bold",
  "belt",
  "vertical",
  "3d-roll",
  "mobo-roll",
  "rich-scroll",
  "scrolling-window",
  "sticker",
  "richbot",
  "rich-media",
  "vast",
  "vpaid",
  "interstitial",
  "story",
  "4d-roll",
  "3d-xplore",
  "ai-tracker",
  "image-generator",
] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Display names of the formats (navigation titles, showcase categories, pickers). */
export const AD_TYPE_LABELS: Record<AdType, string> = {
  "ace-desktop": "Ace Desktop",
  "ace-mobile": "Ace Mobile",
  mini: "Mini",
  bold: "Bold",
  belt: "Belt",
  vertical: "Vertical",
  "3d-roll": "3D Roll",
  "mobo-roll": "Mobo Roll",
  "rich-scroll": "Rich Scroll",
  "scrolling-window": "Scrolling Window",
  sticker: "Sticker",
  richbot: "Richbot",
  "rich-media": "Rich Media",
  vast: "VAST",
  vpaid: "VPAID",
  interstitial: "Interstitial",
  story: "Story",
  "4d-roll": "4D Roll",
  "3d-xplore": "3D Xplore",
  "ai-tracker": "XR Studio",
  "image-generator": "Image Generator",
};

/**
 * The allowed form-element names: the 30 of spec studio §3 in its order, then the layer properties added
 * since (each one an entry of the creative engine's property registry, which checks this list).
 */
export const ELEMENT_NAMES = [
  "video",
  "image",
  "linkImage",
  "feature",
  "text",
  "url",
  "fontColor",
  "fontSize",
  "font",
  "textAlign",
  "decoration",
  "width",
  "height",
  "posleft",
  "posright",
  "postop",
  "posbottom",
  "background",
  "borderWidth",
  "borderStyle",
  "borderRadius",
  "borderColor",
  "hoverStyle",
  "animation",
  "jumpToVideo",
  "richBot",
  "blendMode",
  "opacity",
  "rotation",
  "flip",
  "letterSpacing",
] as const;
export type ElementName = (typeof ELEMENT_NAMES)[number];

/** The kinds of layer an ad is built from. */
export const LAYER_KINDS = ["image", "link", "text", "video", "feature", "container", "html5"] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

/** Menu item kinds of the navigation and of menu-collection records. */
export const MENU_TYPES = ["group", "collapse", "item", "link", "divider"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** A QR link either redirects to a URL or shows a text. */
export const QR_TYPES = ["url", "text"] as const;
export type QrType = (typeof QR_TYPES)[number];

// `includes` on a readonly literal tuple only accepts members, so widen once here.
function member<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export function isAdType(value: unknown): value is AdType {
  return member(AD_TYPES, value);
}

export function isElementName(value: unknown): value is ElementName {
  return member(ELEMENT_NAMES, value);
}

export function isLayerKind(value: unknown): value is LayerKind {
  return member(LAYER_KINDS, value);
}

export function isMenuType(value: unknown): value is MenuType {
  return member(MENU_TYPES, value);
}

export function isQrType(value: unknown): value is QrType {
  return member(QR_TYPES, value);
}
