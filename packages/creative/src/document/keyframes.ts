import * as v from "valibot";
import { Colour } from "../props/values";

/** The easings an animation or a keyframe can name; `spring` overshoots a little. */
export const EASINGS = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "spring"] as const;
export type EasingName = (typeof EASINGS)[number];

/**
 * A custom easing curve, CSS `cubic-bezier(x1, y1, x2, y2)`: the x values are times and stay within
 * 0..1 (as CSS requires), the y values may overshoot (a bounce past the target).
 */
export const CubicBezierSchema = v.strictObject({
  type: v.literal("cubic-bezier"),
  x1: v.pipe(v.number(), v.minValue(0, "x1 runs from 0 to 1."), v.maxValue(1, "x1 runs from 0 to 1.")),
  y1: v.pipe(v.number(), v.finite(), v.minValue(-5), v.maxValue(5)),
  x2: v.pipe(v.number(), v.minValue(0, "x2 runs from 0 to 1."), v.maxValue(1, "x2 runs from 0 to 1.")),
  y2: v.pipe(v.number(), v.finite(), v.minValue(-5), v.maxValue(5)),
});
export type CubicBezier = v.InferOutput<typeof CubicBezierSchema>;

/** How a keyframe moves on to the next one: a named easing or a custom curve. */
export const KeyframeEasingSchema = v.union([v.picklist(EASINGS), CubicBezierSchema]);
export type KeyframeEasing = v.InferOutput<typeof KeyframeEasingSchema>;

/** A property's keyframes, at most this many (the timeline stays readable, the CSS small). */
export const MAX_TRACK_KEYFRAMES = 20;

const range = (min: number, max: number, unit: string) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.minValue(min, `Use at least ${min}${unit}.`),
    v.maxValue(max, `Use at most ${max}${unit}.`),
  );

/**
 * The properties a keyframe track animates, with the values they take. Position and size are the
 * layer's own left/top/width/height in the base size's pixels; rotation is the layer's angle in degrees;
 * opacity 0..1; scale a factor; blur in px; brightness a factor (1 unchanged); colours as the panel writes.
 */
export const KEYFRAME_VALUES = {
  x: range(-10_000, 10_000, " px"),
  y: range(-10_000, 10_000, " px"),
  width: range(0, 10_000, " px"),
  height: range(0, 10_000, " px"),
  rotation: range(-3600, 3600, "°"),
  opacity: range(0, 1, ""),
  scale: range(0, 10, ""),
  color: Colour,
  background: Colour,
  blur: range(0, 100, " px"),
  brightness: range(0, 10, ""),
} as const;
export type KeyframeProperty = keyof typeof KEYFRAME_VALUES;
export const KEYFRAME_PROPERTIES = Object.keys(KEYFRAME_VALUES) as KeyframeProperty[];
export type KeyframeValue<P extends KeyframeProperty = KeyframeProperty> = v.InferOutput<
  (typeof KEYFRAME_VALUES)[P]
>;

/** The properties whose values are colours (the others are numbers). */
export const COLOUR_PROPERTIES: ReadonlySet<KeyframeProperty> = new Set(["color", "background"]);

/** When a keyframe is, in ms after its animation starts (after the delay); at most 10 minutes. */
const AtMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000));

const trackSchema = <P extends KeyframeProperty>(property: P) =>
  v.strictObject({
    property: v.literal(property),
    keyframes: v.pipe(
      v.array(
        v.strictObject({
          atMs: AtMs,
          value: KEYFRAME_VALUES[property],
          /** Towards the next keyframe; without it, the animation's easing. */
          easing: v.optional(KeyframeEasingSchema),
        }),
      ),
      v.minLength(1, "A property track has at least one keyframe."),
      v.maxLength(MAX_TRACK_KEYFRAMES, `A property has at most ${MAX_TRACK_KEYFRAMES} keyframes.`),
      v.check(
        (frames) => new Set(frames.map((f) => f.atMs)).size === frames.length,
        "Two keyframes of one property are at the same time.",
      ),
    ),
  });

/** One keyframe as a track holds it (its value is a number, or a colour for the colour properties). */
export interface TrackKeyframe {
  atMs: number;
  value: number | string;
  easing?: KeyframeEasing;
}
/** One property's keyframes in an animation (any order; the render sorts them by time). */
export interface KeyframeTrack {
  property: KeyframeProperty;
  keyframes: TrackKeyframe[];
}

// Each property checks its own values; the type is the plain shape every consumer reads.
export const KeyframeTrackSchema = v.variant(
  "property",
  KEYFRAME_PROPERTIES.map(trackSchema) as unknown as [ReturnType<typeof trackSchema<"x">>],
) as unknown as v.GenericSchema<KeyframeTrack>;

/** The tracks of one animation: one per property. */
export const KeyframeTracksSchema = v.pipe(
  v.array(KeyframeTrackSchema),
  v.maxLength(KEYFRAME_PROPERTIES.length),
  v.check(
    (tracks) => new Set(tracks.map((t) => t.property)).size === tracks.length,
    "An animation has one track per property.",
  ),
);

/** What each property is called in the editor (the timeline's rows, undo steps, screen readers). */
export const KEYFRAME_LABELS: Record<KeyframeProperty, string> = {
  x: "X",
  y: "Y",
  width: "Width",
  height: "Height",
  rotation: "Rotation",
  opacity: "Opacity",
  scale: "Scale",
  color: "Text colour",
  background: "Background colour",
  blur: "Blur",
  brightness: "Brightness",
};

/** The layer props a property's keyframe starts from (scale, blur and brightness have none). */
interface RestingProps {
  posleft?: number;
  postop?: number;
  width?: number;
  height?: number;
  rotation?: number;
  opacity?: number;
  fontColor?: string;
  background?: string;
}

/** A property's value on a layer at rest: what a new keyframe takes when its track has none yet. */
export function restingValue(props: RestingProps, property: KeyframeProperty): number | string {
  switch (property) {
    case "x":
      return props.posleft ?? 0;
    case "y":
      return props.postop ?? 0;
    case "width":
      return props.width ?? 100;
    case "height":
      return props.height ?? 100;
    case "rotation":
      return props.rotation ?? 0;
    case "opacity":
      return props.opacity ?? 1;
    case "scale":
      return 1;
    case "color":
      return props.fontColor ?? "#000000";
    case "background":
      return props.background ?? "#ffffff";
    case "blur":
      return 0;
    case "brightness":
      return 1;
  }
}
