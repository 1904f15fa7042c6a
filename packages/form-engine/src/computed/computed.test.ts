import { describe, expect, it } from "vitest";
import { compileTemplate } from "../compile/compile-template";
import { TemplateError } from "../template/template-error";
import type { Field } from "../template/types";
import { computeResult } from "./computed";

const items: Field = {
  name: "items",
  label: "Items",
  kind: "array",
  fields: [
    { name: "qty", label: "Qty", kind: "number" },
    { name: "price", label: "Price", kind: "number" },
    {
      name: "line",
      label: "Line",
      kind: "computed",
      computed: { op: "multiply", sources: ["*.qty", "*.price"] },
    },
    // a row's share of the whole: same row divided by every row
    {
      name: "share",
      label: "Share",
      kind: "computed",
      computed: { op: "divide", sources: ["*.line", "items.*.line"], decimals: 2 },
    },
  ],
};

function form(...fields: Field[]) {
  return compileTemplate({ title: "t", fields: [items, ...fields] });
}

describe("computeResult", () => {
  it("adds, multiplies and divides in source order", () => {
    expect(computeResult("add", [1, 2, 3.5])).toBe(6.5);
    expect(computeResult("multiply", [2, 3, 4])).toBe(24);
    expect(computeResult("divide", [100, 4, 5])).toBe(5);
    expect(computeResult("divide", [7])).toBe(7);
  });

  it("answers null for a division by zero and cleans float noise", () => {
    expect(computeResult("divide", [1, 0])).toBeNull();
    expect(computeResult("add", [0.1, 0.2])).toBe(0.3);
    expect(computeResult("divide", [2, 3], 2)).toBe(0.67);
    expect(computeResult("multiply", [1.005, 1], 2)).toBe(1.01);
  });
});

describe("recompute", () => {
  it("computes same-row sources per row and all-row sources over every row", () => {
    const total: Field = {
      name: "total",
      label: "Total",
      kind: "number",
      computed: { op: "add", sources: ["items.*.line", "fee"] },
    };
    const fee: Field = { name: "fee", label: "Fee", kind: "number" };
    const values = form(total, fee).recompute({
      fee: "5",
      items: [
        { qty: 2, price: 10 },
        { qty: "3", price: 10 },
        { qty: "", price: 4 },
      ],
    });
    expect(values).toEqual({
      fee: "5",
      total: 55,
      items: [
        { qty: 2, price: 10, line: 20, share: 0.4 },
        { qty: "3", price: 10, line: 30, share: 0.6 },
        { qty: "", price: 4, line: 0, share: 0 },
      ],
    });
  });

  it("sums all-row sources before multiplying or dividing by other sources", () => {
    const perUnit: Field = {
      name: "avg",
      label: "Avg",
      kind: "computed",
      computed: { op: "divide", sources: ["items.*.line", "items.*.qty"] },
    };
    const values = form(perUnit).recompute({
      items: [
        { qty: 1, price: 3 },
        { qty: 3, price: 1 },
      ],
    });
    expect(values.avg).toBe(1.5);
    expect(form(perUnit).recompute({ items: [{ qty: 0, price: 3 }] }).avg).toBeNull();
  });

  it("reads number sources as constants (a cost per thousand)", () => {
    const costs: Field = {
      name: "lines",
      label: "Lines",
      kind: "array",
      fields: [
        { name: "impressions", label: "Impressions", kind: "number" },
        { name: "cpm", label: "CPM", kind: "number" },
        {
          name: "cost",
          label: "Cost",
          kind: "computed",
          computed: { op: "divide", sources: ["*.impressions", 1000], decimals: 2 },
        },
        {
          name: "net",
          label: "Net",
          kind: "computed",
          computed: { op: "multiply", sources: ["*.impressions", "*.cpm", 0.001], decimals: 2 },
        },
      ],
    };
    const total: Field = {
      name: "total",
      label: "Total",
      kind: "computed",
      computed: { op: "add", sources: ["lines.*.net", 0.5] },
    };
    const values = compileTemplate({ title: "t", fields: [costs, total] }).recompute({
      lines: [
        { impressions: 250_000, cpm: "4.2" },
        { impressions: "1500", cpm: 3 },
      ],
    });
    expect(values).toEqual({
      lines: [
        { impressions: 250_000, cpm: "4.2", cost: 250, net: 1050 },
        { impressions: "1500", cpm: 3, cost: 1.5, net: 4.5 },
      ],
      total: 1055,
    });
    const zero: Field = {
      name: "z",
      label: "Z",
      kind: "computed",
      computed: { op: "divide", sources: [1, 0] },
    };
    expect(compileTemplate({ title: "t", fields: [zero] }).recompute({}).z).toBeNull();
  });

  it("orders computed fields by dependency, whatever the template order", () => {
    const fields: Field[] = [
      { name: "c", label: "C", kind: "computed", computed: { op: "multiply", sources: ["b", "a"] } },
      { name: "b", label: "B", kind: "computed", computed: { op: "add", sources: ["a", "a"] } },
      { name: "a", label: "A", kind: "number" },
    ];
    expect(compileTemplate({ title: "t", fields }).recompute({ a: 3 })).toEqual({ a: 3, b: 6, c: 18 });
  });

  it("refuses cycles, unknown sources and arrays as sources", () => {
    const cycle = (): Field[] => [
      { name: "a", label: "A", kind: "computed", computed: { op: "add", sources: ["b"] } },
      { name: "b", label: "B", kind: "computed", computed: { op: "add", sources: ["a"] } },
    ];
    expect(() => compileTemplate({ title: "t", fields: cycle() })).toThrow("circular reference: a → b → a");
    const bad =
      (computed: Field["computed"], kind: Field["kind"] = "computed") =>
      () =>
        compileTemplate({
          title: "t",
          fields: [items, { name: "x", label: "X", kind, ...(computed ? { computed } : {}) }],
        });
    expect(bad({ op: "add", sources: ["nope"] })).toThrow(
      'Field "x", computed.sources[0] "nope": unknown field "nope"',
    );
    expect(bad({ op: "add", sources: ["*.qty"] })).toThrow('sibling reference "*.qty" outside an array');
    expect(bad({ op: "add", sources: ["items"] })).toThrow("is an array");
    expect(bad({ op: "power" as "add", sources: ["items.*.qty"] })).toThrow('unknown operation "power"');
    expect(bad({ op: "add", sources: [] })).toThrow("at least one field");
    expect(bad({ op: "add", sources: [Number.POSITIVE_INFINITY] })).toThrow("a number source must be finite");
    expect(bad({ op: "add", sources: [true as unknown as string] })).toThrow(
      "a source must be a field path or a number",
    );
    expect(bad(undefined)).toThrow(TemplateError);
  });
});
