import { describe, expect, it } from "vitest";
import { aboutCount, totalText } from "./list-total";

describe("aboutCount", () => {
  it("rounds an estimate to two significant digits with its unit", () => {
    expect(aboutCount(1_234_567)).toBe("about 1.2\u00a0M");
    expect(aboutCount(15_300)).toBe("about 15\u00a0K");
    expect(aboutCount(10_001)).toBe("about 10\u00a0K");
    expect(aboutCount(123_456)).toBe("about 120\u00a0K");
    expect(aboutCount(1_250_000)).toBe("about 1.3\u00a0M");
  });

  it("moves up a unit when rounding reaches it", () => {
    expect(aboutCount(999_999)).toBe("about 1\u00a0M");
    expect(aboutCount(99_999)).toBe("about 100\u00a0K");
  });

  it("shows small counts without a unit", () => {
    expect(aboutCount(940)).toBe("about 940");
  });
});

describe("totalText", () => {
  it("shows an exact total as it is, however large", () => {
    expect(totalText({ total: 23, totalEstimated: false })).toBe("23");
    expect(totalText({ total: 10_000, totalEstimated: false })).toBe("10000");
  });

  it("shows an estimated total as 'about …'", () => {
    expect(totalText({ total: 1_234_567, totalEstimated: true })).toBe("about 1.2\u00a0M");
    expect(totalText({ total: 1_234_567, totalEstimated: true }, " ")).toBe("about 1.2 M");
  });
});
