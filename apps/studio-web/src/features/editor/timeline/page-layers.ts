import type { AdDocument, Layer } from "@adstudio/creative/document";
import { layerTree } from "@adstudio/creative/render";

/** A page's layers top first, as design tools list them, each after its container. */
export function pageLayers(layers: AdDocument["layers"], page: string): { layer: Layer; depth: number }[] {
  const tree = layerTree(layers);
  const out: { layer: Layer; depth: number }[] = [];
  // A parent cycle (a document still being fixed) must not loop forever.
  const seen = new Set<string>();
  const visit = (key: string, depth: number) => {
    for (const layer of [...(tree.get(key) ?? [])].reverse()) {
      if (layer.page !== page || seen.has(layer.id)) continue;
      seen.add(layer.id);
      out.push({ layer, depth });
      visit(layer.id, depth + 1);
    }
  };
  visit(`page:${page}`, 0);
  return out;
}
