import type { Animation } from "./behaviour";
import type { CubicBezier, EasingName, KeyframeEasing, KeyframeTrack } from "./keyframes";

/**
 * When an animation stops, in ms after the page shows: its delay plus its duration times its repeats. A
 * loop with 0 repeats never stops (Infinity); entrances and exits play once, as the render plays them.
 * Keyframed animations count the same way (their keyframes lie within the duration).
 */
export function animationEndMs(animation: Animation): number {
  if (animation.trigger !== "loop") return animation.delayMs + animation.durationMs;
  if (animation.iterations === 0) return Number.POSITIVE_INFINITY;
  return animation.delayMs + animation.durationMs * animation.iterations;
}

/** The named easings as the curves CSS defines for them. */
export const EASING_CURVES: Record<EasingName, CubicBezier> = {
  linear: { type: "cubic-bezier", x1: 0, y1: 0, x2: 1, y2: 1 },
  ease: { type: "cubic-bezier", x1: 0.25, y1: 0.1, x2: 0.25, y2: 1 },
  "ease-in": { type: "cubic-bezier", x1: 0.42, y1: 0, x2: 1, y2: 1 },
  "ease-out": { type: "cubic-bezier", x1: 0, y1: 0, x2: 0.58, y2: 1 },
  "ease-in-out": { type: "cubic-bezier", x1: 0.42, y1: 0, x2: 0.58, y2: 1 },
  spring: { type: "cubic-bezier", x1: 0.2, y1: 1.6, x2: 0.4, y2: 1 },
};

/** The curve of an easing, a named one's as CSS draws it. */
export const curveOf = (easing: KeyframeEasing): CubicBezier =>
  typeof easing === "string" ? EASING_CURVES[easing] : easing;

/** How far along (0 at the start, 1 at the end, beyond for overshoot) a curve is at time share `t`. */
export function easeAt(easing: KeyframeEasing, t: number): number {
  const { x1, y1, x2, y2 } = curveOf(easing);
  const bez = (a: number, b: number, s: number) =>
    3 * a * s * (1 - s) ** 2 + 3 * b * s ** 2 * (1 - s) + s ** 3;
  // x(s) rises monotonically (x1, x2 within 0..1), so bisection finds the curve parameter for time t.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (bez(x1, x2, mid) < t) lo = mid;
    else hi = mid;
  }
  return bez(y1, y2, (lo + hi) / 2);
}

/**
 * A numeric track's value `atMs` after its animation starts, as the render plays it: the first value
 * before the first keyframe, the last after the last, eased in between. A colour track answers the
 * value of the keyframe at or before that time.
 */
export function trackValueAt(track: KeyframeTrack, animationEasing: KeyframeEasing, atMs: number) {
  const frames = [...track.keyframes].sort((a, b) => a.atMs - b.atMs);
  let before = frames[0];
  if (!before) return undefined;
  for (const frame of frames) {
    if (frame.atMs > atMs) {
      if (typeof before.value !== "number" || typeof frame.value !== "number" || frame.atMs <= before.atMs)
        return before.atMs <= atMs ? before.value : frame.value;
      const share = (atMs - before.atMs) / (frame.atMs - before.atMs);
      if (share < 0) return before.value;
      const p = easeAt(before.easing ?? animationEasing, share);
      return before.value + (frame.value - before.value) * p;
    }
    before = frame;
  }
  return before.value;
}
