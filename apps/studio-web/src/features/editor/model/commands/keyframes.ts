import {
  type AdDocument,
  type Animation,
  KEYFRAME_LABELS,
  type KeyframeEasing,
  type KeyframeProperty,
  type KeyframeTrack,
  MAX_TRACK_KEYFRAMES,
  type PresetName,
  presetTracks,
} from "@adstudio/creative/document";
import { defineCommand } from "./command";

// A layer's keyframes as the timeline edits them. Times here are page times (ms after the page shows),
// as the timeline's ruler shows them; the layer's keyframed animation stores them after its delay.

/** The most animations a layer holds (the document schema's limit). */
const MAX_ANIMATIONS = 10;
/** The longest an animation may be (the document schema's limit). */
const MAX_MS = 600_000;

/** One keyframe of a layer, by property and page time. */
export interface KeyframeKey {
  property: KeyframeProperty;
  timeMs: number;
}

/** A copied keyframe: its time after the first copied one, so a paste keeps the spacing. */
export interface CopiedKeyframe {
  property: KeyframeProperty;
  offsetMs: number;
  value: number | string;
  easing?: KeyframeEasing;
}

/** The layer's keyframed animation (the first with tracks), or undefined. */
export function keyframeAnimation(animations: readonly Animation[]): Animation | undefined {
  return animations.find((a) => a.preset === "keyframes" && a.tracks !== undefined);
}

const property = (p: KeyframeProperty) => KEYFRAME_LABELS[p].toLowerCase();
const clampTime = (timeMs: number) => Math.max(0, Math.min(MAX_MS, Math.round(timeMs)));

/** The layer's keyframed animation, made (an entrance from the page's start) when it has none yet. */
function ensureAnimation(draft: AdDocument, id: string): Animation | undefined {
  const layer = draft.layers[id];
  if (!layer) return undefined;
  const found = keyframeAnimation(layer.animations);
  if (found) return found;
  if (layer.animations.length >= MAX_ANIMATIONS) return undefined;
  const made: Animation = {
    trigger: "entrance",
    preset: "keyframes",
    delayMs: 0,
    durationMs: 1,
    easing: "linear",
    iterations: 1,
    tracks: [],
  };
  layer.animations.push(made);
  return layer.animations[layer.animations.length - 1];
}

/**
 * Where page time `timeMs` falls in the animation (ms after its delay), stretching the animation to
 * reach it: an earlier time starts it sooner (every keyframe keeps its page time), a later one ends it later.
 */
function placeAt(animation: Animation, timeMs: number): number {
  const t = clampTime(timeMs);
  if (t < animation.delayMs) {
    const shift = animation.delayMs - t;
    for (const track of animation.tracks ?? []) for (const k of track.keyframes) k.atMs += shift;
    animation.durationMs += shift;
    animation.delayMs = t;
  }
  const at = t - animation.delayMs;
  animation.durationMs = Math.max(animation.durationMs, at, 1);
  return at;
}

function trackOf(animation: Animation, p: KeyframeProperty, create: boolean): KeyframeTrack | undefined {
  animation.tracks ??= [];
  const found = animation.tracks.find((t) => t.property === p);
  if (found || !create) return found;
  animation.tracks.push({ property: p, keyframes: [] });
  return animation.tracks[animation.tracks.length - 1];
}

/** Sets (or adds) a keyframe; false when the track is full. */
function put(
  animation: Animation,
  p: KeyframeProperty,
  timeMs: number,
  value: number | string,
  easing?: KeyframeEasing,
) {
  const track = trackOf(animation, p, true);
  if (!track) return false;
  const at = placeAt(animation, timeMs);
  const existing = track.keyframes.find((k) => k.atMs === at);
  if (existing) {
    existing.value = value;
    if (easing) existing.easing = easing;
    return true;
  }
  if (track.keyframes.length >= MAX_TRACK_KEYFRAMES) return false;
  track.keyframes.push({
    atMs: at,
    value,
    ...(easing ? { easing } : {}),
  });
  track.keyframes.sort((a, b) => a.atMs - b.atMs);
  return true;
}

/** The keyframe at a page time, if the layer has one there. */
function find(draft: AdDocument, id: string, key: KeyframeKey) {
  const animation = keyframeAnimation(draft.layers[id]?.animations ?? []);
  if (!animation) return undefined;
  const track = trackOf(animation, key.property, false);
  const keyframe = track?.keyframes.find((k) => k.atMs === Math.round(key.timeMs) - animation.delayMs);
  return keyframe && track ? { animation, track, keyframe } : undefined;
}

/**
 * When the keyframe that ended the animation moves earlier or goes, the animation ends at its last
 * keyframe again (a duration set longer on purpose, with no keyframe at its end, is kept).
 */
function endAtLastKeyframe(animation: Animation, endedIt: boolean) {
  if (!endedIt) return;
  const last = Math.max(0, ...(animation.tracks ?? []).flatMap((t) => t.keyframes.map((k) => k.atMs)));
  animation.durationMs = Math.max(1, last);
}

/** Drops empty tracks, and the keyframed animation once it has none. */
function tidy(draft: AdDocument, id: string) {
  const layer = draft.layers[id];
  const animation = layer && keyframeAnimation(layer.animations);
  if (!layer || !animation?.tracks) return;
  animation.tracks = animation.tracks.filter((t) => t.keyframes.length > 0);
  if (animation.tracks.length === 0) layer.animations.splice(layer.animations.indexOf(animation), 1);
}

