import { propsFor } from "@adstudio/creative/render";
import { type KeyboardEvent, useCallback } from "react";
import { useEditorStore } from "../editor-context";
import { groupLayers, ungroupLayers } from "../model/group-ops";
import { duplicateLayers, removeLayers, reorderLayer, setLayerProps, type ZMove } from "../model/layer-ops";
import { pasteLayers } from "../model/paste-layers";
import { clipboardLayers, copyLayers } from "./clipboard";
import { pageGeometry, topSelected } from "./geometry";
import { movedProps } from "./gestures";

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Ctrl+] / Ctrl+[ by the key's place on the keyboard: with Shift, US layouts type } and {. */
function zMoveOf(e: KeyboardEvent): ZMove | null {
  const forward = e.code === "BracketRight" || e.key === "]" || e.key === "}";
  const backward = e.code === "BracketLeft" || e.key === "[" || e.key === "{";
  if (forward) return e.shiftKey ? "front" : "forward";
  if (backward) return e.shiftKey ? "back" : "backward";
  return null;
}

/**
 * The canvas's keyboard (CANVAS_SHORTCUTS lists it): every change is one `edit`, so one undo step;
 * nudges of the same selection within a second merge into one step (the store's coalescing).
 * `cancelGesture` answers whether Escape ended a drag (else Escape clears the selection).
 */
export function useCanvasKeys(cancelGesture: () => boolean) {
  const store = useEditorStore();
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const state = store.getState();
      const { document, session } = state;
      const { size, page } = session;
      const mod = e.ctrlKey || e.metaKey;
      const handled = () => {
        e.preventDefault();
        e.stopPropagation();
      };
      const nodes = () => pageGeometry(document, page, size);
      // Locked layers stay as they are; they can still be selected from the layers panel.
      const editable = session.selection.filter((id) => document.layers[id] && !document.layers[id]?.locked);

      if (e.key === "Escape") {
        if (!cancelGesture()) state.select([]);
        handled();
        return;
      }
      const arrow = ARROWS[e.key];
      if (arrow && !mod) {
        handled();
        const byId = new Map(nodes().map((n) => [n.id, n]));
        const moving = topSelected(byId, editable);
        if (moving.length === 0) return;
        const step = e.shiftKey ? 10 : 1;
        const delta = { x: arrow.x * step, y: arrow.y * step };
        state.edit(
          "Nudge",
          (draft) => {
            for (const node of moving) {
              const layer = draft.layers[node.id];
              if (layer)
                setLayerProps(
                  draft,
                  node.id,
                  size,
                  movedProps(node, delta, propsFor(layer, size, draft.baseSize)),
                );
            }
          },
          { coalesce: `nudge:${moving.map((n) => n.id).join(",")}` },
        );
        return;
      }
      if ((e.key === "Delete" || e.key === "Backspace") && !mod) {
        handled();
        if (editable.length === 0) return;
        state.edit(editable.length > 1 ? "Delete layers" : "Delete layer", (draft) =>
          removeLayers(draft, editable),
        );
        state.select([]);
        return;
      }
      if (!mod) return;
      const key = e.key.toLowerCase();
      const orderOf = (id: string) => document.layers[id]?.order ?? "";
      if (key === "a") {
        handled();
        state.select(
          nodes()
            .filter((n) => !n.parent && !n.hidden && !n.locked)
            .map((n) => n.id),
        );
      } else if (key === "c") {
        handled();
        copyLayers(document, session.selection);
      } else if (key === "v") {
        handled();
        const copied = clipboardLayers();
        if (copied.length === 0) return;
        let pasted: string[] = [];
        state.edit("Paste", (draft) => {
          pasted = pasteLayers(draft, copied, page);
        });
        state.select(pasted);
      } else if (key === "d") {
        handled();
        if (editable.length === 0) return;
        let copies: string[] = [];
        state.edit("Duplicate", (draft) => {
          copies = duplicateLayers(draft, editable);
        });
        state.select(copies);
      } else if (key === "g") {
        handled();
        if (e.shiftKey) {
          const groups = editable.filter((id) => document.layers[id]?.content.kind === "container");
          if (groups.length === 0) return;
          let freed: string[] = [];
          state.edit("Ungroup", (draft) => {
            freed = groups.flatMap((id) => ungroupLayers(draft, id));
          });
          state.select(freed);
        } else {
          if (editable.length === 0) return;
          let group: string | null = null;
          state.edit("Group", (draft) => {
            group = groupLayers(draft, editable);
          });
          if (group) state.select([group]);
        }
      } else {
        const move = zMoveOf(e);
        if (!move) return;
        handled();
        if (editable.length === 0) return;
        // Keep the selected layers' order among themselves: the one nearest the destination moves first.
        const up = move === "forward" || move === "back";
        const ids = [...editable].sort((a, b) => (orderOf(a) < orderOf(b) ? 1 : -1) * (up ? 1 : -1));
        state.edit("Change order", (draft) => {
          for (const id of ids) reorderLayer(draft, id, move);
        });
      }
    },
    [store, cancelGesture],
  );
}
