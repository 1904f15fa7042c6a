import { describe, expect, it } from "vitest";
import type { Animation } from "../document/behaviour";
import { documentOf, layer } from "../render/__fixtures__/documents";
import { validate } from "./index";

/** A keyframed opacity animation of `durationMs` (its last keyframe at the end). */
const keyframed = (extra: Partial<Animation>): Animation => ({
  trigger: "loop",
  preset: "keyframes",
  delayMs: 0,
  durationMs: 10_000,
  easing: "linear",
  iterations: 1,
  tracks: [
    {
      property: "opacity",
      keyframes: [
        { atMs: 0, value: 0 },
        { atMs: extra.durationMs ?? 10_000, value: 1 },
      ],
    },
  ],
  ...extra,
});

/** The animation-length messages of a 30-second format under the Google Ads profile. */
const lengthIssues = (animation: Animation) =>
  validate(
    {
      kind: "document",
      document: documentOf("bold", {
        layers: { t: layer("t", { kind: "text", text: "Hi" }, { animations: [animation] }) },
      }),
    },
    { profile: "google-ads" },
  )
    .filter((i) => i.code === "animation-length")
    .map((i) => [i.path, i.message]);

describe("the 30-second animation limit", () => {
  it("counts a keyframed animation's delay plus its duration times its repeats", () => {
    expect(lengthIssues(keyframed({ delayMs: 5000, durationMs: 12_000, iterations: 2 }))).toEqual([]);
    expect(lengthIssues(keyframed({ delayMs: 7000, durationMs: 12_000, iterations: 2 }))).toEqual([
      ["layers.t.animations.0", "This animation runs 31 s; Bold ads animate at most 30 s."],
    ]);
  });

  it("flags a keyframed loop that repeats forever", () => {
    expect(lengthIssues(keyframed({ iterations: 0 }))).toEqual([
      ["layers.t.animations.0", "This animation runs forever; Bold ads animate at most 30 s."],
    ]);
  });

  it("plays an entrance once, whatever its repeat count says", () => {
    expect(lengthIssues(keyframed({ trigger: "entrance", iterations: 0 }))).toEqual([]);
  });
});
