import type { AdDocument } from "../document/document";
import type { FormatStructure } from "../formats/types";
import { escapeHtml as e, num } from "./escape";

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
  ".l[data-clip]{overflow:hidden}a.l,button{cursor:pointer}",
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
  ".close,.collapse{position:absolute;right:0;top:0;width:50px;height:50px;font-size:22px;z-index:10}",
  ".progress{position:absolute;left:8px;right:8px;top:8px;display:flex;gap:4px;z-index:10}",
  ".progress i{flex:1;height:3px;background:rgba(255,255,255,.4);overflow:hidden}",
  ".progress i.done{background:#fff}.progress i.now::after{content:'';display:block;height:100%;background:#fff;animation:a-bar var(--d,5s) linear forwards}",
  "@keyframes a-bar{from{width:0}to{width:100%}}",
  ".nav{position:absolute;top:0;bottom:0;width:50%}.nav-prev{left:0}.nav-next{right:0}",
  // Controls under the pages (story taps, the whole-ad exit, expand) get the clicks that land on the page or
  // on a layer that does nothing itself; interactive layers keep theirs.
  ".under~.page{pointer-events:none}.under~.page .l.i{pointer-events:auto}",
  ".controls{position:absolute;left:0;right:0;bottom:0;display:flex;align-items:center;gap:8px;padding:8px;z-index:10;color:#fff}",
  ".controls button{width:44px;height:44px;font-size:18px}.v-bar{flex:1;height:4px;background:rgba(255,255,255,.35)}",
  ".v-bar::after{content:'';display:block;height:100%;width:calc(var(--v,0)*100%);background:#fff}",
  ".v-skip{position:absolute;right:0;bottom:64px;padding:10px 16px;background:rgba(0,0,0,.6);color:#fff;z-index:10}.v-skip[disabled]{opacity:.5}",
  ".cta{position:absolute;left:50%;bottom:72px;translate:-50% 0;padding:12px 24px;border-radius:999px;background:#fff;color:#111;font-weight:700;z-index:10}",
  ".simid .player video{visibility:hidden}",
  ".camera{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.cam-start{position:absolute;left:50%;bottom:16px;translate:-50% 0;padding:12px 20px;border-radius:999px;background:#111;color:#fff;z-index:10}",
  ".camera-on .cam-start{display:none}",
  ".reveal-window .page{translate:0 calc((var(--p,1) - .5) * -12%)}",
  ".sticky .stage{position:fixed;transition:opacity .4s}.sticky:not(.in) .stage{opacity:0}",
  ".expanded .collapse[hidden]{display:block}.expanded .stage-exit[data-expand]{display:none}",
  "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}",
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
      return `<div class="controls"><button type="button" class="v-play" aria-label="Play or pause" aria-pressed="false">⏯</button><button type="button" class="v-mute" aria-label="Sound" aria-pressed="false">🔊</button><div class="v-bar"></div></div>${skip ? '<button type="button" class="v-skip" disabled>Skip ad</button>' : ""}${cta ? `<a href="#" class="cta" data-exit="${e(cta.exit)}">${e(cta.label)}</a>` : ""}`;
    }
    case "qr-camera":
      return '<video class="camera" muted playsinline hidden aria-hidden="true"></video><button type="button" class="cam-start">Open camera</button>';
    default:
      return "";
  }
}

function closeButton(): string {
  return '<button type="button" class="close" data-close aria-label="Close the ad">✕</button>';
}
