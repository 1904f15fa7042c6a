import type { AdDocument } from "../document/document";
import { ID_PATTERN } from "../document/ids";
import type { Layer } from "../document/layer";
import type { RuntimeAction } from "../runtime/types";
import { RenderContext } from "./context";
import { layerHtml } from "./layers";
import { assetBaseFor, RenderError, type RenderOptions, templateBaseFor } from "./render";
import { fontName, propsFor } from "./styles";

/** One layer as the full render writes it: its element (with its descendants) and their CSS rules. */
export interface LayerRender {
  /** The element's markup, descendants included, byte for byte as in `index.html`. */
  html: string;
  /** The rules of the layer (first) and its descendants, one rule per entry, as in the page's style. */
  css: string[];
  /** The layer's own rules (`#l-<id>` and its hover rule). */
  own: string[];
  /** The `@font-face` the element needs from the page's head, by name. */
  fonts: string[];
  /**
   * The head's `@keyframes` (and `@property`) rules the element needs, written out: keyframe values
   * follow the layer's own place and angle, so moving or turning a keyframed layer rewrites them.
   */
  keyframes: string[];
  /** Feature types it shows: their runtimes set them up when the page loads. */
  features: string[];
}

/**
 * The layer whose page section holds `id` in the full render (its top-most ancestor), or null when the
 * full render does not draw it: its page is gone, or its parents loop.
 */
export function rootLayer(doc: AdDocument, id: string): Layer | null {
  let layer = doc.layers[id];
  for (let hops = 0; layer && hops <= Object.keys(doc.layers).length; hops++) {
    const parent = layer.parent ? doc.layers[layer.parent] : undefined;
    if (!parent) return doc.pages.some((p) => p.id === layer?.page) ? layer : null;
    layer = parent;
  }
  return null;
}

/**
 * Renders one layer of a preview exactly as `render(doc, options)` writes it into `index.html`, so the
 * editor's canvas can swap that element and its rules in place of loading the page again. `tree` is
 * `layerTree(doc.layers)` (built once per document by the caller). Null when the full render does not
 * draw the layer.
 */
export function renderLayer(
  doc: AdDocument,
  tree: Map<string, Layer[]>,
  id: string,
  options: RenderOptions,
): LayerRender | null {
  const layer = doc.layers[id];
  if (!layer || !rootLayer(doc, id)) return null;
  if (!ID_PATTERN.test(id)) throw new RenderError(`Layer id "${id}" is not valid.`);
  const ctx = new RenderContext(doc, options.size, assetBaseFor(options), templateBaseFor(options));
  const actions: RuntimeAction[] = [];
  const html = layerHtml(ctx, tree, layer, layer.page, actions, new Set([id]));
  const selector = `#l-${id}`;
  return {
    html,
    css: ctx.css,
    own: ctx.css.filter((rule) => rule.startsWith(`${selector}{`) || rule.startsWith(`${selector}:`)),
    fonts: [...ctx.fonts.keys()],
    keyframes: [...ctx.keyframes].map(([name, body]) => `${name}{${body}}`),
    features: [...ctx.featureTypes],
  };
}

/** The uploaded fonts the full render declares in the page's head (by `@font-face` name). */
export function declaredFonts(doc: AdDocument, size: string): Set<string> {
  const fonts = new Set<string>();
  for (const layer of Object.values(doc.layers)) {
    const font = propsFor(layer, size, doc.baseSize).font;
    const name = font ? fontName(font) : null;
    if (font && name && doc.assets[font] && rootLayer(doc, layer.id)) fonts.add(name);
  }
  return fonts;
}
