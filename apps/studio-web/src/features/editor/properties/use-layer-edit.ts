import type { AdDocument, Layer, LayerProps } from "@adstudio/creative/document";
import { useMemo } from "react";
import { useEditorStore } from "../editor-context";
import { setLayerProps } from "../model/layer-ops";

/**
 * Edits of one layer as undo steps. `coalesce` names a continuous edit (typing in a field, dragging a
 * colour picker): changes with the same name within a second make one step.
 */
export function useLayerEdit(layerId: string) {
  const store = useEditorStore();
  return useMemo(() => {
    const options = (coalesce?: string) => (coalesce ? { coalesce: `${layerId}:${coalesce}` } : {});
    return {
      /** Sets props for the size being edited: the base props, or an override for another size. */
      setProps(label: string, patch: Partial<LayerProps>, coalesce?: string) {
        const { edit, session } = store.getState();
        edit(
          label,
          (draft) => setLayerProps(draft, layerId, session.size, patch),
          options(coalesce && `${session.size}:${coalesce}`),
        );
      },
      /** Changes the layer record itself (its content, actions…). */
      change(label: string, recipe: (layer: Layer, document: AdDocument) => void, coalesce?: string) {
        store.getState().edit(
          label,
          (draft) => {
            const layer = draft.layers[layerId];
            if (layer) recipe(layer, draft);
          },
          options(coalesce),
        );
      },
    };
  }, [store, layerId]);
}
