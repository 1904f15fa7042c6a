import * as v from "valibot";
import { ExitNameSchema, IdSchema } from "./ids";
import { EASINGS, KeyframeTracksSchema } from "./keyframes";

/** Milliseconds with an upper bound: the HTML5 validators reject animation over 30 s anyway. */
const Millis = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000));

export const ANIMATION_TRIGGERS = ["entrance", "exit", "loop"] as const;
export const ANIMATION_PRESETS = [
  "fade",
  "slide-left",
  "slide-right",
  "slide-up",
  "slide-down",
  "zoom",
  "bounce",
  "pulse",
  "shake",
  "spin",
  "keyframes",
] as const;

/**
 * One stop of a custom animation of the first format (still read and played); `offset` runs from 0
 * (start) to 1 (end). The timeline writes per-property `tracks` instead.
 */
export const KeyframeSchema = v.strictObject({
  offset: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  opacity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  x: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-10_000), v.maxValue(10_000))),
  y: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-10_000), v.maxValue(10_000))),
  scale: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10))),
  rotation: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-3600), v.maxValue(3600))),
});

/**
 * Entrance, exit and loop animations (element name `animation`): a preset, or `keyframes` with its own
 * stops, either per property (`tracks`, each keyframe `atMs` after the delay with its own easing) or, in
 * documents of the first format, shared stops (`keyframes`). A loop repeats `iterations` times (0 means
 * forever; validate flags forever as over 30 s). `easing` is the preset's, and a keyframe's without one.
 */
export const AnimationSchema = v.pipe(
  v.strictObject({
    trigger: v.picklist(ANIMATION_TRIGGERS),
    preset: v.picklist(ANIMATION_PRESETS),
    keyframes: v.optional(v.pipe(v.array(KeyframeSchema), v.minLength(2), v.maxLength(20))),
    tracks: v.optional(KeyframeTracksSchema),
    delayMs: Millis,
    durationMs: v.pipe(Millis, v.minValue(1)),
    easing: v.picklist(EASINGS),
    iterations: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  }),
  v.forward(
    v.check(
      (a) => (a.tracks ?? []).every((t) => t.keyframes.every((k) => k.atMs <= a.durationMs)),
      "A keyframe lies after the animation ends: make the duration at least as long as the last keyframe's time.",
    ),
    ["tracks"],
  ),
);
export type Animation = v.InferOutput<typeof AnimationSchema>;

/** The events an action can listen to. `timer` fires `afterMs` after the page shows. */
export const EVENT_TYPES = ["click", "tap", "hover", "swipe", "timer", "videoEnd"] as const;
export const SWIPE_DIRECTIONS = ["left", "right", "up", "down"] as const;

export const EventSchema = v.variant("type", [
  v.strictObject({ type: v.literal("click") }),
  v.strictObject({ type: v.literal("tap") }),
  v.strictObject({ type: v.literal("hover") }),
  v.strictObject({ type: v.literal("swipe"), direction: v.picklist(SWIPE_DIRECTIONS) }),
  v.strictObject({ type: v.literal("timer"), afterMs: Millis }),
  /** Fires when the named video layer ends. */
  v.strictObject({ type: v.literal("videoEnd"), layer: IdSchema }),
]);
export type AdEvent = v.InferOutput<typeof EventSchema>;

/** What happens: an exit through a named click tag, navigation, video control, expand/close, features. */
export const ActionKindSchema = v.variant("type", [
  v.strictObject({ type: v.literal("exit"), exit: ExitNameSchema }),
  v.strictObject({ type: v.literal("goToPage"), page: IdSchema }),
  v.strictObject({ type: v.literal("playVideo"), layer: IdSchema }),
  v.strictObject({ type: v.literal("pauseVideo"), layer: IdSchema }),
  /** Element name `jumpToVideo`: seek the video layer to a second and play. */
  v.strictObject({
    type: v.literal("seekVideo"),
    layer: IdSchema,
    seconds: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(86_400)),
  }),
  v.strictObject({ type: v.literal("expand") }),
  v.strictObject({ type: v.literal("collapse") }),
  v.strictObject({ type: v.literal("close") }),
  v.strictObject({ type: v.literal("downloadVCard"), feature: IdSchema }),
  /** Element name `richBot`: the scripted chat answers with the given step. */
  v.strictObject({ type: v.literal("richBotReply"), feature: IdSchema, step: IdSchema }),
  v.strictObject({ type: v.literal("showLayer"), layer: IdSchema }),
  v.strictObject({ type: v.literal("hideLayer"), layer: IdSchema }),
]);
export type AdAction = v.InferOutput<typeof ActionKindSchema>;

export const ActionSchema = v.strictObject({ on: EventSchema, do: ActionKindSchema });
export type LayerAction = v.InferOutput<typeof ActionSchema>;
