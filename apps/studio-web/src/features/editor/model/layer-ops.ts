import type { AdDocument, Layer, LayerContent, LayerProps } from "@adstudio/creative/document";
import { layerTree } from "@adstudio/creative/render";
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import { current, type Draft, isDraft } from "immer";
import {
  apply,
  boundsOf,
  boxMatrix,
  corners,
  geometryBySize,
  normaliseDegrees,
  type Rect,
} from "../canvas/geometry";

/** What a new layer is made of; the id, order and defaults are filled in. */
export interface NewLayer {
  name: string;
  page: string;
  parent?: string | null;
  content: LayerContent;
  props: LayerProps;
}

/** Where siblings are found in `layerTree`: a container's id, or the page's root. */
const siblingKey = (layer: Pick<Layer, "parent" | "page">, layers: AdDocument["layers"]) =>
  layer.parent && layers[layer.parent] ? layer.parent : `page:${layer.page}`;

/** Siblings of a parent, in order (bottom first, as they paint). */
export function siblingsOf(document: AdDocument, parent: string | null, page: string): Layer[] {
  return layerTree(document.layers).get(parent ? parent : `page:${page}`) ?? [];
}

/** A fresh id such as `text-3`: a letter first, unique in the document (ids are never reused). */
export function newLayerId(document: AdDocument, kind: string): string {
  let n = 1;
  while (document.layers[`${kind}-${n}`]) n += 1;
  return `${kind}-${n}`;
}

/** Adds a layer on top of its siblings; answers its id. */
export function addLayer(draft: AdDocument, layer: NewLayer): string {
  const id = newLayerId(draft, layer.content.kind);
  const parent = layer.parent ?? null;
  const top = siblingsOf(draft, parent, layer.page).at(-1)?.order ?? null;
  draft.layers[id] = {
    id,
    name: layer.name,
    page: layer.page,
    parent,
    order: generateKeyBetween(top, null),
    content: layer.content,
    props: layer.props,
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
  };
  return id;
}

/** A layer and everything inside it, the layer first. */
export function withDescendants(document: AdDocument, id: string): string[] {
  const tree = layerTree(document.layers);
  const out: string[] = [];
  const visit = (current: string) => {
    if (out.includes(current)) return;
    out.push(current);
    for (const child of tree.get(current) ?? []) visit(child.id);
  };
  visit(id);
  return out;
}

/** Removes layers with their contents, and the actions of other layers that pointed at them. */
export function removeLayers(draft: AdDocument, ids: readonly string[]): void {
  const gone = new Set(ids.flatMap((id) => (draft.layers[id] ? withDescendants(draft, id) : [])));
  for (const id of gone) delete draft.layers[id];
  for (const layer of Object.values(draft.layers)) {
    layer.actions = layer.actions.filter((action) => {
      const target = "layer" in action.do ? action.do.layer : undefined;
      const source = action.on.type === "videoEnd" ? action.on.layer : undefined;
      return !(target && gone.has(target)) && !(source && gone.has(source));
    });
  }
}

/** The offset a copy is placed at, so it shows beside the original. */
export const DUPLICATE_OFFSET = 10;

/** A plain copy of a record, also of an immer draft (structuredClone cannot clone a draft's proxy). */
const copyOf = <T extends object>(value: T): T =>
  structuredClone(isDraft(value) ? (current(value as Draft<T>) as T) : value);

/** Copies layers (with their contents) just above each original; answers the copies' ids. */
export function duplicateLayers(draft: AdDocument, ids: readonly string[]): string[] {
  const copies: string[] = [];
  for (const id of ids) {
    const original = draft.layers[id];
    if (!original) continue;
    const next = siblingsOf(draft, original.parent, original.page).find((s) => s.order > original.order);
    const renamed = new Map<string, string>();
    for (const sourceId of withDescendants(draft, id)) {
      const source = draft.layers[sourceId];
      if (!source) continue;
      const copyId = newLayerId(draft, source.content.kind);
      renamed.set(sourceId, copyId);
      draft.layers[copyId] = { ...copyOf(source), id: copyId };
    }
    for (const [sourceId, copyId] of renamed) {
      const copy = draft.layers[copyId];
      if (!copy) continue;
      if (sourceId !== id) {
        copy.parent = copy.parent ? (renamed.get(copy.parent) ?? copy.parent) : null;
        continue;
      }
      copy.name = `${original.name} copy`.slice(0, 120);
      copy.order = generateKeyBetween(original.order, next?.order ?? null);
      if (copy.props.posleft !== undefined) copy.props.posleft += DUPLICATE_OFFSET;
      if (copy.props.postop !== undefined) copy.props.postop += DUPLICATE_OFFSET;
      copies.push(copyId);
    }
  }
  return copies;
}

