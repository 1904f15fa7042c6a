import {
  BLEND_MODES,
  BORDER_STYLES,
  DECORATIONS,
  FLIPS,
  type LayerProps,
  TEXT_ALIGNS,
} from "@adstudio/creative/document";

type NumberProp = {
  [K in keyof LayerProps]-?: NonNullable<LayerProps[K]> extends number ? K : never;
}[keyof LayerProps];
type ColourProp = "fontColor" | "background" | "borderColor";
type ChoiceProp = "textAlign" | "decoration" | "borderStyle" | "flip" | "blendMode";

/**
 * The input an element name of the Form Elements master data is edited with. Which elements a layer shows,
 * and in what order, comes from the master data; this table only says how each name is edited.
 */
export type ElementField =
  | { kind: "number"; prop: NumberProp; label: string; unit: string; scale?: number; step?: number }
  | { kind: "colour"; prop: ColourProp; label: string }
  | { kind: "choice"; prop: ChoiceProp; label: string; options: readonly string[] }
  | { kind: "font"; label: string }
  | { kind: "hover"; label: string }
  | { kind: "content"; element: "text" | "url" | "image" | "linkImage" | "video" | "feature"; label: string }
  /** Set in another panel of the editor; the properties panel says where. */
  | { kind: "elsewhere"; label: string; where: string };

const px = (prop: NumberProp, label: string): ElementField => ({ kind: "number", prop, label, unit: "px" });

export const ELEMENT_FIELDS: Record<string, ElementField> = {
  posleft: px("posleft", "Left"),
  postop: px("postop", "Top"),
  posright: px("posright", "Right"),
  posbottom: px("posbottom", "Bottom"),
  width: px("width", "Width"),
  height: px("height", "Height"),
  fontSize: px("fontSize", "Font size"),
  borderWidth: px("borderWidth", "Border width"),
  borderRadius: px("borderRadius", "Corner radius"),
  rotation: { kind: "number", prop: "rotation", label: "Rotation", unit: "°" },
  // Stored from 0 to 1, edited in per cent.
  opacity: { kind: "number", prop: "opacity", label: "Opacity", unit: "%", scale: 100 },
  fontColor: { kind: "colour", prop: "fontColor", label: "Text colour" },
  background: { kind: "colour", prop: "background", label: "Background" },
  borderColor: { kind: "colour", prop: "borderColor", label: "Border colour" },
  textAlign: { kind: "choice", prop: "textAlign", label: "Text alignment", options: TEXT_ALIGNS },
  decoration: { kind: "choice", prop: "decoration", label: "Decoration", options: DECORATIONS },
  borderStyle: { kind: "choice", prop: "borderStyle", label: "Border style", options: BORDER_STYLES },
  flip: { kind: "choice", prop: "flip", label: "Flip", options: FLIPS },
  blendMode: { kind: "choice", prop: "blendMode", label: "Blend mode", options: BLEND_MODES },
  font: { kind: "font", label: "Font" },
  hoverStyle: { kind: "hover", label: "On hover" },
  text: { kind: "content", element: "text", label: "Text" },
  url: { kind: "content", element: "url", label: "Exit" },
  image: { kind: "content", element: "image", label: "Picture" },
  linkImage: { kind: "content", element: "linkImage", label: "Button picture" },
  video: { kind: "content", element: "video", label: "Video" },
  feature: { kind: "content", element: "feature", label: "Feature" },
  animation: { kind: "elsewhere", label: "Animation", where: "the timeline" },
  jumpToVideo: { kind: "elsewhere", label: "Jump to video", where: "the Actions panel" },
  richBot: { kind: "elsewhere", label: "Chat bot", where: "the Actions panel" },
};

/** Label of a choice value: "line-through" → "Line through", "center" → "Centre" (British English). */
export function choiceLabel(value: string): string {
  if (value === "center") return "Centre";
  if (value === "color") return "Colour";
  if (value === "color-dodge") return "Colour dodge";
  if (value === "color-burn") return "Colour burn";
  const words = value.replace(/-/g, " ");
  return `${words[0]?.toUpperCase() ?? ""}${words.slice(1)}`;
}
