import { isAdType, isSpecialSize, previewControlsFor } from "@adstudio/core";
import type { AdDocument } from "../document/document";
import { EXIT_NAME_PATTERN, ID_PATTERN } from "../document/ids";
import { FORMATS } from "../formats/registry";
import { runtimeParts, runtimeScript } from "../runtime/index";
import type { RuntimeAction, RuntimeConfig } from "../runtime/types";
import { BASE_CSS, REDUCED_MOTION_CSS, structureClasses, structureControls, structureCss } from "./chrome";
import { RenderContext } from "./context";
import { colour, escapeHtml as e, jsonForScript, num } from "./escape";
import { exitNames, wholeAdExit } from "./exits";
import { layersHtml, layerTree } from "./layers";
import { vcardMessages } from "./vcards";

export type RenderMode = "preview" | "hosted" | "zip";

export interface RenderOptions {
  /** A teaser key of the document (`sz300x250`, `responsive` …). */
  size: string;
  /** preview: the editor and preview frames; hosted: a published version; zip: an HTML5 export. */
  mode: RenderMode;
  /**
   * Hosted mode only: where impressions and clicks are reported, absolute or site-relative
   * (`/api/tracker/event?…`, resolved against the hosted page's own address).
   */
  trackerUrl?: string;
  /** Preview mode only: prefix of the asset paths, so a frame can load assets from the API. */
  assetBase?: string;
  /**
   * Preview mode only: prefix of the hosted HTML5 templates' folders (`/creatives/templates/`), so an
   * html5 layer loads the template where it is hosted; other modes load the copy beside index.html.
   */
  templateBase?: string;
  /**
   * Preview mode only: the editor's canvas. Opens `page` instead of the first, with every animation and
   * transition at rest (the layer's own style) and no actions or timed page turns, so what the editor
   * draws its handles over holds still.
   */
  edit?: { page: string };
}

export interface RenderResult {
  files: Record<string, string>;
  /** The assets the files reference: the caller copies each asset's bytes to its `path`. */
  assets: { hash: string; path: string }[];
  /** The HTML5 templates the files frame: the caller copies each template's files into its `folder`. */
  templates: { id: string; folder: string }[];
}

/** A document or option render cannot work with; the message says what to fix. */
export class RenderError extends Error {
  override name = "RenderError";
}

const SAFE_URL_PREFIX = /^[A-Za-z0-9/._:~%?=&-]*$/;

function checkIds(doc: AdDocument): void {
  // Ids become element ids, CSS selectors and keyframe names: a document that skipped the schema must
  // not smuggle markup through them.
  for (const id of Object.keys(doc.layers)) {
    if (!ID_PATTERN.test(id) || doc.layers[id]?.id !== id)
      throw new RenderError(`Layer id "${id}" is not valid.`);
  }
  for (const page of doc.pages)
    if (!ID_PATTERN.test(page.id)) throw new RenderError("A page id is not valid.");
  for (const f of doc.features)
    if (!ID_PATTERN.test(f.id)) throw new RenderError("A feature id is not valid.");
  for (const name of Object.keys(doc.exits)) {
    if (!EXIT_NAME_PATTERN.test(name))
      throw new RenderError(`Exit name "${name}" is not clickTag, clickTag2 …`);
  }
}

/**
 * The tracker address a hosted page (rendered or still) beacons to: absolute http(s), or site-relative
 * (`/api/tracker/event?…`), which the page resolves against its own address when the studio serves it, so
 * a stored version names no host (none taken from the publishing request). Anything else is refused.
 */
export function checkedTrackerUrl(trackerUrl: string): string {
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(trackerUrl)) return trackerUrl;
  try {
    const url = new URL(trackerUrl);
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // Reported below.
  }
  throw new RenderError("The tracker URL must be an http(s) or site-relative address.");
}

function trackerFor(options: RenderOptions): string | null {
  if (options.mode !== "hosted" || !options.trackerUrl) return null;
  return checkedTrackerUrl(options.trackerUrl);
}

export function assetBaseFor(options: RenderOptions): string {
  const base = options.mode === "preview" ? (options.assetBase ?? "") : "";
  if (!SAFE_URL_PREFIX.test(base)) throw new RenderError("The asset base must be a plain URL path.");
  return base === "" || base.endsWith("/") ? base : `${base}/`;
}

// Animations and transitions at rest: a layer shows its own style, which is where entrances end. A style
// element of its own (after the ad's), so the runtime can switch it off while the editor's timeline seeks.
const AT_REST_STYLE =
  '<style id="at-rest">*,*::before,*::after{animation:none!important;transition:none!important}</style>';

export function templateBaseFor(options: RenderOptions): string | null {
  if (options.mode !== "preview" || options.templateBase === undefined) return null;
  const base = options.templateBase;
  if (!SAFE_URL_PREFIX.test(base)) throw new RenderError("The template base must be a plain URL path.");
  return base.endsWith("/") ? base : `${base}/`;
}

function editFor(doc: AdDocument, options: RenderOptions): { page: string } | undefined {
  if (!options.edit) return undefined;
  if (options.mode !== "preview") throw new RenderError("Only a preview render can open for editing.");
  const page = options.edit.page;
  if (!doc.pages.some((p) => p.id === page)) throw new RenderError(`The ad has no page "${page}".`);
  return { page };
}