export type ZMove = "forward" | "backward" | "front" | "back";

/** Moves a layer among its siblings by rewriting its order key only; at the end already, nothing changes. */
export function reorderLayer(draft: AdDocument, id: string, move: ZMove): void {
  const layer = draft.layers[id];
  if (!layer) return;
  const siblings = layerTree(draft.layers).get(siblingKey(layer, draft.layers)) ?? [];
  const index = siblings.findIndex((s) => s.id === id);
  const others = siblings.filter((s) => s.id !== id);
  // Where among the others the layer goes (0: at the bottom, others.length: on top).
  const at = {
    front: others.length,
    back: 0,
    forward: Math.min(others.length, index + 1),
    backward: Math.max(0, index - 1),
  }[move];
  if (at === index) return;
  layer.order = generateKeyBetween(others[at - 1]?.order ?? null, others[at]?.order ?? null);
}

/**
 * Moves a layer into a parent (null: the page's root) before the sibling `before` (null: on top). Refused
 * moves (into itself or its own contents, or into a layer that is not a container) change nothing.
 */
export function moveLayer(draft: AdDocument, id: string, parent: string | null, before: string | null): void {
  const layer = draft.layers[id];
  if (!layer) return;
  if (
    parent &&
    (withDescendants(draft, id).includes(parent) || draft.layers[parent]?.content.kind !== "container")
  )
    return;
  const siblings = siblingsOf(draft, parent, layer.page).filter((s) => s.id !== id);
  const index = before ? siblings.findIndex((s) => s.id === before) : siblings.length;
  const at = index < 0 ? siblings.length : index;
  layer.parent = parent;
  layer.order = generateKeyBetween(siblings[at - 1]?.order ?? null, siblings[at]?.order ?? null);
}

/**
 * Sets properties for one size: the base size's props, or a sparse override for another size. An
 * undefined value resets the key (an override key is deleted, so the base value shows again).
 */
export function setLayerProps(draft: AdDocument, id: string, size: string, patch: Partial<LayerProps>): void {
  const layer = draft.layers[id];
  if (!layer) return;
  const base = size === draft.baseSize;
  if (!base && !layer.overrides[size]) layer.overrides[size] = {};
  const target: Record<string, unknown> = base ? layer.props : (layer.overrides[size] ?? {});
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete target[key];
    else target[key] = value;
  }
  if (!base && Object.keys(target).length === 0) delete layer.overrides[size];
}

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

/**
 * Pastes copied layers (each copy's contents with it) onto a page, on top, offset so they show beside
 * the originals; answers the new ids of the pasted layers that were outermost in the copy.
 */
export function pasteLayers(draft: AdDocument, copied: readonly Layer[], page: string): string[] {
  const inCopy = new Set(copied.map((l) => l.id));
  const renamed = new Map<string, string>();
  let below = siblingsOf(draft, null, page).at(-1)?.order ?? null;
  for (const source of copied) {
    const id = newLayerId(draft, source.content.kind);
    renamed.set(source.id, id);
    // Reserve the id so the next copy of the same kind gets another one.
    draft.layers[id] = { ...structuredClone(source), id, page };
  }
  const roots: string[] = [];
  for (const source of copied) {
    const copy = draft.layers[renamed.get(source.id) ?? ""];
    if (!copy) continue;
    if (source.parent && inCopy.has(source.parent)) {
      copy.parent = renamed.get(source.parent) ?? null;
      continue;
    }
    copy.parent = null;
    copy.order = generateKeyBetween(below, null);
    below = copy.order;
    if (copy.props.posleft !== undefined) copy.props.posleft += DUPLICATE_OFFSET;
    else if (copy.props.posright !== undefined) copy.props.posright -= DUPLICATE_OFFSET;
    if (copy.props.postop !== undefined) copy.props.postop += DUPLICATE_OFFSET;
    else if (copy.props.posbottom !== undefined) copy.props.posbottom -= DUPLICATE_OFFSET;
    roots.push(copy.id);
  }
  return roots;
}
