import type { Constraints } from "@adstudio/creative/document";
import { addSize, reflowExistingSize, removeSize, sizeLabel } from "@adstudio/creative/resize";
import { defineCommand } from "./command";

/**
 * Adds a size the format allows, laid out from the base by each layer's constraints, and shows it. The
 * size switcher offers only sizes `addSizeProblem` accepts; anything else throws its words.
 */
export const addSizeCommand = defineCommand<{ size: string }>({
  id: "sizes.add",
  label: ({ size }) => `Add size ${sizeLabel(size)}`,
  apply(draft, { size }, context) {
    addSize(draft, size);
    context.show({ size });
  },
});

/** Lays a size out again from the base by the layers' constraints, replacing its overrides, and shows it. */
export const reflowSizeCommand = defineCommand<{ size: string }>({
  id: "sizes.reflow",
  label: ({ size }) => `Lay out ${sizeLabel(size)} from the base`,
  apply(draft, { size }, context) {
    reflowExistingSize(draft, size);
    context.show({ size });
  },
});

/** Removes a size and its overrides (never the base size, never the last); the base is shown after. */
export const removeSizeCommand = defineCommand<{ size: string }>({
  id: "sizes.remove",
  label: ({ size }) => `Remove size ${sizeLabel(size)}`,
  apply(draft, { size }, context) {
    removeSize(draft, size);
    if (context.session.size === size) context.show({ size: draft.baseSize });
  },
});

/** Sets how the selected layers follow the stage when a size is re-flowed; null clears them (inferred). */
export const setConstraintsCommand = defineCommand<{
  ids: readonly string[];
  constraints: Constraints | null;
}>({
  id: "sizes.constrain",
  label: () => "Change constraints",
  apply(draft, { ids, constraints }) {
    for (const id of ids) {
      const layer = draft.layers[id];
      if (!layer) continue;
      if (constraints) layer.constraints = { ...constraints };
      else delete layer.constraints;
    }
  },
});
