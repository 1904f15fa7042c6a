import type { Animation } from "../document/behaviour";
import type { Layer, LayerProps } from "../document/layer";
import { type CssMedium, cssText, layerCss } from "../props";
import { fontFamily, num } from "./escape";
import { EASING_CSS, FILTER_CSS, FILTER_PROPERTIES_CSS, trackKeyframes } from "./keyframe-css";

/** The layer's properties for one size: the base size's, with that size's override merged over them. */
export function propsFor(layer: Layer, size: string, baseSize: string): LayerProps {
  const override = size === baseSize ? undefined : layer.overrides[size];
  return override ? { ...layer.props, ...override } : layer.props;
}

const FONT_ASSET = /^[0-9a-f]{64}$/;

/** `font-family` for a layer: an uploaded font asset by hash (declared by `fontFace`), else a system stack. */
export function fontName(font: string): string | null {
  return FONT_ASSET.test(font) ? `f${font.slice(0, 20)}` : null;
}

/** The HTML render's fonts: an uploaded font by the name `fontFace` declares it under, else a system stack. */
const HTML_MEDIUM: CssMedium = { fontFamily: (font) => fontName(font) ?? fontFamily(font) };

/**
 * The declarations of one layer's box, and those it has while hovered or focused, from the property
 * registry (the still render draws the same list); every value is a number, a picklist value or a
 * checked colour.
 */
export function layerDeclarations(p: LayerProps): { box: string; hover: string } {
  const declarations = layerCss(p, HTML_MEDIUM);
  const text = (hover: boolean) =>
    declarations
      .filter((d) => (d.hover ?? false) === hover)
      .map(cssText)
      .join(";");
  return { box: text(false), hover: text(true) };
}

/**
 * Preset keyframes, written once per ad. They animate the individual `translate`, `scale` and `rotate`
 * properties, which compose with a layer's own `transform` (rotation, flip) instead of replacing it.
 * Entrance presets go from the hidden state to the layer's own; exit plays them in reverse.
 */
export const PRESET_KEYFRAMES: Record<Exclude<Animation["preset"], "keyframes">, string> = {
  fade: "from{opacity:0}",
  "slide-left": "from{translate:40px 0;opacity:0}",
  "slide-right": "from{translate:-40px 0;opacity:0}",
  "slide-up": "from{translate:0 40px;opacity:0}",
  "slide-down": "from{translate:0 -40px;opacity:0}",
  zoom: "from{scale:0;opacity:0}",
  bounce: "0%{scale:.3;opacity:0}50%{scale:1.08;opacity:1}70%{scale:.95}100%{scale:1}",
  pulse: "50%{scale:1.08}",
  shake: "20%,60%{translate:-6px 0}40%,80%{translate:6px 0}",
  spin: "to{rotate:360deg}",
};

function customKeyframes(frames: NonNullable<Animation["keyframes"]>): string {
  let out = "";
  for (const f of frames) {
    const d: string[] = [];
    if (f.opacity !== undefined) d.push(`opacity:${num(f.opacity, 1)}`);
    if (f.x !== undefined || f.y !== undefined) d.push(`translate:${num(f.x)}px ${num(f.y)}px`);
    if (f.scale !== undefined) d.push(`scale:${num(f.scale, 1)}`);
    if (f.rotation !== undefined) d.push(`rotate:${num(f.rotation)}deg`);
    out += `${num(f.offset * 100)}%{${d.join(";")}}`;
  }
  return out;
}

/**
 * The `animation` value of a layer and the keyframes it needs (added to `keyframes`, keyed by name so a
 * preset is written once). Loops with 0 iterations run forever (validate flags that as over 30 s). A
 * keyframed animation plays each property track as an animation of its own (same delay, duration and
 * repeats), so each keyframe keeps its own timing function. `props` are the layer's in the size
 * rendered, `base` its base size's (position keyframes are in the base size's pixels).
 */
export function layerAnimation(
  id: string,
  animations: readonly Animation[],
  keyframes: Map<string, string>,
  props: LayerProps = {},
  base: LayerProps = props,
): string {
  const parts: string[] = [];
  let filtered = false;
  animations.forEach((a, i) => {
    const iterations = a.trigger === "loop" ? (a.iterations === 0 ? "infinite" : String(a.iterations)) : "1";
    const fill = a.trigger === "entrance" ? "both" : a.trigger === "exit" ? "forwards" : "none";
    const timing = `${num(a.durationMs, 1)}ms`;
    if (a.preset === "keyframes" && a.tracks && a.tracks.length > 0) {
      for (const track of a.tracks) {
        const name = `k-${id}-${i}-${track.property}`;
        keyframes.set(name, trackKeyframes(track, a, props, base));
        if (track.property === "blur" || track.property === "brightness") filtered = true;
        parts.push(`${name} ${timing} linear ${num(a.delayMs)}ms ${iterations} normal ${fill}`);
      }
      return;
    }
    let name: string;
    if (a.preset === "keyframes") {
      if (!a.keyframes) return;
      name = `k-${id}-${i}`;
      keyframes.set(name, customKeyframes(a.keyframes));
    } else {
      name = `a-${a.preset}`;
      keyframes.set(name, PRESET_KEYFRAMES[a.preset]);
    }
    const direction = a.trigger === "exit" && a.preset !== "keyframes" ? "reverse" : "normal";
    parts.push(
      `${name} ${timing} ${EASING_CSS[a.easing] ?? "ease"} ${num(a.delayMs)}ms ${iterations} ${direction} ${fill}`,
    );
  });
  if (parts.length === 0) return "";
  // Registered once per ad (a name no layer id can make: ids are letters, digits and dashes).
  if (filtered) keyframes.set("@property", FILTER_PROPERTIES_CSS);
  return `animation:${parts.join(",")}${filtered ? `;${FILTER_CSS}` : ""}`;
}
