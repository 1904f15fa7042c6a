import type { AdDocument, Layer } from "@adstudio/creative/document";
import { withDescendants } from "../layer-ops";
import { pasteLayers } from "../paste-layers";
import { defineCommand } from "./command";

/**
 * The editor's clipboard: copies of layers (each with its contents) kept in memory for this tab. The
 * system clipboard would need a permission prompt and could not carry the layers' assets anyway.
 */
let copied: Layer[] = [];

/** Copy (Ctrl+C, the context menu): not an edit, so no undo step; answers how many layers were copied. */
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

/** Whether a paste would add anything. */
export const canPaste = () => copied.length > 0;

/** Paste (Ctrl+V, the context menu): the copied layers on the page shown, beside the originals, selected. */
export const pasteLayersCommand = defineCommand<{ layers: readonly Layer[] }>({
  id: "clipboard.paste",
  label: () => "Paste",
  apply(draft, { layers }, { session, select }) {
    if (layers.length === 0) return;
    select(pasteLayers(draft, layers, session.page));
  },
});
