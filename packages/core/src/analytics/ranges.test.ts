import { describe, expect, it } from "vitest";
import { resolveCustomRange, resolveRange } from "./ranges";

const IST = "Asia/Kolkata";

describe("analytics ranges in the caller's time zone", () => {
  // 18:29:59 UTC is 23:59:59 in Kolkata; one second later it is the next day there.
  const lastSecond = new Date("2026-11-25T18:29:59.000Z");
  const nextDay = new Date("2026-11-25T18:30:00.000Z");

  it("Today runs from Kolkata midnight to the next, and moves at 18:30 UTC", () => {
    expect(resolveRange("DT", lastSecond, IST)).toEqual({
      from: new Date("2026-11-24T18:30:00.000Z"),
      to: new Date("2026-11-25T18:30:00.000Z"),
      firstDay: "2026-11-25",
      lastDay: "2026-11-25",
    });
    expect(resolveRange("DT", nextDay, IST).firstDay).toBe("2026-11-26");
    expect(resolveRange("DY", nextDay, IST).firstDay).toBe("2026-11-25");
    expect(resolveRange("DTM", lastSecond, IST).firstDay).toBe("2026-11-26");
  });

  it("weeks start on Monday: Sunday 23:59 is still this week, Monday 00:00 starts the next", () => {
    const sundayNight = new Date("2026-11-29T18:29:59.000Z"); // Sun 29 Nov, 23:59:59 IST
    const mondayMidnight = new Date("2026-11-29T18:30:00.000Z"); // Mon 30 Nov, 00:00 IST
    expect(resolveRange("TW", sundayNight, IST)).toMatchObject({
      firstDay: "2026-11-23",
      lastDay: "2026-11-29",
    });
    expect(resolveRange("TW", mondayMidnight, IST)).toMatchObject({
      firstDay: "2026-11-30",
      lastDay: "2026-12-06",
    });
    expect(resolveRange("LW", mondayMidnight, IST)).toMatchObject({
      firstDay: "2026-11-23",
      lastDay: "2026-11-29",
    });
    expect(resolveRange("2W", mondayMidnight, IST)).toMatchObject({
      firstDay: "2026-11-16",
      lastDay: "2026-11-22",
    });
  });

  it("This Month ends with the month, December included; All Time ends today", () => {
    expect(resolveRange("TM", new Date("2026-12-31T12:00:00Z"), IST)).toMatchObject({
      firstDay: "2026-12-01",
      lastDay: "2026-12-31",
    });
    const all = resolveRange("T", lastSecond, IST);
    expect(all.from.toISOString()).toBe("2020-01-01T00:00:00.000Z");
    expect(all.to).toEqual(new Date("2026-11-25T18:30:00.000Z"));
  });

  it("a custom range includes both days and refuses impossible or reversed ones", () => {
    expect(resolveCustomRange({ from: "2026-11-01", to: "2026-11-30" }, "UTC")).toEqual({
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-12-01T00:00:00Z"),
      firstDay: "2026-11-01",
      lastDay: "2026-11-30",
    });
    expect(resolveCustomRange({ from: "2026-02-30", to: "2026-03-01" }, "UTC")).toBeNull();
    expect(resolveCustomRange({ from: "2026-11-02", to: "2026-11-01" }, "UTC")).toBeNull();
    expect(resolveCustomRange({ from: "2020-01-01", to: "2026-01-01" }, "UTC")).toBeNull();
  });
});
