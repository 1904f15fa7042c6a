import type { AdDocument, LayerAction } from "@adstudio/creative/document";
import { defineCommand } from "./command";

// A layer's events → actions, as the Actions panel and the properties' exit field edit them.

interface LayerActionAt {
  id: string;
  index: number;
}

const actionsOf = (draft: AdDocument, id: string) => draft.layers[id]?.actions;

/** Add an action at the end of the layer's list. */
export const addActionCommand = defineCommand<{ id: string; action: LayerAction }>({
  id: "actions.add",
  label: () => "Add action",
  apply(draft, { id, action }) {
    actionsOf(draft, id)?.push(action);
  },
});

/** Replace the layer's action at `index`. */
export const editActionCommand = defineCommand<LayerActionAt & { action: LayerAction }>({
  id: "actions.edit",
  label: () => "Edit action",
  apply(draft, { id, index, action }) {
    const actions = actionsOf(draft, id);
    if (actions && index >= 0 && index < actions.length) actions[index] = action;
  },
});

/** Remove the layer's action at `index`. */
export const removeActionCommand = defineCommand<LayerActionAt>({
  id: "actions.remove",
  label: () => "Remove action",
  apply(draft, { id, index }) {
    actionsOf(draft, id)?.splice(index, 1);
  },
});

/**
 * The exit a click leads to: a button's own exit (a button always has one, so null leaves it), or for
 * any other layer its click → exit action, replaced or (with null) removed.
 */
export const setClickExitCommand = defineCommand<{ id: string; exit: string | null }>({
  id: "actions.setClickExit",
  label: () => "Set exit",
  apply(draft, { id, exit }) {
    const layer = draft.layers[id];
    if (!layer) return;
    if (layer.content.kind === "link") {
      if (exit) layer.content.exit = exit;
      return;
    }
    layer.actions = layer.actions.filter((a) => !(a.on.type === "click" && a.do.type === "exit"));
    if (exit) layer.actions.push({ on: { type: "click" }, do: { type: "exit", exit } });
  },
});
