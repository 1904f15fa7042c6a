import type { Animation } from "../document/behaviour";
import type { EasingName, KeyframeEasing, KeyframeProperty, KeyframeTrack } from "../document/keyframes";
import type { LayerProps } from "../document/layer";
import { colour, num } from "./escape";

export const EASING_CSS: Record<EasingName, string> = {
  linear: "linear",
  ease: "ease",
  "ease-in": "ease-in",
  "ease-out": "ease-out",
  "ease-in-out": "ease-in-out",
  spring: "cubic-bezier(.2,1.6,.4,1)",
};

/** The CSS timing function of a named easing or a custom curve. */
export function easingCss(easing: KeyframeEasing): string {
  if (typeof easing === "string") return EASING_CSS[easing] ?? "ease";
  const x1 = Math.min(1, Math.max(0, num(easing.x1)));
  const x2 = Math.min(1, Math.max(0, num(easing.x2)));
  return `cubic-bezier(${x1},${num(easing.y1)},${x2},${num(easing.y2)})`;
}

/**
 * Blur and brightness share CSS `filter`, so each animates a registered custom property of its own and
 * the layer's filter reads both: two tracks with their own times and curves never overwrite each other.
 * The initial values leave the layer as it is (at rest, or with animations off for reduced motion).
 */
export const FILTER_PROPERTIES_CSS =
  "@property --kf-blur{syntax:'<length>';inherits:false;initial-value:0px}" +
  "@property --kf-brightness{syntax:'<number>';inherits:false;initial-value:1}";
export const FILTER_CSS = "filter:blur(var(--kf-blur)) brightness(var(--kf-brightness))";

/**
 * One keyframe value as a declaration. Position keyframes are in the base size's pixels: another size
 * moves them with the layer (by the difference between its place there and in the base size). Rotation
 * is the layer's angle: the individual `rotate` composes with the layer's own `transform`, so it turns
 * by the difference to the layer's own angle.
 */
function declaration(
  property: KeyframeProperty,
  value: number | string,
  props: LayerProps,
  base: LayerProps,
): string {
  const n = typeof value === "number" ? value : 0;
  switch (property) {
    case "x":
      return `left:${num(n + (props.posleft ?? 0) - (base.posleft ?? 0))}px`;
    case "y":
      return `top:${num(n + (props.postop ?? 0) - (base.postop ?? 0))}px`;
    case "width":
      return `width:${num(n)}px`;
    case "height":
      return `height:${num(n)}px`;
    case "rotation":
      return `rotate:${num(n - (props.rotation ?? 0))}deg`;
    case "opacity":
      return `opacity:${num(n, 1)}`;
    case "scale":
      return `scale:${num(n, 1)}`;
    case "color":
      return `color:${colour(String(value)) ?? "inherit"}`;
    case "background":
      return `background-color:${colour(String(value)) ?? "transparent"}`;
    case "blur":
      return `--kf-blur:${num(n)}px`;
    case "brightness":
      return `--kf-brightness:${num(n, 1)}`;
  }
}

const percent = (atMs: number, durationMs: number) =>
  num(Math.round((Math.min(atMs, durationMs) / durationMs) * 100_000) / 1000);

/**
 * The `@keyframes` body of one property track: each keyframe at its share of the duration with the
 * timing function towards the next one; the first value holds from the start and the last to the end
 * (as in design tools), so a track need not begin at 0 or end at the duration.
 */
export function trackKeyframes(
  track: KeyframeTrack,
  animation: Animation,
  props: LayerProps,
  base: LayerProps,
): string {
  const frames = [...track.keyframes].sort((a, b) => a.atMs - b.atMs);
  const first = frames[0];
  const last = frames[frames.length - 1];
  if (!first || !last) return "";
  const decl = (value: number | string) => declaration(track.property, value, props, base);
  let out = first.atMs > 0 ? `0%{${decl(first.value)};animation-timing-function:linear}` : "";
  for (const frame of frames) {
    const easing = easingCss(frame.easing ?? animation.easing);
    out += `${percent(frame.atMs, animation.durationMs)}%{${decl(frame.value)};animation-timing-function:${easing}}`;
  }
  if (last.atMs < animation.durationMs) out += `100%{${decl(last.value)}}`;
  return out;
}
