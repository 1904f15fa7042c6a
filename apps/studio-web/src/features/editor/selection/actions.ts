import {
  IconBoxMultiple,
  IconBoxOff,
  IconClipboard,
  IconCopy,
  IconCopyPlus,
  IconEye,
  IconEyeOff,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconLayoutDistributeHorizontal,
  IconLayoutDistributeVertical,
  IconLock,
  IconLockOpen,
  IconStackBack,
  IconStackBackward,
  IconStackForward,
  IconStackFront,
  IconTrash,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import {
  ALIGN_EDGES,
  ALIGN_LABELS,
  type AlignEdge,
  alignLayersCommand,
  DISTRIBUTE_LABELS,
  DISTRIBUTE_MIN,
  type DistributeAxis,
  distributeLayersCommand,
} from "../model/commands/arrange";
import { canPaste, clipboardLayers, copyLayers, pasteLayersCommand } from "../model/commands/clipboard";
import {
  deleteLayersCommand,
  duplicateLayersCommand,
  editableIds,
  groupLayersCommand,
  reorderLayersCommand,
  setLayerFlagCommand,
  ungroupLayersCommand,
  Z_MOVE_LABELS,
} from "../model/commands/layers";
import type { EditorState, EditorStore } from "../model/editor-store";
import type { ZMove } from "../model/layer-ops";

/**
 * What can be done to the selection, once: the context menu, the selection buttons and the keyboard
 * (DELETE, Ctrl+D…) list these and run the same command, so they cannot disagree.
 */
export interface SelectionAction {
  id: string;
  /** The visible text, which is also the accessible name (axe's label-content-name-mismatch). */
  label(state: EditorState): string;
  keys?: string;
  icon(state: EditorState): ComponentType<{ size?: number; stroke?: number }>;
  enabled(state: EditorState): boolean;
  run(store: EditorStore): void;
}

const selected = (state: EditorState) => state.session.selection;
const editable = (state: EditorState) => editableIds(state.document, selected(state));
const firstIs = (state: EditorState, flag: "hidden" | "locked") =>
  Boolean(state.document.layers[selected(state)[0] ?? ""]?.[flag]);
const ids = (store: EditorStore) => ({ ids: selected(store.getState()) });

export const deleteAction: SelectionAction = {
  id: "delete",
  label: () => "Delete",
  keys: "Delete",
  icon: () => IconTrash,
  enabled: (s) => editable(s).length > 0,
  run: (store) => store.getState().run(deleteLayersCommand, ids(store)),
};

export const duplicateAction: SelectionAction = {
  id: "duplicate",
  label: () => "Duplicate",
  keys: "Ctrl+D",
  icon: () => IconCopyPlus,
  enabled: (s) => editable(s).length > 0,
  run: (store) => store.getState().run(duplicateLayersCommand, ids(store)),
};

export const copyAction: SelectionAction = {
  id: "copy",
  label: () => "Copy",
  keys: "Ctrl+C",
  icon: () => IconCopy,
  enabled: (s) => selected(s).length > 0,
  run: (store) => void copyLayers(store.getState().document, selected(store.getState())),
};

export const pasteAction: SelectionAction = {
  id: "paste",
  label: () => "Paste",
  keys: "Ctrl+V",
  icon: () => IconClipboard,
  enabled: () => canPaste(),
  run: (store) => store.getState().run(pasteLayersCommand, { layers: clipboardLayers() }),
};

const Z_ICONS = {
  forward: IconStackForward,
  backward: IconStackBackward,
  front: IconStackFront,
  back: IconStackBack,
} as const;
const Z_KEYS: Record<ZMove, string> = {
  forward: "Ctrl+]",
  backward: "Ctrl+[",
  front: "Ctrl+Shift+]",
  back: "Ctrl+Shift+[",
};
const reorder = (move: ZMove): SelectionAction => ({
  id: move,
  label: () => Z_MOVE_LABELS[move],
  keys: Z_KEYS[move],
  icon: () => Z_ICONS[move],
  enabled: (s) => editable(s).length > 0,
  run: (store) => store.getState().run(reorderLayersCommand, { ...ids(store), move }),
});
export const reorderActions = (["forward", "backward", "front", "back"] as const).map(reorder);

export const hideAction: SelectionAction = {
  id: "hide",
  label: (s) => (firstIs(s, "hidden") ? "Show" : "Hide"),
  icon: (s) => (firstIs(s, "hidden") ? IconEye : IconEyeOff),
  enabled: (s) => selected(s).length > 0,
  run: (store) => store.getState().run(setLayerFlagCommand, { ...ids(store), flag: "hidden" }),
};

export const lockAction: SelectionAction = {
  id: "lock",
  label: (s) => (firstIs(s, "locked") ? "Unlock" : "Lock"),
  icon: (s) => (firstIs(s, "locked") ? IconLockOpen : IconLock),
  enabled: (s) => selected(s).length > 0,
  run: (store) => store.getState().run(setLayerFlagCommand, { ...ids(store), flag: "locked" }),
};

export const groupAction: SelectionAction = {
  id: "group",
  label: () => "Group",
  keys: "Ctrl+G",
  icon: () => IconBoxMultiple,
  enabled: (s) => editable(s).length > 0,
  run: (store) => store.getState().run(groupLayersCommand, ids(store)),
};

export const ungroupAction: SelectionAction = {
  id: "ungroup",
  label: () => "Ungroup",
  keys: "Ctrl+Shift+G",
  icon: () => IconBoxOff,
  enabled: (s) => editable(s).some((id) => s.document.layers[id]?.content.kind === "container"),
  run: (store) => store.getState().run(ungroupLayersCommand, ids(store)),
};

const ALIGN_ICONS = {
  left: IconLayoutAlignLeft,
  centre: IconLayoutAlignCenter,
  right: IconLayoutAlignRight,
  top: IconLayoutAlignTop,
  middle: IconLayoutAlignMiddle,
  bottom: IconLayoutAlignBottom,
} as const;
/** Align to the selection's bounds (or, for one layer, the stage); `to: "stage"` aligns several to the stage. */
export const alignAction = (edge: AlignEdge, to?: "stage"): SelectionAction => ({
  id: `align-${edge}`,
  label: () => (to ? `${ALIGN_LABELS[edge]} to the stage` : ALIGN_LABELS[edge]),
  icon: () => ALIGN_ICONS[edge],
  enabled: (s) => editable(s).length > 0,
  run: (store) => store.getState().run(alignLayersCommand, { ...ids(store), edge, ...(to ? { to } : {}) }),
});
export const alignActions = (to?: "stage") => ALIGN_EDGES.map((edge) => alignAction(edge, to));

const distribute = (axis: DistributeAxis): SelectionAction => ({
  id: `distribute-${axis}`,
  label: () => DISTRIBUTE_LABELS[axis],
  icon: () => (axis === "horizontal" ? IconLayoutDistributeHorizontal : IconLayoutDistributeVertical),
  enabled: (s) => editable(s).length >= DISTRIBUTE_MIN,
  run: (store) => store.getState().run(distributeLayersCommand, { ...ids(store), axis }),
});
export const distributeActions = (["horizontal", "vertical"] as const).map(distribute);

/** Whether a key event comes from a field the user types in (where Delete and Ctrl+C are the field's). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The action a key runs wherever the selection was made (canvas, Layers list, selection buttons). */
export function actionForKey(e: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): SelectionAction | null {
  const mod = e.ctrlKey || e.metaKey;
  if ((e.key === "Delete" || e.key === "Backspace") && !mod) return deleteAction;
  if (!mod) return null;
  const key = e.key.toLowerCase();
  if (key === "c") return copyAction;
  if (key === "v") return pasteAction;
  if (key === "d") return duplicateAction;
  if (key === "g") return e.shiftKey ? ungroupAction : groupAction;
  // Ctrl+] / Ctrl+[ by the key's place on the keyboard: with Shift, US layouts type } and {.
  const forward = e.code === "BracketRight" || e.key === "]" || e.key === "}";
  const backward = e.code === "BracketLeft" || e.key === "[" || e.key === "{";
  const move: ZMove | null = forward
    ? e.shiftKey
      ? "front"
      : "forward"
    : backward
      ? e.shiftKey
        ? "back"
        : "backward"
      : null;
  return reorderActions.find((a) => a.id === move) ?? null;
}

/**
 * Runs the action a key asks for on the selection; answers whether the key was one (then the caller
 * stops the browser's own handling, e.g. Ctrl+D's bookmark). Keys typed in a field are the field's.
 */
export function runSelectionKey(
  e: Parameters<typeof actionForKey>[0] & { target: EventTarget | null },
  store: EditorStore,
): boolean {
  if (isTyping(e.target)) return false;
  const action = actionForKey(e);
  if (!action) return false;
  if (action.enabled(store.getState())) action.run(store);
  return true;
}
