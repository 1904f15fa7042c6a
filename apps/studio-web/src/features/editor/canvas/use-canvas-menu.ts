import { type KeyboardEvent, type MouseEvent, type RefObject, useCallback } from "react";
import { useEditorStore } from "../editor-context";
import { selectLayersCommand } from "../model/commands/selection";
import { opensMenu, useSelectionMenu } from "../selection/selection-menu";
import { boundsOf, hitTest, type LayerNode, nodeCorners, outermost } from "./geometry";

interface CanvasView {
  stageRef: RefObject<HTMLElement | null>;
  nodes: readonly LayerNode[];
  byId: ReadonlyMap<string, LayerNode>;
  zoom: number;
}

/**
 * The selection's context menu on the canvas: a right-click on a layer selects it first (as a click
 * would, unless it is selected already) and opens the menu at the pointer; Shift+F10 or the ContextMenu
 * key opens it under the selection. A right-click on empty canvas opens it for the selection as it is
 * (paste works there).
 */
export function useCanvasMenu({ stageRef, nodes, byId, zoom }: CanvasView) {
  const store = useEditorStore();
  const { menu, open } = useSelectionMenu();

  const onContextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      e.preventDefault();
      const r = stageRef.current?.getBoundingClientRect();
      const hit = hitTest(nodes, {
        x: (e.clientX - (r?.left ?? 0)) / zoom,
        y: (e.clientY - (r?.top ?? 0)) / zoom,
      });
      const { session, run } = store.getState();
      if (hit) {
        const picked = outermost(byId, hit);
        if (!session.selection.includes(picked.id) && !session.selection.includes(hit.id))
          run(selectLayersCommand, { ids: [picked.id] });
      }
      open({ x: e.clientX, y: e.clientY });
    },
    [store, stageRef, nodes, byId, zoom, open],
  );

  /** Answers whether the key opened the menu. */
  const onMenuKey = useCallback(
    (e: KeyboardEvent<HTMLElement>): boolean => {
      if (!opensMenu(e)) return false;
      e.preventDefault();
      e.stopPropagation();
      const r = stageRef.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
      const chosen = store.getState().session.selection.flatMap((id) => {
        const node = byId.get(id);
        return node && !node.hidden ? nodeCorners(node) : [];
      });
      const at = chosen.length > 0 ? boundsOf(chosen) : { minX: 0, maxY: 0 };
      open({ x: r.left + at.minX * zoom, y: r.top + at.maxY * zoom });
      return true;
    },
    [store, stageRef, byId, zoom, open],
  );

  return { menu, onContextMenu, onMenuKey };
}
