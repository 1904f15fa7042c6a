import type { AdDocument } from "@adstudio/creative/document";
import { boundsOf, nodeCorners, pageGeometry, type Rect, rectsIntersect } from "../../canvas/geometry";
import type { EditorSession } from "../editor-store";
import { defineSelectionCommand } from "./command";
import type { LayerIds } from "./layers";

// Selection as named commands, so the canvas, the Layers list, the shortcuts and tests select the same
// way. Selection is session state: these make no undo step and keep the redo stack (the store's `run`).

/** The page's root layers a sweep may take: not hidden, not locked (they stay reachable in the Layers list). */
function pickable(document: AdDocument, session: EditorSession) {
  return pageGeometry(document, session.page, session.size).filter(
    (n) => !n.parent && !n.hidden && !n.locked,
  );
}

/** Select exactly these layers (a click, a row of the Layers list, the timeline). */
export const selectLayersCommand = defineSelectionCommand<LayerIds>({
  id: "selection.select",
  label: "Select",
  select: ({ ids }) => ids,
});

/** Add layers to the selection, after what is already selected. */
export const addToSelectionCommand = defineSelectionCommand<LayerIds>({
  id: "selection.add",
  label: "Add to selection",
  select: ({ ids }, { session }) => [...session.selection, ...ids],
});

/** Shift or Ctrl+click: a selected layer leaves the selection, another one joins it. */
export const toggleSelectionCommand = defineSelectionCommand<LayerIds>({
  id: "selection.toggle",
  label: "Add to or remove from selection",
  select: ({ ids }, { session }) => [
    ...session.selection.filter((id) => !ids.includes(id)),
    ...ids.filter((id) => !session.selection.includes(id)),
  ],
});

/** Ctrl+A: every layer at the root of the page shown that is neither hidden nor locked. */
export const selectAllCommand = defineSelectionCommand({
  id: "selection.all",
  label: "Select all",
  select: (_args, { document, session }) => pickable(document, session).map((n) => n.id),
});

/** Escape, a click on empty canvas: nothing selected. */
export const deselectCommand = defineSelectionCommand({
  id: "selection.none",
  label: "Deselect",
  select: () => [],
});

/**
 * A marquee drawn on the canvas (stage pixels of the size shown): the root layers it touches, after
 * `base` (what was selected when a Shift+drag began; empty otherwise).
 */
export const selectByMarqueeCommand = defineSelectionCommand<{ rect: Rect; base: readonly string[] }>({
  id: "selection.marquee",
  label: "Select by marquee",
  select: ({ rect, base }, { document, session }) => [
    ...base,
    ...pickable(document, session)
      .filter((n) => rectsIntersect(rect, boundsOf(nodeCorners(n))) && !base.includes(n.id))
      .map((n) => n.id),
  ],
});
