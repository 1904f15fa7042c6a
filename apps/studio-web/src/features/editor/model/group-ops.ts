import type { AdDocument, LayerProps } from "@adstudio/creative/document";
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import {
  apply,
  boundsOf,
  boxMatrix,
  corners,
  geometryBySize,
  normaliseDegrees,
  type Rect,
} from "../canvas/geometry";
import { newLayerId, removeLayers, setLayerProps, siblingsOf } from "./layer-ops";

/** Where a layer goes in one size: its box corner in the parent's coordinates, and its rotation. */
export interface Placement {
  x: number;
  y: number;
  rotation?: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Places a layer in every size at once (group and ungroup keep each size where it was): the base size's
 * props get the base placement, other sizes an override only where they differ from it. Places by
 * left/top, so right/bottom anchors are dropped (the new parent has other edges).
 */
export function writePlacement(draft: AdDocument, id: string, bySize: Record<string, Placement>): void {
  const base = bySize[draft.baseSize];
  if (!base) return;
  const patchOf = (p: Placement): Partial<LayerProps> => ({
    posleft: round(p.x),
    postop: round(p.y),
    posright: undefined,
    posbottom: undefined,
    ...(p.rotation !== undefined ? { rotation: p.rotation === 0 ? undefined : p.rotation } : {}),
  });
  const basePatch = patchOf(base);
  setLayerProps(draft, id, draft.baseSize, basePatch);
  for (const [size, placement] of Object.entries(bySize)) {
    if (size === draft.baseSize) continue;
    const patch = patchOf(placement);
    for (const key of Object.keys(patch) as (keyof LayerProps)[])
      if (patch[key] === basePatch[key]) patch[key] = undefined;
    setLayerProps(draft, id, size, patch);
  }
}

/**
 * Groups sibling layers into a new container just where the topmost of them was, sized to hold them in
 * each size, so nothing moves on screen. Layers with another parent than the first are left out;
 * answers the container's id, or null when there is nothing to group.
 */
export function groupLayers(draft: AdDocument, ids: readonly string[]): string | null {
  const first = draft.layers[ids[0] ?? ""];
  if (!first) return null;
  const siblings = siblingsOf(draft, first.parent, first.page);
  const members = siblings.filter((s) => ids.includes(s.id) && s.page === first.page);
  const top = members.at(-1);
  if (!top) return null;
  const geometry = geometryBySize(draft, first.page);
  const frames: Record<string, Rect> = {};
  for (const [size, nodes] of geometry) {
    const boxes = members.flatMap((m) => {
      const node = nodes.get(m.id);
      return node ? corners(boxMatrix(node.box), node.box.w, node.box.h) : [];
    });
    frames[size] = boundsOf(boxes);
  }
  const next = siblings.find((s) => s.order > top.order);
  const id = newLayerId(draft, "container");
  const frameProps = (r: Rect): LayerProps => ({
    posleft: round(r.minX),
    postop: round(r.minY),
    width: round(r.maxX - r.minX),
    height: round(r.maxY - r.minY),
  });
  const baseFrame = frames[draft.baseSize] ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  draft.layers[id] = {
    id,
    name: "Group",
    page: first.page,
    parent: first.parent,
    order: generateKeyBetween(top.order, next?.order ?? null),
    content: { kind: "container", clip: false },
    props: frameProps(baseFrame),
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
  };
  for (const [size, r] of Object.entries(frames))
    if (size !== draft.baseSize) setLayerProps(draft, id, size, frameProps(r));
  for (const member of members) {
    const bySize: Record<string, Placement> = {};
    for (const [size, nodes] of geometry) {
      const box = nodes.get(member.id)?.box;
      const frame = frames[size];
      if (box && frame) bySize[size] = { x: box.x - frame.minX, y: box.y - frame.minY };
    }
    const layer = draft.layers[member.id];
    if (layer) layer.parent = id;
    writePlacement(draft, member.id, bySize);
  }
  // Overrides equal to the base size's are noise: keep only what differs.
  const group = draft.layers[id];
  if (group) {
    for (const [size, override] of Object.entries(group.overrides)) {
      for (const key of Object.keys(override) as (keyof LayerProps)[])
        if (override[key] === group.props[key]) delete override[key];
      if (Object.keys(override).length === 0) delete group.overrides[size];
    }
  }
  return id;
}

/**
 * Dissolves a container: its contents move to its parent, where it was in the stacking order, each
 * placed (and turned, if the container was) so it stays where it showed in every size. Answers the ids
 * that were inside, or [] when `id` is not a container.
 */
export function ungroupLayers(draft: AdDocument, id: string): string[] {
  const group = draft.layers[id];
  if (group?.content.kind !== "container") return [];
  const children = siblingsOf(draft, id, group.page);
  const geometry = geometryBySize(draft, group.page);
  const next = siblingsOf(draft, group.parent, group.page).find((s) => s.order > group.order);
  const keys = generateNKeysBetween(group.order, next?.order ?? null, children.length);
  children.forEach((child, i) => {
    const bySize: Record<string, Placement> = {};
    for (const [size, nodes] of geometry) {
      const frame = nodes.get(id)?.box;
      const box = nodes.get(child.id)?.box;
      if (!frame || !box) continue;
      const centre = apply(boxMatrix(frame), { x: box.x + box.w / 2, y: box.y + box.h / 2 });
      bySize[size] = {
        x: centre.x - box.w / 2,
        y: centre.y - box.h / 2,
        rotation: normaliseDegrees(box.rotation + frame.rotation),
      };
    }
    const layer = draft.layers[child.id];
    if (!layer) return;
    layer.parent = group.parent;
    layer.order = keys[i] ?? layer.order;
    writePlacement(draft, child.id, bySize);
  });
  removeLayers(draft, [id]);
  return children.map((c) => c.id);
}
