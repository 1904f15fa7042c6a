import { type AdDocument, type Animation, animationEndMs } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";

/** When an animation stops (creative's rule, which validate's 30-second check counts too). */
export { animationEndMs };

export const PRESET_LABELS: Record<Animation["preset"], string> = {
  fade: "Fade",
  "slide-left": "Slide left",
  "slide-right": "Slide right",
  "slide-up": "Slide up",
  "slide-down": "Slide down",
  zoom: "Zoom",
  bounce: "Bounce",
  pulse: "Pulse",
  shake: "Shake",
  spin: "Spin",
  keyframes: "Custom keyframes",
};

export const TRIGGER_LABELS: Record<Animation["trigger"], string> = {
  entrance: "Entrance",
  exit: "Exit",
  loop: "Loop",
};

export const EASING_LABELS: Record<Animation["easing"], string> = {
  linear: "Linear",
  ease: "Ease",
  "ease-in": "Ease in",
  "ease-out": "Ease out",
  "ease-in-out": "Ease in and out",
  spring: "Spring",
};

/** How long a page animates: the latest end among its layers' animations (0 without any). */
export function pageAnimationMs(document: Pick<AdDocument, "layers">, page: string): number {
  let end = 0;
  for (const layer of Object.values(document.layers)) {
    if (layer.page !== page) continue;
    for (const animation of layer.animations) end = Math.max(end, animationEndMs(animation));
  }
  return end;
}

/** "0.5 s", "12 s": a length as the timeline says it. */
export const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** Where the format's animation limit comes from, said after the limit. */
const limitSource = (ms: number) =>
  ms === 30_000 ? " (Google Ads' limit)" : ms === 15_000 ? " (the IAB limit for small units)" : "";

/**
 * The warning the timeline shows when a page animates longer than the format allows
 * (`limits.maxAnimationMs`: Google's 30 s for display ads, 15 s for the small units, none for stills),
 * or null within the limit.
 */
export function animationLimitWarning(
  document: Pick<AdDocument, "layers" | "format">,
  page: string,
): string | null {
  const spec = formatOf(document.format);
  const limit = spec.limits.maxAnimationMs;
  const length = pageAnimationMs(document, page);
  if (length <= limit) return null;
  if (limit === 0) return `${spec.label} ads are still images: remove the animations.`;
  const runs = Number.isFinite(length)
    ? `run for ${seconds(length)}`
    : "run forever (a loop repeats without end)";
  return `The animations on this page ${runs}; ${spec.label} ads animate for at most ${seconds(limit)}${limitSource(limit)}.`;
}
