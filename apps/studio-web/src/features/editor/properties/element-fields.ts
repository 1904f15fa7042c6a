import { PROP_FIELDS, type PropField } from "@adstudio/creative/props";

/**
 * The input an element name of the Form Elements master data is edited with. Which elements a layer shows,
 * and in what order, comes from the master data; this table only says how each name is edited. A layer
 * property's field comes from the creative engine's property registry.
 */
export type ElementField =
  | PropField
  | { kind: "content"; element: "text" | "url" | "image" | "linkImage" | "video" | "feature"; label: string }
  /** Set in another panel of the editor; the properties panel says where. */
  | { kind: "elsewhere"; label: string; where: string };

export const ELEMENT_FIELDS: Record<string, ElementField> = {
  ...PROP_FIELDS,
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