/** Add a keyframe of a property at a page time (or set the value of the one there). */
export const addKeyframeCommand = defineCommand<{
  id: string;
  property: KeyframeProperty;
  timeMs: number;
  value: number | string;
  easing?: KeyframeEasing;
}>({
  id: "keyframes.add",
  label: (args) => `Add ${property(args.property)} keyframe`,
  apply(draft, { id, property: p, timeMs, value, easing }) {
    const animation = ensureAnimation(draft, id);
    if (animation) put(animation, p, timeMs, value, easing);
    tidy(draft, id);
  },
});

/** Move a keyframe to another page time; a time its property already has a keyframe at is refused. */
export const moveKeyframeCommand = defineCommand<{ id: string; key: KeyframeKey; toMs: number }>({
  id: "keyframes.move",
  label: () => "Move keyframe",
  apply(draft, { id, key, toMs }) {
    const found = find(draft, id, key);
    if (!found || find(draft, id, { property: key.property, timeMs: clampTime(toMs) })) return;
    const { animation, track, keyframe } = found;
    const endedIt = keyframe.atMs === animation.durationMs;
    track.keyframes.splice(track.keyframes.indexOf(keyframe), 1);
    put(animation, key.property, toMs, keyframe.value, keyframe.easing);
    endAtLastKeyframe(animation, endedIt);
  },
});

/** Delete keyframes (one undo step however many). */
export const removeKeyframesCommand = defineCommand<{ id: string; keys: readonly KeyframeKey[] }>({
  id: "keyframes.remove",
  label: ({ keys }) => (keys.length === 1 ? "Delete keyframe" : "Delete keyframes"),
  apply(draft, { id, keys }) {
    for (const key of keys) {
      const found = find(draft, id, key);
      if (!found) continue;
      const endedIt = found.keyframe.atMs === found.animation.durationMs;
      found.track.keyframes.splice(found.track.keyframes.indexOf(found.keyframe), 1);
      endAtLastKeyframe(found.animation, endedIt);
    }
    tidy(draft, id);
  },
});

/** Set the easing from a keyframe to the next: a named one or a custom curve. */
export const setKeyframeEasingCommand = defineCommand<{
  id: string;
  key: KeyframeKey;
  easing: KeyframeEasing;
}>({
  id: "keyframes.easing",
  label: () => "Set keyframe easing",
  apply(draft, { id, key, easing }) {
    const found = find(draft, id, key);
    if (found) found.keyframe.easing = easing;
  },
});

/** Set a keyframe's value. */
export const setKeyframeValueCommand = defineCommand<{
  id: string;
  key: KeyframeKey;
  value: number | string;
}>({
  id: "keyframes.value",
  label: (args) => `Set ${property(args.key.property)} keyframe`,
  apply(draft, { id, key, value }) {
    const found = find(draft, id, key);
    if (found) found.keyframe.value = value;
  },
});

/** Paste copied keyframes onto a layer, the first at a page time, the others keeping their spacing. */
export const pasteKeyframesCommand = defineCommand<{
  id: string;
  timeMs: number;
  keyframes: readonly CopiedKeyframe[];
}>({
  id: "keyframes.paste",
  label: ({ keyframes }) => (keyframes.length === 1 ? "Paste keyframe" : "Paste keyframes"),
  apply(draft, { id, timeMs, keyframes }) {
    if (keyframes.length === 0) return;
    const animation = ensureAnimation(draft, id);
    if (!animation) return;
    for (const k of keyframes) put(animation, k.property, timeMs + k.offsetMs, k.value, k.easing);
    tidy(draft, id);
  },
});

/**
 * A preset as keyframes at a page time (the presets are shortcuts): a fade writes opacity keyframes, a
 * slide position and opacity, from the layer's own values in the base size.
 */
export const applyPresetCommand = defineCommand<{
  id: string;
  preset: PresetName;
  timeMs: number;
  durationMs: number;
  easing: KeyframeEasing;
  exit?: boolean;
  presetLabel: string;
}>({
  id: "keyframes.preset",
  label: ({ presetLabel }) => `Add ${presetLabel.toLowerCase()} keyframes`,
  apply(draft, { id, preset, timeMs, durationMs, easing, exit }) {
    const layer = draft.layers[id];
    const animation = layer && ensureAnimation(draft, id);
    if (!layer || !animation) return;
    for (const track of presetTracks(preset, layer.props, timeMs, durationMs, easing, exit))
      for (const k of track.keyframes) put(animation, track.property, k.atMs, k.value, k.easing);
    tidy(draft, id);
  },
});

/** The keyframes at `keys` as a clipboard holds them (not an edit). */
export function copiedKeyframes(
  document: AdDocument,
  id: string,
  keys: readonly KeyframeKey[],
): CopiedKeyframe[] {
  const animation = keyframeAnimation(document.layers[id]?.animations ?? []);
  if (!animation) return [];
  const found = keys.flatMap((key) => {
    const track = animation.tracks?.find((t) => t.property === key.property);
    const k = track?.keyframes.find((f) => f.atMs + animation.delayMs === Math.round(key.timeMs));
    return k
      ? [{ property: key.property, timeMs: k.atMs + animation.delayMs, value: k.value, easing: k.easing }]
      : [];
  });
  const first = Math.min(...found.map((k) => k.timeMs));
  return found.map(({ timeMs, easing, ...k }) => ({
    ...k,
    offsetMs: timeMs - first,
    ...(easing ? { easing } : {}),
  }));
}
