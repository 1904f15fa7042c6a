import { describe, expect, it } from "vitest";
import { columnSpan, DEFAULT_LAYOUT, resolveLayout } from "./layout";

describe("columnSpan", () => {
  it("maps 1, 2, 3 and 6 columns to spans of a 12-column grid", () => {
    expect([1, 2, 3, 6].map((columns) => columnSpan(columns))).toEqual([12, 6, 4, 2]);
    expect([1, 2, 3, 6].map((columns) => columnSpan(columns, { topLevel: true }))).toEqual([12, 6, 4, 2]);
  });

  it("maps 4 columns to 3 only in the top-level form", () => {
    expect(columnSpan(4, { topLevel: true })).toBe(3);
    expect(columnSpan(4)).toBe(12);
    expect(columnSpan(4, { topLevel: false })).toBe(12);
  });

  it("falls back to the full width for any other count", () => {
    for (const columns of [0, 5, 7, 12, -1, 2.5, Number.NaN]) {
      expect(columnSpan(columns, { topLevel: true })).toBe(12);
    }
  });
});

describe("resolveLayout", () => {
  it("defaults to one plain column, spacing 2 and 5 rows a page", () => {
    expect(resolveLayout()).toEqual({ columns: 1, spacing: 2, size: "sm", type: "plain", pageSize: 5 });
    expect(DEFAULT_LAYOUT.spacing).toBe(2);
  });

  it("takes what a layout gives and inherits the rest from its parent", () => {
    const form = resolveLayout({ columns: 3, labelStyle: "inline", size: "md" });
    expect(resolveLayout({ columns: 2, spacing: 4 }, form)).toEqual({
      columns: 2,
      spacing: 4,
      size: "md",
      labelStyle: "inline",
      type: "plain",
      pageSize: 5,
    });
  });
});
