import { describe, expect, it } from "vitest";
import { compare, isOperator, OPERATORS, type Operator } from "./operators";

const n = (value: unknown) => ({ value, date: false });
const d = (value: unknown) => ({ value, date: true });

// [left, right, expected for > < == === != !== <= >=]
type Row = [ReturnType<typeof n>, ReturnType<typeof n>, Record<Operator, boolean | null>];
const table: Record<string, Row[]> = {
  numbers: [
    [
      n(5),
      n(3),
      { ">": true, "<": false, "==": false, "===": false, "!=": true, "!==": true, "<=": false, ">=": true },
    ],
    [
      n(3),
      n(3),
      { ">": false, "<": false, "==": true, "===": true, "!=": false, "!==": false, "<=": true, ">=": true },
    ],
    [
      n(2),
      n(10),
      { ">": false, "<": true, "==": false, "===": false, "!=": true, "!==": true, "<=": true, ">=": false },
    ],
    // loose coercion of numeric text; strict keeps the types apart
    [
      n("3"),
      n(3),
      { ">": false, "<": false, "==": true, "===": false, "!=": false, "!==": true, "<=": true, ">=": true },
    ],
    [
      n("10"),
      n("9"),
      { ">": true, "<": false, "==": false, "===": false, "!=": true, "!==": true, "<=": false, ">=": true },
    ],
  ],
  strings: [
    [
      n("b"),
      n("a"),
      { ">": true, "<": false, "==": false, "===": false, "!=": true, "!==": true, "<=": false, ">=": true },
    ],
    [
      n("abc"),
      n("abc"),
      { ">": false, "<": false, "==": true, "===": true, "!=": false, "!==": false, "<=": true, ">=": true },
    ],
    [
      n("Apple"),
      n("apple"),
      { ">": false, "<": true, "==": false, "===": false, "!=": true, "!==": true, "<=": true, ">=": false },
    ],
  ],
  dates: [
    [
      d("2024-05-02"),
      d("2024-05-01"),
      { ">": true, "<": false, "==": false, "===": false, "!=": true, "!==": true, "<=": false, ">=": true },
    ],
    [
      d("2024-05-01"),
      d("2024-05-01T18:00:00Z"),
      { ">": false, "<": false, "==": true, "===": true, "!=": false, "!==": false, "<=": true, ">=": true },
    ],
    [
      d("2024-04-30"),
      d(new Date(2024, 4, 1)),
      { ">": false, "<": true, "==": false, "===": false, "!=": true, "!==": true, "<=": true, ">=": false },
    ],
    // a date field against plain text holding the same day: loosely equal, strictly not (date vs string)
    [
      d("2024-05-01"),
      n("2024-05-01"),
      { ">": false, "<": false, "==": true, "===": false, "!=": false, "!==": true, "<=": true, ">=": true },
    ],
  ],
};

describe("compare", () => {
  it("knows exactly the eight operators", () => {
    expect(OPERATORS).toEqual([">", "<", "==", "===", "!=", "!==", "<=", ">="]);
    expect(isOperator("=>")).toBe(false);
    expect(isOperator("=")).toBe(false);
  });

  for (const [group, rows] of Object.entries(table)) {
    it(`applies every operator to ${group}`, () => {
      for (const [left, right, expected] of rows) {
        for (const op of OPERATORS) {
          expect([left.value, op, right.value, compare(op, left, right)]).toEqual([
            left.value,
            op,
            right.value,
            expected[op],
          ]);
        }
      }
    });
  }

  it("compares dates by calendar day, not by text, when either side is a date", () => {
    expect(compare("<", d("2024-12-31"), n("2025-01-01"))).toBe(true);
    expect(compare("==", d(new Date(2024, 0, 5, 23, 59)), n("2024-01-05"))).toBe(true);
    expect(compare("==", n(new Date(2024, 0, 5)), n(new Date(2024, 0, 5, 12)))).toBe(true);
  });

  it("leaves orderings undecided when a side is empty or the sides cannot be ordered", () => {
    expect(compare(">", n(""), n(3))).toBeNull();
    expect(compare("<=", d(null), d("2024-01-01"))).toBeNull();
    expect(compare(">", d("not a date"), d("2024-01-01"))).toBeNull();
    expect(compare(">", n(5), n("abc"))).toBeNull();
    expect(compare(">", n(true), n(false))).toBeNull();
  });

  it("treats two empty values as equal, and empty as unequal to anything else", () => {
    expect(compare("==", n(""), n(null))).toBe(true);
    expect(compare("===", n(undefined), n(""))).toBe(true);
    expect(compare("==", n(""), n(0))).toBe(false);
    expect(compare("!=", n(null), n("x"))).toBe(true);
  });

  it("coerces booleans loosely and keeps them strict otherwise", () => {
    expect(compare("==", n(true), n("true"))).toBe(true);
    expect(compare("===", n(true), n("true"))).toBe(false);
    expect(compare("===", n(false), n(false))).toBe(true);
  });

  it("compares lists element by element", () => {
    expect(compare("==", n(["a", 1]), n(["a", "1"]))).toBe(true);
    expect(compare("===", n(["a", 1]), n(["a", "1"]))).toBe(false);
    expect(compare("===", n(["a"]), n(["a"]))).toBe(true);
    expect(compare("==", n(["a"]), n("a"))).toBe(false);
  });
});
