import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { documentOf, layer } from "../render/__fixtures__/documents";
import { easeAt, trackValueAt } from "./animation-time";
import { type Animation, AnimationSchema } from "./behaviour";
import { AdDocumentSchema } from "./document";
import { presetTracks } from "./keyframe-presets";

const keyframed = (extra: Partial<Animation> = {}): Animation => ({
  trigger: "entrance",
  preset: "keyframes",
  delayMs: 0,
  durationMs: 2000,
  easing: "linear",
  iterations: 1,
  tracks: [
    {
      property: "opacity",
      keyframes: [
        { atMs: 0, value: 0 },
        { atMs: 1000, value: 1, easing: { type: "cubic-bezier", x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 } },
        { atMs: 2000, value: 0.5 },
      ],
    },
    { property: "background", keyframes: [{ atMs: 500, value: "#ff0044" }] },
  ],
  ...extra,
});

const messages = (input: unknown) => {
  const result = v.safeParse(AnimationSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe("keyframe tracks", () => {
  it("parses per-property keyframes with named and custom easings", () => {
    expect(messages(keyframed())).toEqual([]);
  });

  it("still parses documents saved before tracks (shared stops, one easing)", () => {
    const doc = documentOf("mini", {
      layers: {
        t: layer(
          "t",
          { kind: "text", text: "Hi" },
          {
            animations: [
              {
                trigger: "entrance",
                preset: "keyframes",
                keyframes: [
                  { offset: 0, opacity: 0, x: -20 },
                  { offset: 1, opacity: 1, x: 0 },
                ],
                delayMs: 0,
                durationMs: 800,
                easing: "ease-out",
                iterations: 1,
              },
            ],
          },
        ),
      },
    });
    expect(v.safeParse(AdDocumentSchema, doc).success).toBe(true);
  });

  it("says what is wrong: a curve's x outside 0..1, a keyframe after the end, two at one time, too many", () => {
    const bad = keyframed();
    const opacity = bad.tracks?.[0];
    if (opacity?.keyframes[1])
      opacity.keyframes[1].easing = { type: "cubic-bezier", x1: 1.5, y1: 0, x2: 0.5, y2: 1 };
    expect(messages(bad)).toContain("x1 runs from 0 to 1.");
    expect(messages(keyframed({ durationMs: 1500 }))).toEqual([
      "A keyframe lies after the animation ends: make the duration at least as long as the last keyframe's time.",
    ]);
    const twice = keyframed({
      tracks: [
        {
          property: "x",
          keyframes: [
            { atMs: 100, value: 1 },
            { atMs: 100, value: 2 },
          ],
        },
      ],
    });
    expect(messages(twice)).toEqual(["Two keyframes of one property are at the same time."]);
    const many = Array.from({ length: 21 }, (_, i) => ({ atMs: i * 10, value: i }));
    expect(messages(keyframed({ tracks: [{ property: "x", keyframes: many }] }))).toEqual([
      "A property has at most 20 keyframes.",
    ]);
    expect(
      messages(keyframed({ tracks: [{ property: "opacity", keyframes: [{ atMs: 0, value: 2 }] }] })),
    ).toEqual(["Use at most 1."]);
    expect(
      messages(keyframed({ tracks: [{ property: "color", keyframes: [{ atMs: 0, value: "red;x" }] }] })),
    ).toEqual(["Use a colour such as #ff0044."]);
  });
});

describe("keyframe values in time", () => {
  it("holds the first value before the first keyframe and the last after the last, eases in between", () => {
    const track = {
      property: "x" as const,
      keyframes: [
        { atMs: 1000, value: 100 },
        { atMs: 2000, value: 200 },
      ],
    };
    expect(trackValueAt(track, "linear", 0)).toBe(100);
    expect(trackValueAt(track, "linear", 1500)).toBeCloseTo(150, 3);
    expect(trackValueAt(track, "linear", 3000)).toBe(200);
    // Ease-in starts slowly: halfway through the time it is not halfway there yet.
    expect(trackValueAt(track, "ease-in", 1500)).toBeLessThan(150);
  });

  it("follows a custom curve as CSS does (ease-out's curve ends where it starts)", () => {
    expect(easeAt({ type: "cubic-bezier", x1: 0, y1: 0, x2: 1, y2: 1 }, 0.3)).toBeCloseTo(0.3, 5);
    expect(easeAt("ease-out", 0)).toBeCloseTo(0, 5);
    expect(easeAt("ease-out", 1)).toBeCloseTo(1, 5);
    expect(easeAt({ type: "cubic-bezier", x1: 0.1, y1: 0.8, x2: 0.3, y2: 1 }, 0.5)).toBeGreaterThan(0.9);
  });
});

describe("presets as keyframes", () => {
  it("a slide from the left writes position and opacity keyframes ending at the layer's own", () => {
    const tracks = presetTracks(
      "slide-right",
      { posleft: 30, postop: 5, opacity: 0.8 },
      500,
      400,
      "ease-out",
    );
    expect(tracks).toEqual([
      {
        property: "x",
        keyframes: [
          { atMs: 500, value: -10, easing: "ease-out" },
          { atMs: 900, value: 30, easing: "ease-out" },
        ],
      },
      {
        property: "opacity",
        keyframes: [
          { atMs: 500, value: 0, easing: "ease-out" },
          { atMs: 900, value: 0.8, easing: "ease-out" },
        ],
      },
    ]);
  });

  it("an exit plays the preset the other way", () => {
    const [opacity] = presetTracks("fade", {}, 0, 1000, "ease-in", true);
    expect(opacity?.keyframes.map((k) => [k.atMs, k.value])).toEqual([
      [0, 1],
      [1000, 0],
    ]);
  });
});
