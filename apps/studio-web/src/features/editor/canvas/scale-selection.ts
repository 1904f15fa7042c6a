import {
  apply,
  type Box,
  boundsOf,
  IDENTITY,
  invert,
  type LayerNode,
  nodeCorners,
  type Rect,
} from "./geometry";
import { type Handle, type ResizeOptions, resizedBox } from "./gestures";
import type { Guide } from "./snapping";

/**
 * Resizing a multi-selection: the handles sit on the selection's bounds (axis-aligned on the stage), a
 * handle drag resizes those bounds like one unturned layer (same snapping, Shift keeps the aspect, Alt
 * resizes about the centre), and
 * every selected layer is scaled with them: its centre keeps its place inside the bounds and its size
 * scales along its own axes (EDITOR-NOTES §3: computed from the start geometry each frame, committed once).
 */

/** The stage-aligned bounds of the selected layers (as drawn, turned boxes included). */
export const selectionBounds = (nodes: readonly LayerNode[]): Rect => boundsOf(nodes.flatMap(nodeCorners));

/** The new bounds a handle drag makes: the bounds resized as if they were one unturned layer. */
export function resizedBounds(
  bounds: Rect,
  handle: Handle,
  raw: { x: number; y: number },
  options: ResizeOptions,
): { rect: Rect; guides: Guide[] } {
  const box = { x: bounds.minX, y: bounds.minY, w: bounds.maxX - bounds.minX, h: bounds.maxY - bounds.minY };
  const asLayer = {
    box: { ...box, rotation: 0 },
    parentMatrix: IDENTITY,
    matrix: [1, 0, 0, 1, box.x, box.y],
  } as const satisfies Pick<LayerNode, "box" | "parentMatrix" | "matrix">;
  const { box: next, guides } = resizedBox(asLayer, handle, raw, options);
  return { rect: { minX: next.x, minY: next.y, maxX: next.x + next.w, maxY: next.y + next.h }, guides };
}

/**
 * A layer's box (in its parent's coordinates) once the bounds went from `from` to `to`. Its size scales
 * along its own axes: a layer turned a quarter takes the bounds' height scale on its width, and one turned
 * in between a blend of both.
 */
export function scaledBox(node: LayerNode, from: Rect, to: Rect): Box {
  const fromW = from.maxX - from.minX;
  const fromH = from.maxY - from.minY;
  const sx = fromW > 0 ? (to.maxX - to.minX) / fromW : 1;
  const sy = fromH > 0 ? (to.maxY - to.minY) / fromH : 1;
  const { box, matrix } = node;
  const centre = apply(matrix, { x: box.w / 2, y: box.h / 2 });
  const moved = { x: to.minX + (centre.x - from.minX) * sx, y: to.minY + (centre.y - from.minY) * sy };
  const local = apply(invert(node.parentMatrix), moved);
  // The layer's own x axis on the stage is (cos, sin) = (a, b) of its matrix; scaling the stage by
  // (sx, sy) stretches that axis by the length of (sx·cos, sy·sin), and its y axis likewise.
  const [cos, sin] = [matrix[0], matrix[1]];
  const w = Math.max(1, box.w * Math.hypot(sx * cos, sy * sin));
  const h = Math.max(1, box.h * Math.hypot(sx * sin, sy * cos));
  return { x: local.x - w / 2, y: local.y - h / 2, w, h, rotation: box.rotation };
}
