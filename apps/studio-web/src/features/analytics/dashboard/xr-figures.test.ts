import type { AnalyticsCounts } from "@adstudio/api-client";
import { describe, expect, it } from "vitest";
import { formatDwell, showsXr, xrTiles } from "./xr-figures";

const counts = (xr: Partial<AnalyticsCounts> = {}): AnalyticsCounts => ({
  impressions: 4,
  viewable: 2,
  clicks: 1,
  interactions: 1,
  engagements: 1,
  videoStarts: 0,
  videoCompletes: 0,
  qrScans: 0,
  cameraGranted: 0,
  cameraRefused: 0,
  targetFound: 0,
  targetLost: 0,
  targetDwellMs: 0,
  invalid: 0,
  previewViews: 0,
  ...xr,
});

describe("the dashboard's XR figures", () => {
  it("show for AI tracker ads: filtered to the format, or once an XR event was counted", () => {
    expect(showsXr(counts(), undefined)).toBe(false);
    expect(showsXr(counts(), "ai-tracker")).toBe(true);
    expect(showsXr(counts({ cameraRefused: 1 }), undefined)).toBe(true);
  });

  it("read camera, poster and time on the poster in words", () => {
    const tiles = xrTiles(
      counts({ cameraGranted: 3, cameraRefused: 1, targetFound: 2, targetDwellMs: 83_400 }),
    );
    expect(tiles.map((t) => `${t.label}: ${t.value}`)).toEqual([
      "Camera allowed: 3",
      "Camera refused: 1",
      "Poster found: 2",
      "Poster lost: 0",
      "Time on poster: 1 min 23 s",
    ]);
    expect(formatDwell(12_400)).toBe("12 s");
    expect(formatDwell(3_780_000)).toBe("1 h 3 min");
  });
});
