import type { Animation } from "../document/behaviour";
import type { Layer, LayerProps } from "../document/layer";
import { colour, fontFamily, num } from "./escape";

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

/** The declarations of one layer's box; every value is a number, a picklist value or a checked colour. */
export function layerDeclarations(p: LayerProps): string {
  const out: string[] = [];
  if (p.posleft !== undefined) out.push(`left:${num(p.posleft)}px`);
  else if (p.posright !== undefined) out.push(`right:${num(p.posright)}px`);
  else out.push("left:0");
  if (p.postop !== undefined) out.push(`top:${num(p.postop)}px`);
  else if (p.posbottom !== undefined) out.push(`bottom:${num(p.posbottom)}px`);
  else out.push("top:0");
  if (p.width !== undefined) out.push(`width:${num(p.width)}px`);
  if (p.height !== undefined) out.push(`height:${num(p.height)}px`);
  const background = colour(p.background);
  if (background) out.push(`background:${background}`);
  const fontColour = colour(p.fontColor);
  if (fontColour) out.push(`color:${fontColour}`);
  if (p.fontSize !== undefined) out.push(`font-size:${num(p.fontSize, 14)}px`);
  if (p.font) out.push(`font-family:${fontName(p.font) ?? fontFamily(p.font)}`);
  if (p.textAlign) out.push(`text-align:${p.textAlign}`);
  if (p.decoration) out.push(`text-decoration:${p.decoration}`);
  if (p.borderWidth !== undefined || p.borderStyle !== undefined) {
    const border = colour(p.borderColor) ?? "currentColor";
    out.push(`border:${num(p.borderWidth, 1)}px ${p.borderStyle ?? "solid"} ${border}`);
  }
  if (p.borderRadius !== undefined) out.push(`border-radius:${num(p.borderRadius)}px`);
  if (p.opacity !== undefined) out.push(`opacity:${num(p.opacity, 1)}`);
  const transform: string[] = [];
  if (p.rotation) transform.push(`rotate(${num(p.rotation)}deg)`);
  if (p.flip === "horizontal") transform.push("scaleX(-1)");
  if (p.flip === "vertical") transform.push("scaleY(-1)");
  if (p.flip === "both") transform.push("scale(-1,-1)");
  if (transform.length > 0) out.push(`transform:${transform.join(" ")}`);
  if (p.blendMode && p.blendMode !== "normal") out.push(`mix-blend-mode:${p.blendMode}`);
  return out.join(";");
}

/** Hover (and keyboard focus) style; `scale` is the individual property so it composes with rotation. */
export function hoverDeclarations(p: LayerProps): string {
  const h = p.hoverStyle;
  if (!h) return "";
  const out: string[] = [];
  if (h.scale !== undefined) out.push(`scale:${num(h.scale, 1)}`);
  if (h.opacity !== undefined) out.push(`opacity:${num(h.opacity, 1)}`);
  const background = colour(h.background);
  if (background) out.push(`background:${background}`);
  const fontColour = colour(h.fontColor);
  if (fontColour) out.push(`color:${fontColour}`);
  return out.join(";");
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

const EASING_CSS: Record<Animation["easing"], string> = {
  linear: "linear",
  ease: "ease",
  "ease-in": "ease-in",
  "ease-out": "ease-out",
  "ease-in-out": "ease-in-out",
  spring: "cubic-bezier(.2,1.6,.4,1)",
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
 * preset is written once). Loops with 0 iterations run forever (validate flags that as over 30 s).
 */
export function layerAnimation(
  id: string,
  animations: readonly Animation[],
  keyframes: Map<string, string>,
): string {
  const parts: string[] = [];
  animations.forEach((a, i) => {
    let name: string;
    if (a.preset === "keyframes") {
      if (!a.keyframes) return;
      name = `k-${id}-${i}`;
      keyframes.set(name, customKeyframes(a.keyframes));
    } else {
      name = `a-${a.preset}`;
      keyframes.set(name, PRESET_KEYFRAMES[a.preset]);
    }
    const iterations = a.trigger === "loop" ? (a.iterations === 0 ? "infinite" : String(a.iterations)) : "1";
    const direction = a.trigger === "exit" && a.preset !== "keyframes" ? "reverse" : "normal";
    const fill = a.trigger === "entrance" ? "both" : a.trigger === "exit" ? "forwards" : "none";
    parts.push(
      `${name} ${num(a.durationMs, 1)}ms ${EASING_CSS[a.easing] ?? "ease"} ${num(a.delayMs)}ms ${iterations} ${direction} ${fill}`,
    );
  });
  return parts.length > 0 ? `animation:${parts.join(",")}` : "";
}
