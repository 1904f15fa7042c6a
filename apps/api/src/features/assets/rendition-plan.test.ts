import { describe, expect, it } from "vitest";
import { renditionPlan } from "./rendition-plan.js";

const plan = (width: number, height: number) =>
  renditionPlan(width, height).map((r) => `${r.label} ${r.mime} ${r.width}x${r.height}`);

describe("renditionPlan", () => {
  it("makes every step up to 1080p of a 1080p source, and its WebM at 720p", () => {
    expect(plan(1920, 1080)).toEqual([
      "360p video/mp4 640x360",
      "480p video/mp4 854x480",
      "720p video/mp4 1280x720",
      "1080p video/mp4 1920x1080",
      "720p video/webm 1280x720",
    ]);
  });

  it("never upscales: a 640 × 360 source gets 360p only", () => {
    expect(plan(640, 360)).toEqual(["360p video/mp4 640x360", "360p video/webm 640x360"]);
  });

  it("counts a portrait video's lines across its width", () => {
    expect(plan(720, 1280)).toEqual([
      "360p video/mp4 360x640",
      "480p video/mp4 480x854",
      "720p video/mp4 720x1280",
      "720p video/webm 720x1280",
    ]);
  });

  it("makes none of a source under 360 lines (its source is the only file)", () => {
    expect(plan(480, 270)).toEqual([]);
  });
});
