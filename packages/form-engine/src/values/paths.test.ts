import { describe, expect, it } from "vitest";
import { cloneValues, collectAt, containersAt, getIn, omitPaths, parsePath, setIn } from "./paths";

const values = {
  title: "Spring",
  flights: [
    { start: "a", legs: [{ x: 1 }] },
    { start: "b", legs: [] },
  ],
};

describe("paths", () => {
  it("parses dot paths with numeric row indexes", () => {
    expect(parsePath("flights.1.endDate")).toEqual(["flights", 1, "endDate"]);
    expect(parsePath("")).toEqual([]);
  });

  it("reads through objects and arrays, undefined when a step is missing", () => {
    expect(getIn(values, "flights.1.start")).toBe("b");
    expect(getIn(values, ["flights", 0, "legs", 0, "x"])).toBe(1);
    expect(getIn(values, "flights.5.start")).toBeUndefined();
    expect(getIn(values, "title.length")).toBeUndefined();
    expect(getIn(values, "constructor")).toBeUndefined();
  });

  it("writes immutably, sharing untouched branches", () => {
    const next = setIn(values, "flights.1.start", "c");
    expect(getIn(next, "flights.1.start")).toBe("c");
    expect(values.flights[1]?.start).toBe("b");
    expect(next.flights[0]).toBe(values.flights[0]);
    expect(setIn({}, "a.b", 1)).toEqual({ a: { b: 1 } });
    expect(() => setIn({}, "__proto__.polluted", 1)).toThrow(/Unsafe/);
  });

  it("finds every row with *, and collects cells", () => {
    expect(containersAt(values, ["flights", "*"]).map((row) => row.path)).toEqual([
      ["flights", 0],
      ["flights", 1],
    ]);
    expect(containersAt(values, ["flights", "0", "legs", "*"]).map((row) => row.path)).toEqual([
      ["flights", 0, "legs", 0],
    ]);
    expect(collectAt(values, "flights.*.start")).toEqual(["a", "b"]);
    expect(collectAt(values, "flights.*.legs.*.x")).toEqual([1]);
  });

  it("omits fields by pattern without touching the input", () => {
    const next = omitPaths(values, ["title", "flights.*.legs", "flights.0.start"]);
    expect(next).toEqual({ flights: [{}, { start: "b" }] });
    expect(values.title).toBe("Spring");
  });

  it("clones plain data deeply and shares other objects", () => {
    const date = new Date();
    const source = { a: [{ b: 1 }], date };
    const copy = cloneValues(source);
    expect(copy).toEqual(source);
    expect(copy.a[0]).not.toBe(source.a[0]);
    expect(copy.date).toBe(date);
  });
});
