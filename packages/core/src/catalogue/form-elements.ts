import { FORM_ELEMENT_DEFAULT_ORDER } from "../constants/business";
import { AD_TYPES, type AdType, ELEMENT_NAMES, type ElementName, type LayerKind } from "./ad-formats";

/** A per-format rule of a form element: the format and a comma-separated list of layer names. */
export interface FormElementRule {
  adType: AdType;
  layers: string;
}

/** A form element (spec studio §3): which property control the ad editor shows, where. */
export interface FormElementSeed {
  element: ElementName;
  adType: AdType[];
  layers: LayerKind[];
  /** Per format, restricts the element to these layers ('Visible On Layers'). */
  layerIdsForAdType: FormElementRule[];
  /** Per format, hides the element on these layers ('Hidden On Layers'). */
  hideElementOnLayers: FormElementRule[];
  order: number;
}

/*
 * Seed choices (the spec lists the vocabularies, not the matrix):
 * - every format gets the layout and style controls; ai-tracker is built from the same layers;
 * - video-capable formats are the rich-media family and the VAST/VPAID players, not the small banners
 *   (mini, bold), the chat bot, the XR tracker or the image generator;
 * - text styling applies to text and link layers; borders, background and transforms to the drawn layers;
 *   feature layers are self-styled widgets, so they only get geometry, opacity and animation;
 * - the VAST/VPAID video layer is the player itself, which must stay upright and unanimated;
 * - richBot configures the richbot conversation, which lives in its container layer.
 */
const ALL = [...AD_TYPES];
const VIDEO_TYPES: AdType[] = AD_TYPES.filter(
  (type) => !["mini", "bold", "richbot", "ai-tracker", "image-generator"].includes(type),
);
const PLAYERS: AdType[] = ["vast", "vpaid"];
const TEXTUAL: LayerKind[] = ["text", "link"];
const DRAWN: LayerKind[] = ["image", "link", "text", "video", "container"];
const EVERY_LAYER: LayerKind[] = [...DRAWN, "feature"];
// An HTML5 template draws and animates itself: its layer only has a place and a size.
const PLACED: LayerKind[] = [...EVERY_LAYER, "html5"];

const player = (layers: string): FormElementRule[] => PLAYERS.map((adType) => ({ adType, layers }));

type Applies = Omit<FormElementSeed, "element" | "order" | "layerIdsForAdType" | "hideElementOnLayers"> &
  Partial<Pick<FormElementSeed, "order" | "layerIdsForAdType" | "hideElementOnLayers">>;

const APPLIES: Record<ElementName, Applies> = {
  video: { adType: VIDEO_TYPES, layers: ["video"] },
  image: { adType: ALL, layers: ["image"] },
  linkImage: { adType: ALL, layers: ["link"] },
  feature: { adType: ALL, layers: ["feature"] },
  text: { adType: ALL, layers: TEXTUAL },
  url: { adType: ALL, layers: ["link", "image"] },
  fontColor: { adType: ALL, layers: TEXTUAL },
  fontSize: { adType: ALL, layers: TEXTUAL },
  font: { adType: ALL, layers: TEXTUAL },
  textAlign: { adType: ALL, layers: TEXTUAL },
  decoration: { adType: ALL, layers: TEXTUAL },
  width: { adType: ALL, layers: PLACED },
  height: { adType: ALL, layers: PLACED },
  posleft: { adType: ALL, layers: PLACED },
  posright: { adType: ALL, layers: PLACED },
  postop: { adType: ALL, layers: PLACED },
  posbottom: { adType: ALL, layers: PLACED },
  background: { adType: ALL, layers: DRAWN },
  borderWidth: { adType: ALL, layers: DRAWN },
  borderStyle: { adType: ALL, layers: DRAWN },
  borderRadius: { adType: ALL, layers: DRAWN },
  borderColor: { adType: ALL, layers: DRAWN },
  hoverStyle: { adType: ALL, layers: ["link", "image"] },
  animation: { adType: ALL, layers: EVERY_LAYER, hideElementOnLayers: player("video") },
  // A button or image that seeks the ad's video to a moment.
  jumpToVideo: { adType: VIDEO_TYPES, layers: ["link", "image"] },
  richBot: {
    adType: ["richbot"],
    layers: ["container"],
    layerIdsForAdType: [{ adType: "richbot", layers: "container" }],
  },
  blendMode: { adType: ALL, layers: ["image", "text", "video", "container"] },
  opacity: { adType: ALL, layers: EVERY_LAYER },
  rotation: { adType: ALL, layers: DRAWN, hideElementOnLayers: player("video") },
  flip: { adType: ALL, layers: DRAWN, hideElementOnLayers: player("video") },
  // Added after the spec's 30 (whose seeded orders stay): it shares decoration's order, so it sits with the
  // text controls, right after decoration (equal orders sort by name).
  letterSpacing: { adType: ALL, layers: TEXTUAL, order: ELEMENT_NAMES.indexOf("decoration") + 1 },
};

