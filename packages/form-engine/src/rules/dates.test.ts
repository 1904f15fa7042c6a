import { describe, expect, it } from "vitest";
import { isDateValue, toDayKey, todayKey } from "./dates";

describe("toDayKey", () => {
  it("reads the day a string is written with", () => {
    expect(toDayKey("2024-05-01")).toBe("2024-05-01");
    expect(toDayKey("2024-05-01T23:30:00Z")).toBe("2024-05-01");
    expect(toDayKey("2024-05-01 08:00:00")).toBe("2024-05-01");
  });

  it("uses the local calendar for Date objects", () => {
    expect(toDayKey(new Date(2024, 1, 29, 23, 59))).toBe("2024-02-29");
  });

  it("rejects days that do not exist and non-dates", () => {
    expect(toDayKey("2023-02-29")).toBeNull();
    expect(toDayKey("2024-13-01")).toBeNull();
    expect(toDayKey("2024-5-1")).toBeNull();
    expect(toDayKey("today")).toBeNull();
    expect(toDayKey(new Date("nope"))).toBeNull();
    expect(toDayKey(20240501)).toBeNull();
    expect(isDateValue("2024-04-30")).toBe(true);
    expect(isDateValue("2024-04-31")).toBe(false);
  });

  it("takes today from the injected clock", () => {
    expect(todayKey(() => new Date(2030, 0, 2, 10))).toBe("2030-01-02");
  });
});
