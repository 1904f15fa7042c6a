import { describe, expect, it } from "vitest";
import { dayIn, formatMinute, isTimeZoneName, zonedInstant } from "./zoned-time";

describe("formatMinute", () => {
  it("labels an instant with the day and minute of the zone's clocks, across Kolkata's 18:30 UTC midnight", () => {
    expect(formatMinute("Asia/Kolkata", new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24 23:59");
    expect(formatMinute("Asia/Kolkata", new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25 00:00");
    expect(formatMinute("UTC", new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-24 18:30");
  });
});

describe("zonedInstant", () => {
  it("finds local midnight in zones a quarter or half hour off UTC", () => {
    const day = { year: 2026, month: 11, day: 25 };
    expect(zonedInstant("Asia/Kolkata", day).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(zonedInstant("Asia/Kathmandu", day).toISOString()).toBe("2026-11-24T18:15:00.000Z");
    expect(zonedInstant("Asia/Kolkata", day, 8).toISOString()).toBe("2026-11-25T02:30:00.000Z");
  });

  it("takes the instant just after a spring-forward gap and the first of a fall-back overlap", () => {
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026.
    expect(zonedInstant("America/New_York", { year: 2026, month: 3, day: 8 }, 2).toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    expect(zonedInstant("America/New_York", { year: 2026, month: 11, day: 1 }, 1).toISOString()).toBe(
      "2026-11-01T05:00:00.000Z",
    );
    // Lord Howe Island moves its clocks by half an hour: 02:00 on 4 October 2026 becomes 02:30.
    expect(zonedInstant("Australia/Lord_Howe", { year: 2026, month: 10, day: 4 }, 2).toISOString()).toBe(
      "2026-10-03T15:30:00.000Z",
    );
  });
});

describe("dayIn and isTimeZoneName", () => {
  it("gives the zone's calendar day and knows IANA names only", () => {
    expect(dayIn("Asia/Kolkata", new Date("2026-11-24T18:30:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
    expect(dayIn("America/Los_Angeles", new Date("2026-11-25T07:59:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
    });
    expect(isTimeZoneName("Asia/Kolkata")).toBe(true);
    expect(isTimeZoneName("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZoneName("")).toBe(false);
  });
});
