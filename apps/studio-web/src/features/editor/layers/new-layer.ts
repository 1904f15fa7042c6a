import type { AdDocument } from "@adstudio/creative/document";
import { baseCanvas } from "../assets/media-layer";
import { addLayer } from "../model/layer-ops";

/** Layers the "Add layer" menu makes without a choice of asset. */
export type PlainKind = "text" | "link" | "container" | "feature";

/** A box of `width`×`height` in the middle of the base size's canvas (shrunk to fit a small one). */
function centred(document: AdDocument, width: number, height: number) {
  const canvas = baseCanvas(document);
  const w = Math.min(width, canvas.width);
  const h = Math.min(height, canvas.height);
  return {
    posleft: Math.round((canvas.width - w) / 2),
    postop: Math.round((canvas.height - h) / 2),
    width: w,
    height: h,
  };
}

/**
 * Adds a layer of a kind with starting content and props on `page`; answers its id. A button exits through
 * the document's first exit, or `clickTag` (the actions panel gives it its address); a feature layer shows
 * `feature`.
 */
export function addPlainLayer(
  draft: AdDocument,
  page: string,
  kind: PlainKind,
  feature?: string,
): string | null {
  switch (kind) {
    case "text":
      return addLayer(draft, {
        name: "Text",
        page,
        content: { kind: "text", text: "Your text" },
        props: { ...centred(draft, 200, 40), fontSize: 20, fontColor: "#111111", textAlign: "center" },
      });
    case "link":
      return addLayer(draft, {
        name: "Button",
        page,
        content: { kind: "link", exit: Object.keys(draft.exits)[0] ?? "clickTag", label: "Learn more" },
        props: {
          ...centred(draft, 120, 36),
          // White on this blue is 5.0:1, so a new button passes AA as it comes (#1c7ed6 was 4.2:1).
          background: "#1971c2",
          fontColor: "#ffffff",
          fontSize: 14,
          textAlign: "center",
          borderRadius: 4,
        },
      });
    case "container":
      return addLayer(draft, {
        name: "Container",
        page,
        content: { kind: "container", clip: false },
        props: centred(draft, 200, 150),
      });
    case "feature": {
      const shown = draft.features.find((f) => f.id === feature);
      if (!shown) return null;
      return addLayer(draft, {
        name: `${shown.type[0]?.toUpperCase()}${shown.type.slice(1)}`,
        page,
        content: { kind: "feature", feature: shown.id },
        props: centred(draft, 300, 250),
      });
    }
  }
}
