import { describe, expect, it } from "vitest";
import {
  ARRAY_TABLE_PAGE_SIZE,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_REDIRECT,
  DEFAULT_TIMEZONE,
  IMAGE_MAX_BYTES,
  pageCount,
  qrDownloadFileName,
  SHOWCASE_PAGE_SIZE,
  TABLE_PAGE_SIZE,
  UNIQUE_ID_LENGTH,
  UNIQUE_ID_PATTERN,
} from "./business";

describe("business constants", () => {
  it("match the spec", () => {
    expect([TABLE_PAGE_SIZE, SHOWCASE_PAGE_SIZE, ARRAY_TABLE_PAGE_SIZE]).toEqual([10, 8, 5]);
    expect(IMAGE_MAX_BYTES).toBe(1048576);
    expect([DEFAULT_TIMEZONE, DEFAULT_COUNTRY_CODE, DEFAULT_REDIRECT]).toEqual([
      "Asia/Kolkata",
      "IN",
      "/studio/ads",
    ]);
  });

  it("accepts exactly 8-hex unique ids", () => {
    expect(UNIQUE_ID_LENGTH).toBe(8);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3d")).toBe(true);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3")).toBe(false);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3g")).toBe(false);
  });

  it("names QR downloads after the id", () => {
    expect(qrDownloadFileName("summer")).toBe("summer_QR.jpg");
  });
});

describe("pageCount", () => {
  it("divides and rounds up", () => {
    expect(pageCount(0, 8)).toBe(0);
    expect(pageCount(1, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });

  it("rejects page sizes that are not positive integers", () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -5)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});
