import type { AdDocument, Layer } from "@adstudio/creative/document";
import { generateKeyBetween } from "fractional-indexing";
import { DUPLICATE_OFFSET, newLayerId, siblingsOf } from "./layer-ops";

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
