import { describe, expect, it } from "vitest";
import {
  addKeyframeCommand,
  applyPresetCommand,
  copiedKeyframes,
  moveKeyframeCommand,
  pasteKeyframesCommand,
  removeKeyframesCommand,
  setKeyframeEasingCommand,
  setKeyframeValueCommand,
} from "./keyframes";
import { steps, storeWith } from "./test-store";

const curve = { type: "cubic-bezier" as const, x1: 0.2, y1: 0.9, x2: 0.4, y2: 1 };

function setup() {
  const store = storeWith(
    { name: "Logo", props: { posleft: 10, postop: 20, width: 50, height: 20, opacity: 0.9 } },
    { name: "Tagline", props: { posleft: 0, postop: 0, width: 80, height: 20 } },
  );
  const animation = (id = "text-1") => store.getState().document.layers[id]?.animations[0];
  const run = store.getState().run;
  return { store, animation, run };
}

describe("keyframe commands", () => {
  it("adds keyframes per property at page times into one keyframed entrance, one named step each", () => {
    const { store, animation, run } = setup();
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 0, value: 0 });
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 1500, value: 1 });
    run(addKeyframeCommand, { id: "text-1", property: "x", timeMs: 750, value: 40 });
    expect(animation()).toEqual({
      trigger: "entrance",
      preset: "keyframes",
      delayMs: 0,
      durationMs: 1500,
      easing: "linear",
      iterations: 1,
      tracks: [
        {
          property: "opacity",
          keyframes: [
            { atMs: 0, value: 0 },
            { atMs: 1500, value: 1 },
          ],
        },
        { property: "x", keyframes: [{ atMs: 750, value: 40 }] },
      ],
    });
    expect(steps(store)).toEqual(["Add opacity keyframe", "Add opacity keyframe", "Add x keyframe"]);
    store.getState().undo();
    expect(animation()?.tracks).toHaveLength(1);
  });

  it("moves a keyframe (stretching the animation to a later time) and refuses a taken time", () => {
    const { store, animation, run } = setup();
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 0, value: 0 });
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 1000, value: 1 });
    run(moveKeyframeCommand, { id: "text-1", key: { property: "opacity", timeMs: 1000 }, toMs: 2500 });
    expect(animation()?.durationMs).toBe(2500);
    expect(animation()?.tracks?.[0]?.keyframes.map((k) => k.atMs)).toEqual([0, 2500]);
    run(moveKeyframeCommand, { id: "text-1", key: { property: "opacity", timeMs: 2500 }, toMs: 0 });
    // Back from the end, the animation ends at its last keyframe again.
    run(moveKeyframeCommand, { id: "text-1", key: { property: "opacity", timeMs: 2500 }, toMs: 1200 });
    expect(animation()?.durationMs).toBe(1200);
    expect(steps(store).slice(0, 3)).toEqual([
      "Add opacity keyframe",
      "Add opacity keyframe",
      "Move keyframe",
    ]);
  });

  it("keeps every keyframe's page time when one is placed before the animation's delay", () => {
    const { animation, run } = setup();
    run(addKeyframeCommand, { id: "text-1", property: "x", timeMs: 1000, value: 0 });
    run(addKeyframeCommand, { id: "text-1", property: "x", timeMs: 2000, value: 100 });
    run(moveKeyframeCommand, { id: "text-1", key: { property: "x", timeMs: 1000 }, toMs: 500 });
    // Created at delay 0, so page times and keyframe times agree.
    expect(animation()?.tracks?.[0]?.keyframes.map((k) => k.atMs)).toEqual([500, 2000]);
  });

  it("sets a keyframe's easing to a custom curve and its value; deletes keyframes in one step", () => {
    const { store, animation, run } = setup();
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 0, value: 0 });
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 1000, value: 1 });
    run(setKeyframeEasingCommand, { id: "text-1", key: { property: "opacity", timeMs: 0 }, easing: curve });
    run(setKeyframeValueCommand, { id: "text-1", key: { property: "opacity", timeMs: 1000 }, value: 0.5 });
    expect(animation()?.tracks?.[0]?.keyframes).toEqual([
      { atMs: 0, value: 0, easing: curve },
      { atMs: 1000, value: 0.5 },
    ]);
    run(removeKeyframesCommand, {
      id: "text-1",
      keys: [
        { property: "opacity", timeMs: 0 },
        { property: "opacity", timeMs: 1000 },
      ],
    });
    // The last keyframe gone, the keyframed animation goes too.
    expect(store.getState().document.layers["text-1"]?.animations).toEqual([]);
    expect(steps(store).slice(2)).toEqual([
      "Set keyframe easing",
      "Set opacity keyframe",
      "Delete keyframes",
    ]);
    store.getState().undo();
    expect(animation()?.tracks?.[0]?.keyframes).toHaveLength(2);
  });

  it("copies keyframes and pastes them onto another layer at another time, keeping their spacing", () => {
    const { store, animation, run } = setup();
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 500, value: 0, easing: curve });
    run(addKeyframeCommand, { id: "text-1", property: "opacity", timeMs: 1500, value: 1 });
    const copied = copiedKeyframes(store.getState().document, "text-1", [
      { property: "opacity", timeMs: 500 },
      { property: "opacity", timeMs: 1500 },
    ]);
    expect(copied).toEqual([
      { property: "opacity", offsetMs: 0, value: 0, easing: curve },
      { property: "opacity", offsetMs: 1000, value: 1 },
    ]);
    run(pasteKeyframesCommand, { id: "text-2", timeMs: 2000, keyframes: copied });
    expect(animation("text-2")?.tracks?.[0]?.keyframes).toEqual([
      { atMs: 2000, value: 0, easing: curve },
      { atMs: 3000, value: 1 },
    ]);
    expect(steps(store).at(-1)).toBe("Paste keyframes");
  });

  it("writes a preset as keyframes from the layer's own values at the playhead", () => {
    const { store, animation, run } = setup();
    run(applyPresetCommand, {
      id: "text-1",
      preset: "slide-up",
      timeMs: 1000,
      durationMs: 500,
      easing: "ease-out",
      presetLabel: "Slide up",
    });
    expect(animation()?.tracks).toEqual([
      {
        property: "y",
        keyframes: [
          { atMs: 1000, value: 60, easing: "ease-out" },
          { atMs: 1500, value: 20, easing: "ease-out" },
        ],
      },
      {
        property: "opacity",
        keyframes: [
          { atMs: 1000, value: 0, easing: "ease-out" },
          { atMs: 1500, value: 0.9, easing: "ease-out" },
        ],
      },
    ]);
    expect(steps(store)).toEqual(["Add slide up keyframes"]);
  });

  it("a keyframe the layer does not have changes nothing and makes no step", () => {
    const { store, run } = setup();
    run(removeKeyframesCommand, { id: "text-1", keys: [{ property: "x", timeMs: 0 }] });
    run(setKeyframeEasingCommand, { id: "text-1", key: { property: "x", timeMs: 0 }, easing: "ease" });
    run(moveKeyframeCommand, { id: "text-1", key: { property: "x", timeMs: 0 }, toMs: 10 });
    expect(steps(store)).toEqual([]);
  });
});