/**
 * One seed record per element name, ordered as spec studio §3 lists them (content, text, layout, style);
 * an element added since takes the order of the group it belongs to.
 */
export const DEFAULT_FORM_ELEMENTS: readonly FormElementSeed[] = ELEMENT_NAMES.map((element, index) => {
  const applies = APPLIES[element];
  return {
    element,
    adType: [...applies.adType],
    layers: [...applies.layers],
    layerIdsForAdType: applies.layerIdsForAdType ?? [],
    hideElementOnLayers: applies.hideElementOnLayers ?? [],
    order: applies.order ?? index + 1,
  };
});

/** Splits a rule's comma-separated layer list, ignoring blanks and surrounding spaces. */
export function splitLayers(layers: string): string[] {
  return layers
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A layer of an ad being edited: its kind and, optionally, its own id (name) within the ad. */
export interface EditorLayer {
  kind: LayerKind;
  id?: string;
}

/** Seed records and server records alike (the server's may carry any strings). */
interface FormElementLike {
  element: string;
  adType: readonly string[];
  layers: readonly string[];
  layerIdsForAdType: readonly { adType: string; layers: string }[];
  hideElementOnLayers: readonly { adType: string; layers: string }[];
  order?: number;
}

/**
 * The form elements the editor shows for one layer of a format, by `order` (default 1) then name. A rule
 * names layers by id or by kind: a visibility rule for the format restricts the element to the layers it
 * names, a hiding rule removes it from them.
 */
export function elementsForLayer<T extends FormElementLike>(
  elements: readonly T[],
  adType: AdType,
  layer: EditorLayer,
): T[] {
  const named = (rules: FormElementLike["layerIdsForAdType"]) => {
    const rule = rules.find((candidate) => candidate.adType === adType);
    if (!rule) return null;
    const names = splitLayers(rule.layers);
    return names.includes(layer.kind) || (layer.id !== undefined && names.includes(layer.id));
  };
  return elements
    .filter((el) => el.adType.includes(adType) && el.layers.includes(layer.kind))
    .filter((el) => named(el.layerIdsForAdType) !== false && named(el.hideElementOnLayers) !== true)
    .sort(
      (a, b) =>
        (a.order ?? FORM_ELEMENT_DEFAULT_ORDER) - (b.order ?? FORM_ELEMENT_DEFAULT_ORDER) ||
        a.element.localeCompare(b.element),
    );
}

/**
 * Formats still free for rule `index` of a rule list: a format may be picked only once per list
 * (spec studio §4), so formats used by the other rules are left out; choices come from the element's adType.
 */
export function availableRuleAdTypes(
  adTypes: readonly AdType[],
  rules: readonly { adType?: string }[],
  index: number,
): AdType[] {
  const taken = new Set(rules.filter((_, i) => i !== index).map((rule) => rule.adType));
  return adTypes.filter((type) => !taken.has(type));
}
