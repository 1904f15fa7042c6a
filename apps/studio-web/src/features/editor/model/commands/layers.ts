import type { AdDocument } from "@adstudio/creative/document";
import { groupLayers, ungroupLayers } from "../group-ops";
import { duplicateLayers, moveLayer, removeLayers, reorderLayer, type ZMove } from "../layer-ops";
import { defineCommand } from "./command";

/** The layers a command acts on: the selection, as the canvas, the Layers list or a script gave it. */
export interface LayerIds {
  ids: readonly string[];
}

/**
 * The ids that an edit may change: locked layers stay as they are (they can still be selected in the
 * Layers list, and unlocked there), and ids that name no layer are dropped.
 */
export const editableIds = (document: AdDocument, ids: readonly string[]) =>
  ids.filter((id) => document.layers[id] && !document.layers[id]?.locked);

const plural = (ids: readonly string[], one: string, many: string) => (ids.length > 1 ? many : one);

/** Delete (Delete, Backspace, the context menu, the delete button): the layers with their contents. */
export const deleteLayersCommand = defineCommand<LayerIds>({
  id: "layers.delete",
  label: ({ ids }, document) => plural(editableIds(document, ids), "Delete layer", "Delete layers"),
  apply(draft, { ids }, context) {
    const gone = editableIds(draft, ids);
    if (gone.length === 0) return;
    removeLayers(draft, gone);
    context.select([]);
  },
});

/** Duplicate: a copy just above each original, offset so it shows beside it; the copies are selected. */
export const duplicateLayersCommand = defineCommand<LayerIds>({
  id: "layers.duplicate",
  label: () => "Duplicate",
  apply(draft, { ids }, context) {
    const copies = duplicateLayers(draft, editableIds(draft, ids));
    if (copies.length > 0) context.select(copies);
  },
});

/** The undo labels of the stacking moves, as the menus name them. */
export const Z_MOVE_LABELS: Record<ZMove, string> = {
  forward: "Bring forward",
  backward: "Send backward",
  front: "Bring to front",
  back: "Send to back",
};

/** Bring forward / send backward / to the front / to the back, among each layer's siblings. */
export const reorderLayersCommand = defineCommand<LayerIds & { move: ZMove }>({
  id: "layers.reorder",
  label: ({ move }) => Z_MOVE_LABELS[move],
  apply(draft, { ids, move }) {
    const orderOf = (id: string) => draft.layers[id]?.order ?? "";
    // Keep the selected layers' order among themselves: the one nearest the destination moves first.
    const up = move === "forward" || move === "back";
    const moving = [...editableIds(draft, ids)].sort(
      (a, b) => (orderOf(a) < orderOf(b) ? 1 : -1) * (up ? 1 : -1),
    );
    for (const id of moving) reorderLayer(draft, id, move);
  },
});

/**
 * Hide or show, lock or unlock. With `value` left out the first layer decides: a hidden first layer
 * shows them all, a visible one hides them all (as the toggles in the Layers list do for one layer).
 */
export const setLayerFlagCommand = defineCommand<LayerIds & { flag: "hidden" | "locked"; value?: boolean }>({
  id: "layers.setFlag",
  label: ({ ids, flag, value }, document) => {
    const on = value ?? !document.layers[ids[0] ?? ""]?.[flag];
    const verb = { hidden: on ? "Hide" : "Show", locked: on ? "Lock" : "Unlock" }[flag];
    return `${verb} ${plural(ids, "layer", "layers")}`;
  },
  apply(draft, { ids, flag, value }) {
    const on = value ?? !draft.layers[ids[0] ?? ""]?.[flag];
    for (const id of ids) {
      const layer = draft.layers[id];
      if (layer) layer[flag] = on;
    }
  },
});

/** Rename a layer (names are at most 120 characters; an empty name changes nothing). */
export const renameLayerCommand = defineCommand<{ id: string; name: string }>({
  id: "layers.rename",
  label: () => "Rename layer",
  apply(draft, { id, name }) {
    const layer = draft.layers[id];
    const next = name.trim().slice(0, 120);
    if (layer && next) layer.name = next;
  },
});

/** Group sibling layers into a container where the topmost was; the group is selected. */
export const groupLayersCommand = defineCommand<LayerIds>({
  id: "layers.group",
  label: () => "Group",
  apply(draft, { ids }, context) {
    const editable = editableIds(draft, ids);
    if (editable.length === 0) return;
    const group = groupLayers(draft, editable);
    if (group) context.select([group]);
  },
});

/** Dissolve the selected containers; what was inside them is selected. */
export const ungroupLayersCommand = defineCommand<LayerIds>({
  id: "layers.ungroup",
  label: () => "Ungroup",
  apply(draft, { ids }, context) {
    const groups = editableIds(draft, ids).filter((id) => draft.layers[id]?.content.kind === "container");
    const freed = groups.flatMap((id) => ungroupLayers(draft, id));
    if (groups.length > 0) context.select(freed);
  },
});

/**
 * Move a layer in the tree (the Layers list's drag and keyboard moves): into `parent` (null: the page's
 * root) before the sibling `before` (null: on top). Moves into itself or a non-container change nothing.
 */
export const moveLayerCommand = defineCommand<{ id: string; parent: string | null; before: string | null }>({
  id: "layers.move",
  label: () => "Move layer",
  apply(draft, { id, parent, before }) {
    moveLayer(draft, id, parent, before);
  },
});
