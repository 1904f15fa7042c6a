import type { EditorFramePatchOp } from "@adstudio/core";
import type { AdDocument } from "../document/document";
import type { Layer } from "../document/layer";
import { wholeAdExit } from "./exits";
import { declaredFonts, type LayerRender, renderLayer, rootLayer } from "./layer-render";
import { layerTree } from "./layers";
import type { RenderOptions } from "./render";

/**
 * The editor canvas's patch for an edit (issue 29, incremental canvas): how to turn the page written for
 * `prev` into the page `render(next, options)` writes, one layer at a time, or null when the page must be
 * loaded afresh. `options` are the canvas's (a preview with `edit`); the caller loads a new page for
 * another size or page itself.
 *
 * The rule: an edit is patched when it only adds, removes or changes layers in place. It is a full reload
 * when the page's frame of reference changes:
 * - anything in the document besides its layers and assets (format, name, sizes, stage, pages, exits,
 *   features): the head, the runtime's config or the structure's controls are written from those;
 * - a layer's place (its page, parent or order), or a removed layer that still has children;
 * - a layer's animations or actions, added, removed or changed (keyframes live in the head; actions decide
 *   links, buttons and the whole-ad exit), and any change of the whole-ad exit;
 * - a keyframed layer's place or angle, when its `@keyframes` in the head follow them;
 * - the uploaded fonts declared in the head;
 * - markup that shows a feature (gallery, cube …: their runtimes set them up when the page loads);
 * - an asset the untouched layers or the features name, added, removed or changed.
 * Everything else (position, size, colours, text, visibility, pictures …) goes in place. A patch swaps a
 * layer's rules only when its markup is unchanged, so pictures, videos and frames are not reloaded.
 */
export function editorPatch(
  prev: AdDocument,
  next: AdDocument,
  options: RenderOptions,
): EditorFramePatchOp[] | null {
  if (prev === next) return [];
  for (const key of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    if (key === "layers" || key === "assets") continue;
    const a = prev[key as keyof AdDocument];
    const b = next[key as keyof AdDocument];
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) return null;
  }

  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [id, layer] of Object.entries(next.layers)) {
    const before = prev.layers[id];
    if (!before) added.push(id);
    else if (before !== layer) changed.push(id);
  }
  for (const id of Object.keys(prev.layers)) if (!next.layers[id]) removed.push(id);
  if (prev.assets !== next.assets && !assetsAllowPatch(prev, next, new Set([...added, ...changed])))
    return null;
  if (added.length + changed.length + removed.length === 0) return [];

  const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
  const animated = (l: Layer) => l.animations.length > 0 || l.actions.length > 0;
  for (const id of changed) {
    const a = prev.layers[id] as Layer;
    const b = next.layers[id] as Layer;
    if (a.page !== b.page || a.parent !== b.parent || a.order !== b.order) return null;
    if (!same(a.animations, b.animations) || !same(a.actions, b.actions)) return null;
  }
  for (const id of added) if (animated(next.layers[id] as Layer)) return null;
  const gone = new Set(removed);
  for (const id of removed) if (animated(prev.layers[id] as Layer)) return null;
  for (const layer of Object.values(next.layers)) if (layer.parent && gone.has(layer.parent)) return null;
  if (wholeAdExit(prev) !== wholeAdExit(next)) return null;
  if (!fontsAllowPatch(prev, next, options.size, [...added, ...changed, ...removed])) return null;

  const prevTree = layerTree(prev.layers);
  const nextTree = layerTree(next.layers);
  const ops: EditorFramePatchOp[] = [];
  // A layer inside one whose markup is replaced or inserted (or removed) comes with it.
  const covered = (doc: AdDocument, id: string, set: Set<string>) => {
    for (let p = doc.layers[id]?.parent, hops = 0; p && hops < 1000; p = doc.layers[p]?.parent, hops++)
      if (set.has(p)) return true;
    return false;
  };
  const withFeatures = (r: LayerRender) => r.features.length > 0;

  for (const id of removed) {
    if (covered(prev, id, gone) || !rootLayer(prev, id)) continue;
    ops.push({ op: "remove", id });
  }

  const replaced = new Set<string>(added);
  const updates: EditorFramePatchOp[] = [];
  for (const id of changed) {
    const a = renderLayer(prev, prevTree, id, options);
    const b = renderLayer(next, nextTree, id, options);
    if (!a || !b) continue;
    if (!same(a.keyframes, b.keyframes)) return null;
    if (a.html === b.html) {
      if (!same(a.own, b.own)) updates.push({ op: "update", id, html: null, css: b.own });
      continue;
    }
    if (withFeatures(a) || withFeatures(b)) return null;
    replaced.add(id);
    updates.push({ op: "update", id, html: b.html, css: b.css });
  }
  ops.push(...updates.filter((u) => !covered(next, u.id, replaced)));

  // New siblings go in from the last, so each one's `before` is already in the page.
  const inserts: { op: EditorFramePatchOp; index: number }[] = [];
  for (const id of added) {
    if (covered(next, id, replaced)) continue;
    const layer = next.layers[id] as Layer;
    const rendered = renderLayer(next, nextTree, id, options);
    if (!rendered) continue;
    if (withFeatures(rendered)) return null;
    const parent = layer.parent && next.layers[layer.parent] ? layer.parent : `page:${layer.page}`;
    const siblings = nextTree.get(parent) ?? [];
    const index = siblings.findIndex((s) => s.id === id);
    const before = siblings[index + 1]?.id ?? null;
    inserts.push({
      index,
      op: { op: "insert", id, parent, before, html: rendered.html, css: rendered.css },
    });
  }
  inserts.sort((a, b) => b.index - a.index);
  ops.push(...inserts.map((i) => i.op));
  return ops;
}

/** The uploaded fonts of the head stay the same (only checked when a touched layer uses one). */
function fontsAllowPatch(prev: AdDocument, next: AdDocument, size: string, touched: string[]): boolean {
  const usesFont = (doc: AdDocument, id: string) => {
    const layer = doc.layers[id];
    if (!layer) return false;
    return [layer.props, ...Object.values(layer.overrides)].some((p) => p?.font !== undefined);
  };
  if (!touched.some((id) => usesFont(prev, id) || usesFont(next, id))) return true;
  const a = declaredFonts(prev, size);
  const b = declaredFonts(next, size);
  return a.size === b.size && [...a].every((name) => b.has(name));
}

/**
 * Assets changed (an upload, a removal): patch only when no asset that changed is named by a layer the
 * edit did not touch (its markup would change without it being re-rendered) or by a feature.
 */
function assetsAllowPatch(prev: AdDocument, next: AdDocument, touched: Set<string>): boolean {
  const hashes = new Set([...Object.keys(prev.assets), ...Object.keys(next.assets)]);
  const moved = [...hashes].filter((h) => prev.assets[h] !== next.assets[h]);
  if (moved.length === 0) return true;
  const features = JSON.stringify(next.features);
  if (moved.some((h) => features.includes(h))) return false;
  for (const layer of Object.values(prev.layers)) {
    if (touched.has(layer.id)) continue;
    const text = JSON.stringify(layer);
    if (moved.some((h) => text.includes(h))) return false;
  }
  return true;
}
