import { describe, expect, it } from "vitest";
import { lagNote, updatedAgo } from "./figures-freshness";

const at = Date.parse("2026-11-29T10:00:00Z");

describe("updatedAgo", () => {
  it("counts seconds, then minutes, then hours since the figures arrived", () => {
    expect(updatedAgo(at, at)).toBe("Updated 0 s ago");
    expect(updatedAgo(at, at + 4_900)).toBe("Updated 4 s ago");
    expect(updatedAgo(at, at + 59_999)).toBe("Updated 59 s ago");
    expect(updatedAgo(at, at + 60_000)).toBe("Updated 1 min ago");
    expect(updatedAgo(at, at + 3_599_000)).toBe("Updated 59 min ago");
    expect(updatedAgo(at, at + 7_200_000)).toBe("Updated 2 h ago");
  });

  it("never says a negative age (a clock stepped back)", () => {
    expect(updatedAgo(at, at - 3_000)).toBe("Updated 0 s ago");
  });
});

describe("lagNote", () => {
  it("says nothing while the summaries keep within 5 s, and how far they trail beyond", () => {
    expect(lagNote(undefined)).toBeNull();
    expect(lagNote({ asOf: "2026-11-29T10:00:00.000Z", rollupLagSeconds: 5 })).toBeNull();
    expect(lagNote({ asOf: "2026-11-29T10:00:00.000Z", rollupLagSeconds: 1200 })).toBe(
      "Summaries trail by 1,200 s; the newest events are counted one by one, so loading is slower.",
    );
  });
});
