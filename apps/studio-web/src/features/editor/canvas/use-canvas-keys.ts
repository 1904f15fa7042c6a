import { type KeyboardEvent, useCallback } from "react";
import { useEditorStore } from "../editor-context";
import { nudgeLayersCommand } from "../model/commands/arrange";
import { editableIds } from "../model/commands/layers";
import { deselectCommand, selectAllCommand } from "../model/commands/selection";
import { runSelectionKey } from "../selection/actions";

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The canvas's keyboard (CANVAS_SHORTCUTS lists it): every change runs a command, so one undo step;
 * nudges of the same selection within a second merge into one step (the store's coalescing). The keys
 * that act on the selection (Delete, Ctrl+D…) are the selection's, shared with the Layers list.
 * `cancelGesture` answers whether Escape ended a drag (else Escape clears the selection);
 * `editText` opens the text editor on the canvas (Enter on a text layer).
 */
export function useCanvasKeys(cancelGesture: () => boolean, editText?: (id: string) => void) {
  const store = useEditorStore();
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const state = store.getState();
      const { document, session } = state;
      const mod = e.ctrlKey || e.metaKey;
      const handled = () => {
        e.preventDefault();
        e.stopPropagation();
      };
      // Locked layers stay as they are; they can still be selected from the layers panel.
      const editable = editableIds(document, session.selection);

      if (e.key === "Escape") {
        if (!cancelGesture()) state.run(deselectCommand, undefined);
        handled();
        return;
      }
      if (e.key === "Enter" && !mod && editText && editable.length === 1) {
        const id = editable[0] ?? "";
        if (document.layers[id]?.content.kind === "text") {
          handled();
          editText(id);
          return;
        }
      }
      const arrow = ARROWS[e.key];
      if (arrow && !mod) {
        handled();
        if (editable.length === 0) return;
        const step = e.shiftKey ? 10 : 1;
        state.run(
          nudgeLayersCommand,
          { ids: editable, dx: arrow.x * step, dy: arrow.y * step },
          { coalesce: `nudge:${editable.join(",")}` },
        );
        return;
      }
      if (mod && e.key.toLowerCase() === "a") {
        handled();
        state.run(selectAllCommand, undefined);
        return;
      }
      if (runSelectionKey(e, store)) handled();
    },
    [store, cancelGesture, editText],
  );
}
