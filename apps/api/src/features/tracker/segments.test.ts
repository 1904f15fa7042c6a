import { describe, expect, it } from "vitest";
import { narrowSegmentsOf, segmentsOf } from "./segments.js";

const at = (iso: string) => new Date(iso);
const brief = (from: string, to: string) =>
  segmentsOf(at(from), at(to)).map((s) => `${s.source} ${s.from.toISOString()} ${s.to.toISOString()}`);

describe("segmentsOf (which table answers which part of a range)", () => {
  it("a Kolkata day (18:30 → 18:30 UTC) reads its half hours raw and the rest from the hourly rollup", () => {
    expect(brief("2026-11-24T18:30:00Z", "2026-11-25T18:30:00Z")).toEqual([
      "raw 2026-11-24T18:30:00.000Z 2026-11-24T19:00:00.000Z",
      "hourly 2026-11-24T19:00:00.000Z 2026-11-25T18:00:00.000Z",
      "raw 2026-11-25T18:00:00.000Z 2026-11-25T18:30:00.000Z",
    ]);
  });

  it("whole UTC days come from the daily rollup", () => {
    expect(brief("2026-11-01T00:00:00Z", "2026-11-08T00:00:00Z")).toEqual([
      "daily 2026-11-01T00:00:00.000Z 2026-11-08T00:00:00.000Z",
    ]);
    expect(brief("2026-11-01T18:30:00Z", "2026-11-08T18:30:00Z").map((s) => s.split(" ")[0])).toEqual([
      "raw",
      "hourly",
      "daily",
      "hourly",
      "raw",
    ]);
  });

  it("a range inside one hour is read raw; an empty range reads nothing", () => {
    expect(brief("2026-11-25T10:10:00Z", "2026-11-25T10:50:00Z")).toEqual([
      "raw 2026-11-25T10:10:00.000Z 2026-11-25T10:50:00.000Z",
    ]);
    expect(brief("2026-11-25T10:00:00Z", "2026-11-25T10:00:00Z")).toEqual([]);
  });
});

describe("segmentsOf in half hours (the narrow totals)", () => {
  it("a Kolkata day reads no raw events: its midnight is on a UTC half hour", () => {
    const pieces = segmentsOf(at("2026-11-24T18:30:00Z"), at("2026-11-25T18:30:00Z"), 0, 1_800_000);
    expect(pieces.map((s) => `${s.source} ${s.from.toISOString()} ${s.to.toISOString()}`)).toEqual([
      "hourly 2026-11-24T18:30:00.000Z 2026-11-25T18:30:00.000Z",
    ]);
  });
});

describe("narrowSegmentsOf (Kolkata-day totals, then half hours)", () => {
  it("whole Kolkata days come from the Kolkata-day totals, a UTC day from the daily rollup", () => {
    const brief2 = (from: string, to: string) =>
      narrowSegmentsOf(at(from), at(to)).map(
        (s) => `${s.source} ${s.from.toISOString()} ${s.to.toISOString()}`,
      );
    expect(brief2("2026-11-17T18:30:00Z", "2026-11-24T18:30:00Z")).toEqual([
      "zoneDaily 2026-11-17T18:30:00.000Z 2026-11-24T18:30:00.000Z",
    ]);
    expect(brief2("2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z")).toEqual([
      "daily 2026-11-25T00:00:00.000Z 2026-11-26T00:00:00.000Z",
    ]);
    expect(brief2("2026-11-25T01:00:00Z", "2026-11-26T23:00:00Z").map((s) => s.split(" ")[0])).toEqual([
      "hourly",
      "zoneDaily",
      "hourly",
    ]);
  });
});
