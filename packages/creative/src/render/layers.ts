import type { Layer } from "../document/layer";
import type { RuntimeAction } from "../runtime/types";
import type { RenderContext } from "./context";
import { escapeHtml as e, urlAttribute } from "./escape";
import { CLICK_EVENTS } from "./exits";
import { featureHtml } from "./features";
import { fontName, layerAnimation, layerDeclarations, propsFor } from "./styles";

/** Children per parent (`""` for a page's root), each list in order-key order (plain string comparison). */
export function layerTree(layers: Record<string, Layer>): Map<string, Layer[]> {
  const children = new Map<string, Layer[]>();
  for (const layer of Object.values(layers)) {
    const key = layer.parent && layers[layer.parent] ? layer.parent : `page:${layer.page}`;
    const list = children.get(key);
    if (list) list.push(layer);
    else children.set(key, [layer]);
  }
  for (const list of children.values())
    list.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return children;
}

/**
 * Renders a list of sibling layers and their descendants; collects the layers' CSS into the context and
 * their actions into `actions`. A layer reached twice (a parent cycle) is rendered once.
 */
export function layersHtml(
  ctx: RenderContext,
  tree: Map<string, Layer[]>,
  key: string,
  page: string,
  actions: RuntimeAction[],
  seen: Set<string>,
): string {
  let html = "";
  for (const layer of tree.get(key) ?? []) {
    if (seen.has(layer.id)) continue;
    seen.add(layer.id);
    html += layerHtml(ctx, tree, layer, page, actions, seen);
  }
  return html;
}

/**
 * One layer's element (with its descendants); collects its CSS (its own rules first, then its
 * descendants') into the context and its actions into `actions`. The editor's patches render one layer
 * through here, so a patched canvas holds exactly what a full render writes.
 */
export function layerHtml(
  ctx: RenderContext,
  tree: Map<string, Layer[]>,
  layer: Layer,
  page: string,
  actions: RuntimeAction[],
  seen: Set<string>,
): string {
  const id = `l-${layer.id}`;
  const props = propsFor(layer, ctx.size, ctx.doc.baseSize);
  const font = props.font ? fontName(props.font) : null;
  if (font && props.font) ctx.font(props.font, font);
  const animation = layerAnimation(layer.id, layer.animations, ctx.keyframes, props, layer.props);
  const { box, hover } = layerDeclarations(props);
  ctx.css.push(`#${id}{${box}${animation ? `;${animation}` : ""}}`);
  if (hover) ctx.css.push(`#${id}:hover,#${id}:focus-visible{${hover}}`);

  let clickable = false;
  let exits = false;
  for (const action of layer.actions) {
    actions.push({ layer: layer.id, page, on: action.on, do: action.do });
    if (CLICK_EVENTS.has(action.on.type)) clickable = true;
    if (action.do.type === "exit") exits = true;
  }
  const hidden = layer.hidden ? " hidden" : "";
  const c = layer.content;

  let tag = "div";
  let attrs = "";
  let inner = "";
  let kind = c.kind;
  switch (c.kind) {
    case "image": {
      const url = ctx.asset(c.asset);
      if (!clickable)
        return `<img class="l" id="${id}"${urlAttribute("src", url)} alt="${e(c.alt)}"${hidden}>`;
      inner = `<img${urlAttribute("src", url)} alt="${e(c.alt)}">`;
      break;
    }
    case "link": {
      const url = ctx.asset(c.asset);
      inner = url ? `<img src="${e(url)}" alt="${e(c.label)}">` : e(c.label);
      return `<a class="l i link" id="${id}" href="#" data-exit="${e(c.exit)}"${hidden}>${inner}</a>`;
    }
    case "text":
      inner = e(c.text);
      break;
    case "video": {
      const flags = `${c.autoplay ? " autoplay" : ""}${c.muted ? " muted" : ""}${c.loop ? " loop" : ""}${c.controls ? " controls" : ""}`;
      const video = `<video${urlAttribute("src", ctx.asset(c.asset))}${urlAttribute("poster", ctx.asset(c.poster))} playsinline preload="metadata"${flags} aria-label="${e(c.alt)}"></video>`;
      if (!clickable)
        return `<div class="l${c.controls ? " i" : ""} video" id="${id}"${hidden}>${video}</div>`;
      inner = video;
      break;
    }
    case "feature": {
      const feature = ctx.doc.features.find((f) => f.id === c.feature);
      inner = feature ? featureHtml(ctx, feature) : "";
      if (feature) ctx.featureTypes.add(feature.type);
      kind = "feature";
      attrs = feature ? ` data-kind="${feature.type}"` : "";
      break;
    }
    case "html5": {
      // No allow-same-origin: the template's scripts run in an opaque origin and cannot reach the ad's
      // page or the studio. Popups are allowed (as the creatives' own CSP allows them) so its exit opens.
      const src = ctx.template(c.template, c.entry);
      inner = `<iframe src="${e(src)}" title="${e(layer.name)}" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" loading="eager"></iframe>`;
      // Interactive (`i`): the template takes its own clicks, also over the stage's whole-ad exit.
      return `<div class="l i html5" id="${id}"${hidden}>${inner}</div>`;
    }
    case "container":
      inner = layersHtml(ctx, tree, layer.id, page, actions, seen);
      if (c.clip) attrs = ' data-clip=""';
      break;
  }
  // Clickable layers are links or buttons so a keyboard reaches them (Enter and Space activate them).
  if (clickable) {
    tag = "a";
    attrs += exits ? ' href="#"' : ' href="#" role="button"';
  }
  const interactive = clickable || kind === "feature" ? " i" : "";
  // Words on a filled box (a headline's band, a button drawn as text) get the box's padding and centring.
  const boxed = c.kind === "text" && props.background ? " boxed" : "";
  // Words that do nothing when clicked let the click through to what lies under them (a picture that
  // exits or expands), unless they react to hover themselves.
  const passive = c.kind === "text" && !clickable && !props.hoverStyle ? " passive" : "";
  return `<${tag} class="l${interactive} ${kind}${boxed}${passive}" id="${id}"${attrs}${hidden}>${inner}</${tag}>`;
}
