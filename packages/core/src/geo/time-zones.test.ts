import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  findTimeZoneByIana,
  findTimeZoneByValue,
  formatUtcOffset,
  TIME_ZONES,
} from "./time-zones";

describe("formatUtcOffset", () => {
  it.each([
    [5.5, "+05:30"],
    [0, "+00:00"],
    [-0, "+00:00"],
    [-3.5, "-03:30"],
    [5.75, "+05:45"],
    [8.75, "+08:45"],
    [12.75, "+12:45"],
    [-12, "-12:00"],
    [14, "+14:00"],
    [-9.5, "-09:30"],
  ])("formats %s as %s", (hours, text) => {
    expect(formatUtcOffset(hours)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (hours) => {
    expect(() => formatUtcOffset(hours)).toThrow(RangeError);
  });
});

describe("TIME_ZONES", () => {
  it("holds the Windows zone table", () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(135);
    expect(new Set(TIME_ZONES.map((zone) => zone.value)).size).toBe(TIME_ZONES.length);
  });

  it("has a text prefix that agrees with every offset", () => {
    for (const zone of TIME_ZONES) {
      const prefix = zone.text.startsWith("(UTC) ") ? "(UTC) " : `(UTC${formatUtcOffset(zone.offset)}) `;
      expect(zone.text.startsWith(prefix), zone.value).toBe(true);
      expect(zone.text.length, zone.value).toBeGreaterThan(prefix.length);
    }
  });

  it("writes a bare (UTC) only for Coordinated Universal Time itself, at offset 0", () => {
    const bare = TIME_ZONES.filter((zone) => zone.text.startsWith("(UTC) "));
    expect(bare.map(({ value, offset, text }) => ({ value, offset, text }))).toEqual([
      { value: "UTC", offset: 0, text: "(UTC) Coordinated Universal Time" },
    ]);
  });

  it("is ordered by offset", () => {
    const offsets = TIME_ZONES.map((zone) => zone.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it("names every IANA zone once in the whole table", () => {
    const names = TIME_ZONES.flatMap((zone) => zone.utc);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    for (const zone of TIME_ZONES) expect(zone.utc.length, zone.value).toBeGreaterThan(0);
  });

  it("uses IANA-shaped names and plausible fields", () => {
    for (const zone of TIME_ZONES) {
      expect(zone.abbr).toMatch(/^[A-Za-z]{2,5}$|^UTC[+-]\d\d$/);
      expect(Number.isInteger(zone.offset * 4)).toBe(true);
      expect(zone.offset).toBeGreaterThanOrEqual(-12);
      expect(zone.offset).toBeLessThanOrEqual(14);
      for (const name of zone.utc)
        expect(name).toMatch(/^(?:[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+)*|[A-Z]{3}\d[A-Z]{3})$/);
    }
  });
});

describe("lookups", () => {
  it("finds the default zone, India Standard Time", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Kolkata");
    expect(findTimeZoneByIana(DEFAULT_TIME_ZONE)).toEqual({
      value: "India Standard Time",
      abbr: "IST",
      offset: 5.5,
      isdst: false,
      text: "(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi",
      utc: ["Asia/Kolkata", "Asia/Calcutta"],
    });
  });

  it("finds zones by current and older IANA names, ignoring case", () => {
    expect(findTimeZoneByIana("Asia/Calcutta")?.value).toBe("India Standard Time");
    expect(findTimeZoneByIana("europe/london")?.value).toBe("GMT Standard Time");
    expect(findTimeZoneByIana("Europe/Kiev")?.value).toBe("FLE Standard Time");
    expect(findTimeZoneByIana("Europe/Kyiv")?.value).toBe("FLE Standard Time");
    expect(findTimeZoneByIana("America/New_York")).toMatchObject({ offset: -5, isdst: true });
    expect(findTimeZoneByIana("Asia/Kathmandu")?.offset).toBe(5.75);
    expect(findTimeZoneByIana("Etc/UTC")?.text).toBe("(UTC) Coordinated Universal Time");
    expect(findTimeZoneByIana("Mars/Olympus_Mons")).toBeUndefined();
    expect(findTimeZoneByIana("")).toBeUndefined();
  });

  it("finds zones by Windows id", () => {
    expect(findTimeZoneByValue("Tokyo Standard Time")?.utc).toContain("Asia/Tokyo");
    expect(findTimeZoneByValue("tokyo standard time")).toBeUndefined();
  });
});
