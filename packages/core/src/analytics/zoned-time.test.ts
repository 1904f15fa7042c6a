import { describe, expect, it } from "vitest";
import { formatMinute } from "./zoned-time";

describe("formatMinute", () => {
  it("labels an instant with the day and minute of the zone's clocks, across Kolkata's 18:30 UTC midnight", () => {
    expect(formatMinute("Asia/Kolkata", new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24 23:59");
    expect(formatMinute("Asia/Kolkata", new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25 00:00");
    expect(formatMinute("UTC", new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-24 18:30");
  });
});
