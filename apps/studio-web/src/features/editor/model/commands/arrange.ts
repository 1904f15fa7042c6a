import type { AdDocument } from "@adstudio/creative/document";
import { propsFor } from "@adstudio/creative/render";
import {
  boundsOf,
  type LayerNode,
  nodeCorners,
  pageGeometry,
  type Rect,
  topSelected,
} from "../../canvas/geometry";
import { movedProps } from "../../canvas/gestures";
import { setLayerProps } from "../layer-ops";
import { defineCommand } from "./command";
import type { LayerIds } from "./layers";

export const ALIGN_EDGES = ["left", "centre", "right", "top", "middle", "bottom"] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];
export type DistributeAxis = "horizontal" | "vertical";

/** What the menus and the undo history call each alignment. */
export const ALIGN_LABELS: Record<AlignEdge, string> = {
  left: "Align left",
  centre: "Align centre",
  right: "Align right",
  top: "Align top",
  middle: "Align middle",
  bottom: "Align bottom",
};
export const DISTRIBUTE_LABELS: Record<DistributeAxis, string> = {
  horizontal: "Distribute horizontally",
  vertical: "Distribute vertically",
};

/** Distributing needs a first and a last layer that stay, and at least one between them. */
export const DISTRIBUTE_MIN = 3;

interface Placed {
  node: LayerNode;
  rect: Rect;
}

/** The selected layers that move (not locked, not inside another selected one) with their stage bounds. */
function placed(draft: AdDocument, ids: readonly string[], page: string, size: string): Placed[] {
  const byId = new Map(pageGeometry(draft, page, size).map((n) => [n.id, n]));
  return topSelected(byId, ids).map((node) => ({ node, rect: boundsOf(nodeCorners(node)) }));
}

/** Moves a layer by a stage delta in one size, keeping its anchors (left or right, top or bottom). */
function moveBy(draft: AdDocument, size: string, { node }: Placed, dx: number, dy: number) {
  const layer = draft.layers[node.id];
  if (!layer || (Math.abs(dx) < 0.005 && Math.abs(dy) < 0.005)) return;
  setLayerProps(
    draft,
    node.id,
    size,
    movedProps(node, { x: dx, y: dy }, propsFor(layer, size, draft.baseSize)),
  );
}

/** Where an edge (or centre) of a rect lies on its axis. */
function edgeOf(rect: Rect, edge: AlignEdge): number {
  switch (edge) {
    case "left":
      return rect.minX;
    case "centre":
      return (rect.minX + rect.maxX) / 2;
    case "right":
      return rect.maxX;
    case "top":
      return rect.minY;
    case "middle":
      return (rect.minY + rect.maxY) / 2;
    case "bottom":
      return rect.maxY;
  }
}

/**
 * Align the layers' edges or centres in the size shown: to the stage when one layer is selected (or
 * `to: "stage"`), to the selection's bounds otherwise. A rotated layer aligns by its visible bounds.
 */
export const alignLayersCommand = defineCommand<LayerIds & { edge: AlignEdge; to?: "stage" | "selection" }>({
  id: "arrange.align",
  label: ({ edge }) => ALIGN_LABELS[edge],
  apply(draft, { ids, edge, to }, { session }) {
    const items = placed(draft, ids, session.page, session.size);
    if (items.length === 0) return;
    const stage = draft.teaser[session.size] ?? { width: 300, height: 250 };
    const toStage = (to ?? (items.length === 1 ? "stage" : "selection")) === "stage";
    const target = toStage
      ? { minX: 0, minY: 0, maxX: stage.width, maxY: stage.height }
      : boundsOf(items.flatMap((item) => nodeCorners(item.node)));
    const horizontal = edge === "left" || edge === "centre" || edge === "right";
    for (const item of items) {
      const d = edgeOf(target, edge) - edgeOf(item.rect, edge);
      moveBy(draft, session.size, item, horizontal ? d : 0, horizontal ? 0 : d);
    }
  },
});

/**
 * Distribute three or more layers so the gaps between them are equal, in the size shown: the first and
 * the last (by position on the axis) stay where they are.
 */
export const distributeLayersCommand = defineCommand<LayerIds & { axis: DistributeAxis }>({
  id: "arrange.distribute",
  label: ({ axis }) => DISTRIBUTE_LABELS[axis],
  apply(draft, { ids, axis }, { session }) {
    const items = placed(draft, ids, session.page, session.size);
    if (items.length < DISTRIBUTE_MIN) return;
    const [lo, hi] = axis === "horizontal" ? (["minX", "maxX"] as const) : (["minY", "maxY"] as const);
    items.sort((a, b) => a.rect[lo] - b.rect[lo]);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const extents = items.reduce((sum, item) => sum + (item.rect[hi] - item.rect[lo]), 0);
    const gap = (last.rect[hi] - first.rect[lo] - extents) / (items.length - 1);
    let at = first.rect[hi] + gap;
    for (const item of items.slice(1, -1)) {
      const d = at - item.rect[lo];
      moveBy(draft, session.size, item, axis === "horizontal" ? d : 0, axis === "horizontal" ? 0 : d);
      at += item.rect[hi] - item.rect[lo] + gap;
    }
  },
});

/** Nudge (the arrow keys): moves the layers by a stage delta in the size shown, keeping their anchors. */
export const nudgeLayersCommand = defineCommand<LayerIds & { dx: number; dy: number }>({
  id: "arrange.nudge",
  label: () => "Nudge",
  apply(draft, { ids, dx, dy }, { session }) {
    for (const item of placed(draft, ids, session.page, session.size))
      moveBy(draft, session.size, item, dx, dy);
  },
});
