import type { AdDocument } from "@adstudio/creative/document";
import { propsFor } from "@adstudio/creative/render";
import type { Box, LayerNode, Point, Rect } from "../../canvas/geometry";
import { boxProps, movedProps } from "../../canvas/gestures";
import { scaledBox } from "../../canvas/scale-selection";
import { setLayerProps } from "../layer-ops";
import { defineCommand } from "./command";

// The canvas gestures' commands, in the size shown. A drag previews one of these from the store's mark
// on each pointer move (live, no undo step) and commits once on release as one undo step; the nodes are
// the layers' geometry when the drag began (`pageGeometry` at the mark), so each preview starts over
// from the mark with the total delta and nothing accumulates.

/** The layer's props in `size` as they are before the command writes them. */
const propsIn = (draft: AdDocument, id: string, size: string) => {
  const layer = draft.layers[id];
  return layer ? propsFor(layer, size, draft.baseSize) : {};
};

/** Move: each layer by the same stage delta, keeping its anchors (left or right, top or bottom). */
export const moveLayersCommand = defineCommand<{ nodes: readonly LayerNode[]; delta: Point }>({
  id: "transform.move",
  label: ({ nodes }) => (nodes.length > 1 ? `Move ${nodes.length} layers` : "Move layer"),
  apply(draft, { nodes, delta }, { session }) {
    if (delta.x === 0 && delta.y === 0) return;
    for (const node of nodes)
      setLayerProps(
        draft,
        node.id,
        session.size,
        movedProps(node, delta, propsIn(draft, node.id, session.size)),
      );
  },
});

/** Resize one layer by a handle: its new box in its parent's space. */
export const resizeLayerCommand = defineCommand<{ node: LayerNode; box: Box }>({
  id: "transform.resize",
  label: () => "Resize layer",
  apply(draft, { node, box }, { session }) {
    setLayerProps(draft, node.id, session.size, boxProps(node, box, propsIn(draft, node.id, session.size)));
  },
});

/** Resize several layers together: each scales with the selection's bounds, `from` → `to`. */
export const scaleLayersCommand = defineCommand<{ nodes: readonly LayerNode[]; from: Rect; to: Rect }>({
  id: "transform.scale",
  label: ({ nodes }) => (nodes.length > 1 ? `Resize ${nodes.length} layers` : "Resize layer"),
  apply(draft, { nodes, from, to }, { session }) {
    for (const node of nodes)
      setLayerProps(
        draft,
        node.id,
        session.size,
        boxProps(node, scaledBox(node, from, to), propsIn(draft, node.id, session.size)),
      );
  },
});

/** Rotate one layer to `rotation` degrees. */
export const rotateLayerCommand = defineCommand<{ id: string; rotation: number }>({
  id: "transform.rotate",
  label: () => "Rotate layer",
  apply(draft, { id, rotation }, { session }) {
    // Turned back to where it was (a rotate gesture's previews end there): nothing changes.
    if ((propsIn(draft, id, session.size).rotation ?? 0) === rotation) return;
    setLayerProps(draft, id, session.size, { rotation });
  },
});
