import { previewControlsFor } from "@adstudio/core";
import type { AdDocument } from "../document/document";
import { EXIT_NAME_PATTERN } from "../document/ids";
import { colour, escapeHtml as e, jsonForScript, num } from "../render/escape";
import { layerTree } from "../render/layers";
import { checkedTrackerUrl, RenderError } from "../render/render";
import { runtimeScript } from "../runtime/index";
import type { RuntimeConfig } from "../runtime/types";

/** A still's files in its size folder: `sz300x250.png` and `sz300x250.jpg`, next to the page. */
export function stillFileNames(size: string): { png: string; jpeg: string } {
  // Size keys are schema-checked (`sz300x250`, `responsive`); a file name must still never be a path.
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(size)) throw new RenderError(`"${size}" is not a size key.`);
  return { png: `${size}.png`, jpeg: `${size}.jpg` };
}

/**
 * The words a still shows (its text and link layers on the first page, in drawing order), so the
 * picture's alt text says what the picture says; the ad's name when it shows none.
 */
export function stillAltText(doc: AdDocument): string {
  const page = doc.pages[0];
  const tree = layerTree(doc.layers);
  const words: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    for (const layer of tree.get(key) ?? []) {
      if (seen.has(layer.id) || layer.hidden) continue;
      seen.add(layer.id);
      const c = layer.content;
      if (c.kind === "text") words.push(c.text);
      if (c.kind === "link") words.push(c.label);
      if (c.kind === "container") walk(layer.id);
    }
  };
  if (page) walk(`page:${page.id}`);
  const said = words.map((w) => w.trim().replace(/\s+/g, " ")).filter(Boolean);
  return said.length > 0 ? said.join(" · ") : doc.name;
}

/** Where a hosted still reports impressions and clicks, as `render` accepts it. */
function checkedTracker(trackerUrl: string | undefined): string | null {
  return trackerUrl ? checkedTrackerUrl(trackerUrl) : null;
}

/**
 * The page of one published still (image-generator): the rasterised PNG at its exact size, the whole
 * picture one exit through the ad's first click tag, with the same runtime as every rendered ad (clickTag
 * overridable by `?clickTag=`, the preview's messages, and the tracker's beacons when `trackerUrl` is
 * given). It loads only `sz….png` beside it.
 */
export function stillPage(doc: AdDocument, size: string, options: { trackerUrl?: string } = {}): string {
  const design = doc.teaser[size];
  if (!design) {
    const sizes = Object.keys(doc.teaser).join(", ");
    throw new RenderError(`The ad has no size "${size}"; its sizes are ${sizes}.`);
  }
  const width = num(design.width, 300);
  const height = num(design.height, 250);
  const names = Object.keys(doc.exits)
    .filter((name) => EXIT_NAME_PATTERN.test(name))
    .sort((a, b) => Number(a.slice(8) || 1) - Number(b.slice(8) || 1));
  const exit = names[0];
  const controls = previewControlsFor(doc.format);
  const config: RuntimeConfig = {
    exits: Object.fromEntries(names.map((name) => [name, doc.exits[name]?.url ?? ""])),
    actions: [],
    pages: [{ id: "still" }],
    vcards: {},
    toggles: { desktop: controls.desktopToggle, phone: controls.mobileToggle },
    tracker: checkedTracker(options.trackerUrl),
    design: { width, height },
    fit: false,
    stageExit: null,
    structure: "multi-size-static",
    skipAfterMs: null,
  };
  const clickTags = names.map((name) => `var ${name} = ${jsonForScript(doc.exits[name]?.url ?? "")};`);
  const box = `width:${width}px;height:${height}px`;
  const background = colour(doc.stage.background) ?? "transparent";
  const css = `*{margin:0}html,body{${box};overflow:hidden;background:${background}}.ad,.stage,.page,.page a,.page img{display:block;${box}}a:focus-visible{outline:3px solid #1a73e8;outline-offset:-3px}`;
  const image = `<img src="${stillFileNames(size).png}" width="${width}" height="${height}" alt="${e(stillAltText(doc))}">`;
  // The link's name is the picture's alt text: the words the still shows, call to action included.
  const picture = exit ? `<a href="#" data-exit="${exit}">${image}</a>` : image;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="ad.size" content="width=${width},height=${height}">
<link rel="icon" href="data:,">
<title>${e(doc.name)}</title>
<script>
${clickTags.join("\n")}
</script>
<style>${css}</style>
</head>
<body>
<div id="ad" class="ad multi-size-static"><div class="stage" id="stage"><section class="page" data-page="still">${picture}</section></div></div>
<script type="application/json" id="ad-config">${jsonForScript(config)}</script>
<script>${runtimeScript([])}</script>
</body>
</html>
`;
}
