import { boundsOf, type LayerNode, nodeCorners, type Rect } from "./geometry";

/** A guide line the canvas shows while something snaps to it: a vertical line at x, or a horizontal at y. */
export interface Guide {
  axis: "x" | "y";
  at: number;
}

/** Where things snap to: the stage's edges and centre, and the edges and centres of the other layers. */
export interface SnapTargets {
  xs: number[];
  ys: number[];
}

/** Snap distance in screen pixels; divided by the zoom, as handles are (EDITOR-NOTES §3). */
export const SNAP_PX = 8;

/** Computed once per gesture from the layers that do not move (visible ones only). */
export function snapTargets(
  nodes: readonly LayerNode[],
  moving: ReadonlySet<string>,
  stage: { w: number; h: number },
): SnapTargets {
  const xs = [0, stage.w / 2, stage.w];
  const ys = [0, stage.h / 2, stage.h];
  for (const node of nodes) {
    if (node.hidden || moving.has(node.id) || (node.parent && moving.has(node.parent))) continue;
    const r = boundsOf(nodeCorners(node));
    xs.push(r.minX, (r.minX + r.maxX) / 2, r.maxX);
    ys.push(r.minY, (r.minY + r.maxY) / 2, r.maxY);
  }
  return { xs, ys };
}

/** The smallest shift (within `threshold`) that puts one of `values` on one of `targets`. */
export function snapAxis(
  values: readonly number[],
  targets: readonly number[],
  threshold: number,
): { shift: number; at: number } | null {
  let best: { shift: number; at: number } | null = null;
  for (const value of values) {
    for (const target of targets) {
      const shift = target - value;
      if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift)))
        best = { shift, at: target };
    }
  }
  return best;
}

/** Snaps a moving rectangle (edges and centre) on both axes; answers the shift and the guides to show. */
export function snapRect(
  rect: Rect,
  targets: SnapTargets,
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const x = snapAxis([rect.minX, (rect.minX + rect.maxX) / 2, rect.maxX], targets.xs, threshold);
  const y = snapAxis([rect.minY, (rect.minY + rect.maxY) / 2, rect.maxY], targets.ys, threshold);
  const guides: Guide[] = [];
  if (x) guides.push({ axis: "x", at: x.at });
  if (y) guides.push({ axis: "y", at: y.at });
  return { dx: x?.shift ?? 0, dy: y?.shift ?? 0, guides };
}
