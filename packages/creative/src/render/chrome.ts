import type { AdDocument } from "../document/document";
import type { FormatStructure } from "../formats/types";
import { escapeHtml as e, num } from "./escape";

// Left out of the editor's render, whose own at-rest style holds everything still until its timeline plays.
export const REDUCED_MOTION_CSS =
  "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}";

/**
 * The CSS every ad shares: layers absolutely positioned on the stage, the features' and structures'
 * building blocks, and `prefers-reduced-motion` turning every animation and transition off.
 */
export const BASE_CSS = [
  "*{box-sizing:border-box;margin:0}",
  "body{font:14px/1.25 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111}",
  ".ad{position:relative;width:100%;height:100%;overflow:hidden}",
  ".stage{position:absolute;left:0;top:0;overflow:hidden;transform-origin:0 0}",
  ".page{position:absolute;inset:0}.page[hidden],.l[hidden]{display:none}",
  ".l{position:absolute;display:block;white-space:pre-wrap;overflow-wrap:break-word;color:inherit;text-decoration:none}",
  "img.l,.l img,.l video{display:block;width:100%;height:100%;object-fit:cover}",
  ".l iframe{display:block;width:100%;height:100%;border:0}",
  ".l[data-clip]{overflow:hidden}a.l,button{cursor:pointer}",
  // Buttons and links centre their label both ways (a layer's own text-align still wins across); text on
  // a filled box gets room from its edges and sits in the middle of it. `safe` keeps overflow readable.
  ".l.link:not([hidden]),.l[role=button]:not([hidden]),.l.boxed:not([hidden]){display:flex;flex-direction:column;justify-content:safe center}",
  ".l.link,.l[role=button]{text-align:center}.l.boxed{padding:.3em .6em}.passive{pointer-events:none}",
  "a:focus-visible,button:focus-visible,[tabindex]:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}",
  ".stage-exit{position:absolute;inset:0}",
  "button{font:inherit;color:inherit;background:none;border:0;padding:0}",
  ".vcard{width:100%;height:100%;border-radius:inherit;font-weight:700}",
  ".gallery,.cube,.v360,.chat{position:relative;width:100%;height:100%;overflow:hidden}",
  ".slides{display:flex;height:100%;transition:transform .4s}.slide{flex:0 0 100%;height:100%}",
  ".gal-prev,.gal-next,.cube-prev,.cube-next{position:absolute;top:50%;translate:0 -50%;width:44px;height:44px;font-size:28px;color:#fff;text-shadow:0 1px 3px #000}",
  ".gal-prev,.cube-prev{left:0}.gal-next,.cube-next{right:0}",
  ".cube{perspective:1000px;overflow:visible}.cube-box{position:absolute;inset:0;transform-style:preserve-3d;transition:transform .8s}",
  ".face{position:absolute;inset:0;backface-visibility:hidden}.face img,.face video,.face a{display:block;width:100%;height:100%;object-fit:cover}",
  ".v360{cursor:grab;touch-action:pan-y}.v360 img{width:100%;height:100%;object-fit:contain;pointer-events:none}",
  ".chat{display:flex;flex-direction:column;padding:8px;gap:6px}.chat-name{font-weight:700}",
  ".chat-log{flex:1;overflow:auto;display:flex;flex-direction:column;gap:6px}",
  ".msg{max-width:85%;padding:6px 10px;border-radius:12px;background:#eef1f5}.msg.me{align-self:flex-end;background:#1a73e8;color:#fff}",
  ".chat-replies{display:flex;flex-wrap:wrap;gap:6px}.reply{padding:6px 12px;border-radius:999px;border:1px solid currentColor}",
  // White with a dark halo: the close control must read on any picture, light or dark.
  ".close,.collapse{position:absolute;right:0;top:0;width:50px;height:50px;font-size:22px;z-index:10;color:#fff;text-shadow:0 0 3px #000,0 1px 3px #000}",
  // Story segments sit on a dark scrim so they read on light pictures too; the close control goes under them.
  ".progress{position:absolute;left:0;right:0;top:0;display:flex;gap:4px;padding:8px 8px 16px;z-index:10;pointer-events:none;background:linear-gradient(rgba(0,0,0,.45),transparent)}",
  ".progress i{flex:1;height:4px;border-radius:2px;background:rgba(255,255,255,.4);overflow:hidden}",
  ".progress i.done{background:#fff}.progress i.now::after{content:'';display:block;height:100%;background:#fff;animation:a-bar var(--d,5s) linear forwards}",
  ".paging-story .close{top:14px}",
  "@keyframes a-bar{from{width:0}to{width:100%}}",
  ".nav{position:absolute;top:0;bottom:0;width:50%}.nav-prev{left:0}.nav-next{right:0}",
  // Controls under the pages (story taps, the whole-ad exit, expand) get the clicks that land on the page or
  // on a layer that does nothing itself; interactive layers keep theirs.
  ".under~.page{pointer-events:none}.under~.page .l.i{pointer-events:auto}",
  ".controls{position:absolute;left:0;right:0;bottom:0;display:flex;align-items:center;gap:8px;padding:8px;z-index:10;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.55))}",
  ".controls button{display:grid;place-items:center;width:44px;height:44px}.controls svg{width:24px;height:24px;fill:currentColor}",
  // Each control shows the icon of what it does next: pause while playing, a crossed speaker while muted.
  ".v-play[aria-pressed=true] .i-play,.v-play[aria-pressed=false] .i-pause,.v-mute[aria-pressed=true] .i-off,.v-mute[aria-pressed=false] .i-on{display:none}",
  ".v-bar{flex:1;height:4px;background:rgba(255,255,255,.35)}",
  ".v-bar::after{content:'';display:block;height:100%;width:calc(var(--v,0)*100%);background:#fff}",
  ".v-skip{position:absolute;right:0;bottom:64px;padding:10px 16px;background:rgba(0,0,0,.6);color:#fff;z-index:10}.v-skip[disabled]{opacity:.5}",
  // An interactive (SIMID) ad keeps the lower right for its own call to action above the progress bar, so
  // the player's skip moves to the upper right: the corner viewers already look to for closing an ad.
  ".vast-interactive .v-skip{top:16px;right:16px;bottom:auto;border:1px solid rgba(255,255,255,.6)}",
  ".cta{position:absolute;left:50%;bottom:72px;translate:-50% 0;padding:12px 24px;border-radius:999px;background:#fff;color:#111;font-weight:700;z-index:10;text-decoration:none;box-shadow:0 2px 10px rgba(0,0,0,.4)}",
  ".simid .player video{visibility:hidden}",
  ".camera{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.cam-start{position:absolute;left:50%;bottom:16px;translate:-50% 0;padding:12px 20px;border-radius:999px;background:#111;color:#fff;z-index:10}",
  ".camera-on .cam-start{display:none}",
  ".reveal-window .page{translate:0 calc((var(--p,1) - .5) * -12%)}",
  ".sticky .stage{position:fixed;transition:opacity .4s}.sticky:not(.in) .stage{opacity:0}",
  ".expanded .collapse[hidden]{display:block}.expanded .stage-exit[data-expand]{display:none}",
  REDUCED_MOTION_CSS,
].join("");

