import type { Rect } from "../../canvas/geometry";

/** How far apart the spots tried are, in design pixels. */
const STEP = 8;

const overlaps = (a: Rect, b: Rect) =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * The free place for a box on the stage nearest to `start` (its preferred top-left corner) where it
 * covers none of `avoid`, or null when every place on the stage covers one. A simple search over a
 * grid of STEP px: a new layer is one box, and a stage is at most a few thousand spots.
 */
export function freeSpot(
  stage: { width: number; height: number },
  box: { width: number; height: number },
  avoid: readonly Rect[],
  start: { x: number; y: number },
): { x: number; y: number } | null {
  const free = (x: number, y: number) =>
    !avoid.some((r) => overlaps(r, { minX: x, minY: y, maxX: x + box.width, maxY: y + box.height }));
  if (free(start.x, start.y)) return start;
  const xs = new Set<number>([start.x, 0, Math.max(0, stage.width - box.width)]);
  const ys = new Set<number>([start.y, 0, Math.max(0, stage.height - box.height)]);
  for (let x = 0; x + box.width <= stage.width; x += STEP) xs.add(x);
  for (let y = 0; y + box.height <= stage.height; y += STEP) ys.add(y);
  // Also the spots just beside each box to avoid, so a box fits snugly into a gap the grid misses.
  for (const r of avoid) {
    for (const x of [r.maxX, r.minX - box.width]) if (x >= 0 && x + box.width <= stage.width) xs.add(x);
    for (const y of [r.maxY, r.minY - box.height]) if (y >= 0 && y + box.height <= stage.height) ys.add(y);
  }
  let best: { x: number; y: number; distance: number } | null = null;
  for (const x of xs)
    for (const y of ys) {
      const distance = (x - start.x) ** 2 + (y - start.y) ** 2;
      if ((!best || distance < best.distance) && free(x, y)) best = { x, y, distance };
    }
  return best ? { x: Math.round(best.x), y: Math.round(best.y) } : null;
}
