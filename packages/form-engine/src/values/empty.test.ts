import { describe, expect, it } from "vitest";
import { emptyValueFor, hasValue, isEmpty } from "./empty";

describe("isEmpty / hasValue", () => {
  it("treats missing, blank, empty lists and NaN as empty, but not 0 or false", () => {
    for (const value of [undefined, null, "", "   ", [], Number.NaN]) expect(isEmpty(value)).toBe(true);
    for (const value of [0, false, "0", [0], {}]) expect(isEmpty(value)).toBe(false);
  });

  it("counts an unticked box as no value", () => {
    expect(hasValue(false)).toBe(false);
    expect(hasValue(true)).toBe(true);
    expect(hasValue(0)).toBe(true);
  });
});

describe("emptyValueFor", () => {
  it("follows the renderer's conventions per kind", () => {
    expect(emptyValueFor({ kind: "text" })).toBe("");
    expect(emptyValueFor({ kind: "number" })).toBe("");
    expect(emptyValueFor({ kind: "checkbox" })).toBe(false);
    expect(emptyValueFor({ kind: "switch" })).toBe(false);
    expect(emptyValueFor({ kind: "multiSelect" })).toEqual([]);
    expect(emptyValueFor({ kind: "file" })).toEqual([]);
    expect(emptyValueFor({ kind: "date" })).toBeNull();
    expect(emptyValueFor({ kind: "select" })).toBeNull();
    expect(emptyValueFor({ kind: "attachment" })).toBeNull();
    expect(emptyValueFor({ kind: "slider" })).toBe(0);
    expect(emptyValueFor({ kind: "slider", validation: { min: { value: 10, message: "x" } } })).toBe(10);
  });
});