/** Classes on the ad's root that the structure's CSS and runtime read. */
export function structureClasses(structure: FormatStructure, doc: AdDocument): string {
  switch (structure.kind) {
    case "canvas":
      return `canvas paging-${structure.paging}`;
    case "sticky":
      return `sticky corner-${doc.stage.stickyCorner ?? structure.defaultCorner}`;
    case "scroll-reveal":
      return `reveal reveal-${structure.reveal}`;
    case "expanding":
      return structure.fullScreen ? "expanding full-screen" : "expanding";
    default:
      return structure.kind;
  }
}

/** CSS that depends on the document: the sticker's corner, the expanded canvas. */
export function structureCss(structure: FormatStructure, doc: AdDocument): string {
  if (structure.kind === "sticky") {
    const [vertical, horizontal] = (doc.stage.stickyCorner ?? structure.defaultCorner).split("-");
    return `.sticky .stage{left:auto;top:auto;${vertical}:0;${horizontal}:0}`;
  }
  if (structure.kind === "expanding") {
    if (structure.fullScreen)
      return ".expanded .stage{position:fixed;inset:0;width:100%!important;height:100%!important}";
    const size = doc.stage.expandedSize;
    if (size)
      return `.expanded .stage{width:${num(size.width)}px!important;height:${num(size.height)}px!important}`;
  }
  return "";
}

