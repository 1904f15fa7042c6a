// Used only by the command tests: a store over a small document, without React.
import type { Layer, LayerProps } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { layerTree } from "@adstudio/creative/render";
import { produce } from "immer";
import { createEditorStore, type EditorStore } from "../editor-store";
import { addLayer } from "../layer-ops";

export interface TestLayer {
  name: string;
  kind?: "text" | "image";
  /** Any other content (a button, a video …); it wins over `kind`. */
  content?: Layer["content"];
  props: LayerProps;
}

/** A 300×250 "mini" ad whose first page holds `layers`, bottom first (ids text-1…, image-1…). */
export function storeWith(...layers: TestLayer[]): EditorStore {
  const document = produce(blankDocument("mini", "Test ad"), (draft) => {
    const page = draft.pages[0]?.id ?? "";
    for (const layer of layers)
      addLayer(draft, {
        name: layer.name,
        page,
        content:
          layer.content ??
          (layer.kind === "image"
            ? { kind: "image", asset: "a".repeat(64), alt: "" }
            : { kind: "text", text: layer.name }),
        props: layer.props,
      });
  });
  return createEditorStore({ _id: "ad-1", document, revision: 1 });
}

/** The names of the first page's root layers, bottom first (as they paint). */
export const paintOrder = (store: EditorStore) => {
  const { document } = store.getState();
  return (layerTree(document.layers).get(`page:${document.pages[0]?.id}`) ?? []).map((l) => l.name);
};

/** The undo steps' names, oldest first. */
export const steps = (store: EditorStore) => store.getState().history.past.map((step) => step.label);
