import type { LayerProps } from "@adstudio/creative/document";
import { setLayerProps } from "../layer-ops";
import { defineCommand } from "./command";

/**
 * Set a layer's props in the size shown: the base props at the base size, an override in another size;
 * an undefined value clears the prop. The undo label is the field's ("Set width", "Reset font size"),
 * since the properties panel's fields come from the Form Elements catalogue. The panel coalesces a
 * typing burst per layer, size and field.
 */
export const setLayerPropsCommand = defineCommand<{ id: string; patch: Partial<LayerProps>; label: string }>({
  id: "properties.set",
  label: ({ label }) => label,
  apply(draft, { id, patch }, { session }) {
    setLayerProps(draft, id, session.size, patch);
  },
});

/**
 * Set the same props on several layers at once (a multi-selection's opacity, a shared size) in the size
 * shown, as one undo step; locked layers stay as they are.
 */
export const setLayersPropsCommand = defineCommand<{
  ids: readonly string[];
  patch: Partial<LayerProps>;
  label: string;
}>({
  id: "properties.setMany",
  label: ({ label }) => label,
  apply(draft, { ids, patch }, { session }) {
    for (const id of ids)
      if (draft.layers[id] && !draft.layers[id]?.locked) setLayerProps(draft, id, session.size, patch);
  },
});