/**
 * Renders one size of an ad document to its HTML5 files (ARCHITECTURE 'Creative engine': the editor
 * canvas, the preview, the hosted creative and the zip all come from here). The output loads nothing
 * from another host; only hosted mode sends beacons, to `trackerUrl`.
 */
export function render(doc: AdDocument, options: RenderOptions): RenderResult {
  if (!isAdType(doc.format)) throw new RenderError(`Unknown ad type "${String(doc.format)}".`);
  const design = doc.teaser[options.size];
  if (!design) {
    const sizes = Object.keys(doc.teaser).join(", ");
    throw new RenderError(`The ad has no size "${options.size}"; its sizes are ${sizes}.`);
  }
  checkIds(doc);
  const format = FORMATS[doc.format];
  const tracker = trackerFor(options);
  const ctx = new RenderContext(doc, options.size, assetBaseFor(options), templateBaseFor(options));
  const width = num(design.width, 300);
  const height = num(design.height, 250);

  const edit = editFor(doc, options);
  const shown = edit?.page ?? doc.pages[0]?.id;
  const tree = layerTree(doc.layers);
  const actions: RuntimeAction[] = [];
  const seen = new Set<string>();
  let pagesHtml = "";
  doc.pages.forEach((page) => {
    const background = colour(page.background);
    const style = background ? ` style="background:${background}"` : "";
    const layers = layersHtml(ctx, tree, `page:${page.id}`, page.id, actions, seen);
    pagesHtml += `<section class="page" data-page="${page.id}" aria-label="${e(page.name)}"${style}${page.id !== shown ? " hidden" : ""}>${layers}</section>`;
  });

  const expandable = actions.some((a) => a.do.type === "expand");
  const controls = structureControls(format.structure, doc, expandable);
  const names = exitNames(doc);
  // Google Ads: without its own exits, the whole ad is clickable (through a focusable link under the layers).
  const stageExit = wholeAdExit(doc);
  const stageLink = stageExit
    ? `<a href="#" class="stage-exit under" data-exit="${stageExit}" aria-label="${e(doc.name)}"></a>`
    : "";

  const fit = isSpecialSize(options.size);
  const framed = fit || format.structure.kind === "expanding" || format.structure.kind === "sticky";
  const pageSize = framed ? "width:100%;height:100%" : `width:${width}px;height:${height}px`;
  const stageBackground = colour(doc.stage.background) ?? "transparent";
  const css = [
    // The editor holds everything still with its own at-rest style; its timeline previews animations on
    // request, which a reduced-motion setting must not swallow.
    edit ? BASE_CSS.replace(REDUCED_MOTION_CSS, "") : BASE_CSS,
    `html,body{${pageSize};overflow:hidden}`,
    `.stage{width:${width}px;height:${height}px;background:${stageBackground}}`,
    structureCss(format.structure, doc),
    ...ctx.fonts.values(),
    // `@property` (registered animated properties) is written as it is, the rest as keyframes.
    ...[...ctx.keyframes].map(([name, frames]) =>
      name.startsWith("@") ? frames : `@keyframes ${name}{${frames}}`,
    ),
    ...ctx.css,
  ].join("");

  const controlsPreview = previewControlsFor(doc.format);
  const config: RuntimeConfig = {
    exits: Object.fromEntries(names.map((name) => [name, doc.exits[name]?.url ?? ""])),
    actions: edit ? [] : actions,
    pages: doc.pages.map((p) =>
      p.durationMs && !edit ? { id: p.id, durationMs: p.durationMs } : { id: p.id },
    ),
    vcards: vcardMessages(doc),
    toggles: { desktop: controlsPreview.desktopToggle, phone: controlsPreview.mobileToggle },
    tracker,
    design: { width, height },
    fit,
    stageExit,
    structure: format.structure.kind,
    skipAfterMs: doc.stage.skipAfterMs ?? null,
    ...(edit ? { edit } : {}),
  };
  const clickTags = names
    .map((name) => `var ${name} = ${jsonForScript(doc.exits[name]?.url ?? "")};`)
    .join("\n");
  const player =
    format.structure.kind.includes("video") || format.structure.kind.startsWith("vast") ? " player" : "";
  const script = runtimeScript(runtimeParts(format.structure, ctx.featureTypes));

  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="ad.size" content="width=${width},height=${height}">
<link rel="icon" href="data:,">
<title>${e(doc.name)}</title>
<script>
${clickTags}
</script>
<style>${css}</style>${edit ? AT_REST_STYLE : ""}
</head>
<body>
<div id="ad" class="ad ${structureClasses(format.structure, doc)}"><div class="stage${player}" id="stage">${stageLink}${controls.under}${pagesHtml}${controls.over}</div></div>
<script type="application/json" id="ad-config">${jsonForScript(config)}</script>
<script>${script}</script>
</body>
</html>
`;
  return {
    files: { "index.html": html },
    assets: [...ctx.used].map(([hash, path]) => ({ hash, path })),
    templates: [...ctx.templates].map(([id, folder]) => ({ id, folder })),
  };
}
