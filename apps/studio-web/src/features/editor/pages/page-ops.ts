import type { AdDocument, Layer } from "@adstudio/creative/document";
import { current, type Draft, isDraft } from "immer";
import { newLayerId, removeLayers } from "../model/layer-ops";

/** A fresh page id such as `page3`: unique in the document (the schema's id pattern, a letter first). */
export function newPageId(document: AdDocument): string {
  let n = document.pages.length + 1;
  while (document.pages.some((p) => p.id === `page${n}`)) n += 1;
  return `page${n}`;
}

/** Adds an empty page after `after` (at the end without it); answers its id. */
export function addPage(draft: AdDocument, after?: string): string {
  const id = newPageId(draft);
  const index = after ? draft.pages.findIndex((p) => p.id === after) : -1;
  const at = index < 0 ? draft.pages.length : index + 1;
  draft.pages.splice(at, 0, { id, name: `Page ${draft.pages.length + 1}` });
  return id;
}

const copyOf = <T extends object>(value: T): T =>
  structuredClone(isDraft(value) ? (current(value as Draft<T>) as T) : value);

/**
 * Copies a page with its layers just after it. The copies get new ids, and actions and parents that
 * pointed at layers of the page point at their copies, so the copy behaves like the original.
 */
export function duplicatePage(draft: AdDocument, id: string): string | null {
  const index = draft.pages.findIndex((p) => p.id === id);
  const page = draft.pages[index];
  if (!page) return null;
  const copyId = newPageId(draft);
  draft.pages.splice(index + 1, 0, { ...copyOf(page), id: copyId, name: `${page.name} copy`.slice(0, 120) });
  const sources = Object.values(draft.layers).filter((l) => l.page === id);
  const renamed = new Map<string, string>();
  const copies: Layer[] = [];
  for (const source of sources) {
    const layerId = newLayerId(draft, source.content.kind);
    renamed.set(source.id, layerId);
    const copy: Layer = { ...copyOf(source), id: layerId, page: copyId };
    draft.layers[layerId] = copy;
    copies.push(copy);
  }
  const remap = (layer: string) => renamed.get(layer) ?? layer;
  for (const copy of copies) {
    const layer = draft.layers[copy.id];
    if (!layer) continue;
    if (layer.parent) layer.parent = remap(layer.parent);
    for (const action of layer.actions) {
      if ("layer" in action.do) action.do.layer = remap(action.do.layer);
      if (action.on.type === "videoEnd") action.on.layer = remap(action.on.layer);
    }
  }
  return copyId;
}

/**
 * Removes a page with its layers, and the "go to page" actions that led to it. The last page stays: a
 * document has at least one.
 */
export function removePage(draft: AdDocument, id: string): void {
  if (draft.pages.length <= 1 || !draft.pages.some((p) => p.id === id)) return;
  removeLayers(
    draft,
    Object.values(draft.layers)
      .filter((l) => l.page === id)
      .map((l) => l.id),
  );
  draft.pages = draft.pages.filter((p) => p.id !== id);
  for (const layer of Object.values(draft.layers)) {
    layer.actions = layer.actions.filter((a) => !(a.do.type === "goToPage" && a.do.page === id));
  }
}

/** Moves a page by `delta` places (-1: earlier, 1: later); at an end, nothing changes. */
export function movePage(draft: AdDocument, id: string, delta: number): void {
  const from = draft.pages.findIndex((p) => p.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= draft.pages.length) return;
  const [page] = draft.pages.splice(from, 1);
  if (page) draft.pages.splice(to, 0, page);
}
