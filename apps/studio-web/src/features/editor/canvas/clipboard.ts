import type { AdDocument, Layer } from "@adstudio/creative/document";
import { withDescendants } from "../model/layer-ops";

/**
 * The canvas's clipboard: copies of layers (each with its contents) kept in memory for this tab. The
 * system clipboard would need a permission prompt and could not carry the layers' assets anyway.
 */
let copied: Layer[] = [];

export function copyLayers(document: AdDocument, ids: readonly string[]): number {
  const all = [...new Set(ids.flatMap((id) => (document.layers[id] ? withDescendants(document, id) : [])))];
  copied = all.flatMap((id) => {
    const layer = document.layers[id];
    return layer ? [structuredClone(layer)] : [];
  });
  return copied.length;
}

/** What was copied last (copies of the copies, so a paste never shares objects with the document). */
export const clipboardLayers = (): Layer[] => copied.map((layer) => structuredClone(layer));
