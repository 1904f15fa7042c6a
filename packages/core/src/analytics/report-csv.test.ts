import { describe, expect, it } from "vitest";
import { figuresCsv } from "./figures-csv";
import { type FigureCounts, formatPercent, percentOf } from "./report-csv";

const zero: FigureCounts = {
  impressions: 0,
  viewable: 0,
  clicks: 0,
  interactions: 0,
  engagements: 0,
  videoStarts: 0,
  videoCompletes: 0,
  qrScans: 0,
};

describe("figuresCsv", () => {
  it("writes a line per day and a Total line, rates as percentages and empty without a denominator", () => {
    const day = {
      ...zero,
      impressions: 8,
      viewable: 6,
      clicks: 1,
      interactions: 3,
      engagements: 2,
      qrScans: 4,
    };
    const csv = figuresCsv(
      "Day",
      [
        { label: "2026-11-24", ...day },
        { label: "2026-11-25", ...zero },
      ],
      day,
    );
    expect(csv.split("\r\n")).toEqual([
      "\ufeffDay,Impressions,Viewable impressions,Viewable rate (%),Clicks,CTR (%),Interactions,Engagement rate (%),Video starts,Video completes,Video completion rate (%),QR scans",
      "2026-11-24,8,6,75,1,12.5,3,25,0,0,,4",
      "2026-11-25,0,0,,0,,0,,0,0,,0",
      "Total,8,6,75,1,12.5,3,25,0,0,,4",
      "",
    ]);
  });
});

describe("percentOf and formatPercent", () => {
  it("rounds to two decimals and shows a dash when nothing was counted", () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(formatPercent(percentOf(1, 3))).toBe("33.33 %");
    expect(formatPercent(percentOf(1, 0))).toBe("–");
  });
});
