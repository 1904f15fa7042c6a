import type { AdDocument, Layer } from "@adstudio/creative/document";
import { layerTree } from "@adstudio/creative/render";

/** One line of the layers panel: a layer and how deep it sits in containers. */
export interface LayerRow {
  layer: Layer;
  depth: number;
}

/**
 * The page's layer tree flattened for the panel (dnd-kit's sortable tree pattern), top layer first as
 * design tools show it: each container is followed by its contents, also top first.
 */
export function layerRows(layers: AdDocument["layers"], page: string): LayerRow[] {
  const tree = layerTree(layers);
  const rows: LayerRow[] = [];
  const seen = new Set<string>();
  const visit = (key: string, depth: number) => {
    for (const layer of [...(tree.get(key) ?? [])].reverse()) {
      if (seen.has(layer.id)) continue; // a parent cycle shows each layer once
      seen.add(layer.id);
      rows.push({ layer, depth });
      visit(layer.id, depth + 1);
    }
  };
  visit(`page:${page}`, 0);
  return rows;
}

/** How far (px) a row is dragged sideways to go into a container or out of one. */
export const INDENT = 20;

export interface DropPlace {
  parent: string | null;
  /** The sibling the layer goes just below in the stacking order (null: on top), as `moveLayer` takes it. */
  before: string | null;
}

/** The sibling just above `layer` in the stacking order (higher order key), other than `skip`. */
function siblingAbove(document: AdDocument, layer: Layer, skip: string): string | null {
  const tree = layerTree(document.layers);
  const key = layer.parent && document.layers[layer.parent] ? layer.parent : `page:${layer.page}`;
  const above = (tree.get(key) ?? []).find((s) => s.id !== skip && s.order > layer.order);
  return above?.id ?? null;
}

/**
 * Where a dragged row lands. Dropped on another row: beside it in the same parent (below it when moved
 * down the list, above when moved up); dragged right onto a container, into it on top. Dragged sideways
 * on its own place: right puts it into the container just above it in the list, left takes it out of its
 * container to just above that container.
 */
export function dropPlace(
  document: AdDocument,
  rows: readonly LayerRow[],
  activeId: string,
  overId: string,
  dx: number,
): DropPlace | null {
  const layer = document.layers[activeId];
  const over = document.layers[overId];
  if (!layer || !over) return null;
  const from = rows.findIndex((r) => r.layer.id === activeId);
  const to = rows.findIndex((r) => r.layer.id === overId);
  if (activeId === overId) {
    if (dx <= -INDENT && layer.parent) {
      const container = document.layers[layer.parent];
      if (!container) return null;
      return { parent: container.parent, before: siblingAbove(document, container, activeId) };
    }
    const previous = rows[from - 1]?.layer;
    if (dx >= INDENT && previous?.content.kind === "container" && previous.parent === layer.parent)
      return { parent: previous.id, before: null };
    return null;
  }
  if (dx >= INDENT && over.content.kind === "container") return { parent: over.id, before: null };
  if (to > from) return { parent: over.parent, before: over.id };
  return { parent: over.parent, before: siblingAbove(document, over, activeId) };
}
