import { describe, expect, it } from "vitest";
import { addRow, canRemoveRow, pageRows, removeRow } from "./rows";

describe("addRow / removeRow", () => {
  const values = { items: [{ a: 1 }, { a: 2 }, { a: 3 }], nested: [{ legs: [{ b: 1 }] }] };

  it("appends a row immutably, also to nested arrays and missing ones", () => {
    const next = addRow(values, "items", { a: 4 });
    expect(next.items).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }]);
    expect(values.items).toHaveLength(3);
    expect(addRow(values, "nested.0.legs").nested).toEqual([{ legs: [{ b: 1 }, {}] }]);
    expect(addRow({}, "fresh")).toEqual({ fresh: [{}] });
  });

  it("removes any row but the first", () => {
    expect(removeRow(values, "items", 1).items).toEqual([{ a: 1 }, { a: 3 }]);
    expect(removeRow(values, "items", 0)).toBe(values);
    expect(removeRow(values, "items", 3)).toBe(values);
    expect(removeRow(values, "items", -1)).toBe(values);
    expect(removeRow({ items: [{ a: 1 }] }, "items", 0)).toEqual({ items: [{ a: 1 }] });
    expect([0, 1, 2].map(canRemoveRow)).toEqual([false, true, true]);
  });
});

describe("pageRows", () => {
  const rows = Array.from({ length: 12 }, (_, i) => i);

  it("pages 5 rows by default, 1-based", () => {
    expect(pageRows(rows, 1)).toEqual({ rows: [0, 1, 2, 3, 4], start: 0, page: 1, pageCount: 3, total: 12 });
    expect(pageRows(rows, 3)).toEqual({ rows: [10, 11], start: 10, page: 3, pageCount: 3, total: 12 });
  });

  it("clamps the page and honours another page size", () => {
    expect(pageRows(rows, 9).page).toBe(3);
    expect(pageRows(rows, 0).page).toBe(1);
    expect(pageRows(rows, 2, 10).rows).toEqual([10, 11]);
    expect(pageRows([], 1)).toEqual({ rows: [], start: 0, page: 1, pageCount: 1, total: 0 });
    expect(pageRows(rows, 1, 0).rows).toHaveLength(5);
  });
});
