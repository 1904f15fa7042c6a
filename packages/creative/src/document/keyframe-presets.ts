import type { Animation } from "./behaviour";
import type { KeyframeEasing, KeyframeProperty, KeyframeTrack } from "./keyframes";
import type { LayerProps } from "./layer";

export type PresetName = Exclude<Animation["preset"], "keyframes">;

/** A preset's stops: at a share of its duration, each property's value from the layer's own. */
type Stops = [share: number, values: Partial<Record<KeyframeProperty, (own: Own) => number>>][];
interface Own {
  x: number;
  y: number;
  opacity: number;
  rotation: number;
}

const own =
  (key: keyof Own, by = 0) =>
  (o: Own) =>
    o[key] + by;
const fixed = (value: number) => () => value;

/** The same motions as the render's preset keyframes, as values of the layer's own properties. */
const PRESET_STOPS: Record<PresetName, Stops> = {
  fade: [
    [0, { opacity: fixed(0) }],
    [1, { opacity: own("opacity") }],
  ],
  "slide-left": [
    [0, { x: own("x", 40), opacity: fixed(0) }],
    [1, { x: own("x"), opacity: own("opacity") }],
  ],
  "slide-right": [
    [0, { x: own("x", -40), opacity: fixed(0) }],
    [1, { x: own("x"), opacity: own("opacity") }],
  ],
  "slide-up": [
    [0, { y: own("y", 40), opacity: fixed(0) }],
    [1, { y: own("y"), opacity: own("opacity") }],
  ],
  "slide-down": [
    [0, { y: own("y", -40), opacity: fixed(0) }],
    [1, { y: own("y"), opacity: own("opacity") }],
  ],
  zoom: [
    [0, { scale: fixed(0), opacity: fixed(0) }],
    [1, { scale: fixed(1), opacity: own("opacity") }],
  ],
  bounce: [
    [0, { scale: fixed(0.3), opacity: fixed(0) }],
    [0.5, { scale: fixed(1.08), opacity: own("opacity") }],
    [0.7, { scale: fixed(0.95) }],
    [1, { scale: fixed(1) }],
  ],
  pulse: [
    [0, { scale: fixed(1) }],
    [0.5, { scale: fixed(1.08) }],
    [1, { scale: fixed(1) }],
  ],
  shake: [
    [0, { x: own("x") }],
    [0.2, { x: own("x", -6) }],
    [0.4, { x: own("x", 6) }],
    [0.6, { x: own("x", -6) }],
    [0.8, { x: own("x", 6) }],
    [1, { x: own("x") }],
  ],
  spin: [
    [0, { rotation: own("rotation") }],
    [1, { rotation: own("rotation", 360) }],
  ],
};

/**
 * A preset as keyframe tracks (the timeline's presets are shortcuts that write keyframes): the motion
 * starts `startMs` into the animation and lasts `durationMs`, from the hidden state to the layer's own
 * (`reverse` plays it the other way, for an exit). Values come from the layer's props in the base size.
 */
export function presetTracks(
  preset: PresetName,
  props: LayerProps,
  startMs: number,
  durationMs: number,
  easing: KeyframeEasing,
  reverse = false,
): KeyframeTrack[] {
  const o: Own = {
    x: props.posleft ?? 0,
    y: props.postop ?? 0,
    opacity: props.opacity ?? 1,
    rotation: props.rotation ?? 0,
  };
  const tracks = new Map<KeyframeProperty, KeyframeTrack>();
  for (const [share, values] of PRESET_STOPS[preset]) {
    const atMs = Math.round(startMs + (reverse ? 1 - share : share) * durationMs);
    for (const [property, compute] of Object.entries(values) as [KeyframeProperty, (o: Own) => number][]) {
      const track = tracks.get(property) ?? { property, keyframes: [] };
      track.keyframes.push({ atMs, value: Math.round(compute(o) * 1000) / 1000, easing });
      tracks.set(property, track);
    }
  }
  for (const track of tracks.values()) track.keyframes.sort((a, b) => a.atMs - b.atMs);
  return [...tracks.values()];
}
