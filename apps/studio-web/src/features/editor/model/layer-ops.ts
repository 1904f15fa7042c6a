import type { AdDocument, Layer, LayerContent, LayerProps } from "@adstudio/creative/document";
import { layerTree } from "@adstudio/creative/render";
import { generateKeyBetween } from "fractional-indexing";
import { current, type Draft, isDraft } from "immer";

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