/**
 * Controls a structure adds: `under` the pages (they receive the clicks the pages pass through) and
 * `over` them. Every label is fixed text or escaped document text.
 */
export function structureControls(
  structure: FormatStructure,
  doc: AdDocument,
  expandable: boolean,
): { under: string; over: string } {
  const over = overControls(structure, doc);
  if (structure.kind === "canvas" && structure.paging === "story") {
    return {
      under:
        '<button type="button" class="nav nav-prev under" aria-label="Previous page"></button><button type="button" class="nav nav-next under" aria-label="Next page"></button>',
      over,
    };
  }
  if (structure.kind === "expanding" && !expandable) {
    return {
      under:
        '<button type="button" class="stage-exit under" data-expand aria-label="Expand the ad"></button>',
      over,
    };
  }
  return { under: "", over };
}

function overControls(structure: FormatStructure, doc: AdDocument): string {
  switch (structure.kind) {
    case "canvas": {
      let html = structure.closable ? closeButton() : "";
      if (structure.paging === "story") {
        const bars = doc.pages.map((p) => `<i style="--d:${num(p.durationMs, 5000)}ms"></i>`).join("");
        html += `<div class="progress" aria-hidden="true">${bars}</div>`;
      }
      return html;
    }
    case "sticky":
      return closeButton();
    case "expanding":
      return '<button type="button" class="collapse" data-collapse aria-label="Close the expanded ad" hidden>✕</button>';
    case "vertical-video":
    case "vast-linear":
    case "vast-interactive": {
      const cta = doc.stage.callToAction;
      const skip = structure.kind !== "vertical-video" && doc.stage.skipAfterMs !== undefined;
      return `<div class="controls"><button type="button" class="v-play" aria-label="Play or pause" aria-pressed="false">${ICONS.play}${ICONS.pause}</button><button type="button" class="v-mute" aria-label="Sound" aria-pressed="false">${ICONS.soundOn}${ICONS.soundOff}</button><div class="v-bar"></div></div>${skip ? '<button type="button" class="v-skip" disabled>Skip ad</button>' : ""}${cta ? `<a href="#" class="cta" data-exit="${e(cta.exit)}">${e(cta.label)}</a>` : ""}`;
    }
    case "qr-camera":
      return '<video class="camera" muted playsinline hidden aria-hidden="true"></video><button type="button" class="cam-start">Open camera</button>';
    default:
      return "";
  }
}

const icon = (name: string, path: string) =>
  `<svg class="i-${name}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const SPEAKER = "M3 9h4l5-4v14l-5-4H3z";

/**
 * The player's icons, drawn as SVG: emoji and symbol fonts are missing on many TVs and Linux machines,
 * where a character would show as an empty box. The buttons carry the words (aria-label).
 */
const ICONS = {
  play: icon("play", "M7 4.5v15L20 12z"),
  pause: icon("pause", "M6 4h4v16H6zM14 4h4v16h-4z"),
  soundOn: icon(
    "on",
    `${SPEAKER}M15 8.5a5 5 0 0 1 0 7l-1.4-1.4a3 3 0 0 0 0-4.2zM17.8 5.7a9 9 0 0 1 0 12.6l-1.4-1.4a7 7 0 0 0 0-9.8z`,
  ),
  soundOff: icon(
    "off",
    `${SPEAKER}M15.3 9.7l1.4-1.4 2.3 2.3 2.3-2.3 1.4 1.4-2.3 2.3 2.3 2.3-1.4 1.4-2.3-2.3-2.3 2.3-1.4-1.4 2.3-2.3z`,
  ),
};

function closeButton(): string {
  return '<button type="button" class="close" data-close aria-label="Close the ad">✕</button>';
}
