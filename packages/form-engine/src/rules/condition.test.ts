import { describe, expect, it } from "vitest";
import { indexTemplate } from "../template/field-index";
import { failFor, TemplateError } from "../template/template-error";
import type { Template } from "../template/types";
import { evaluateCondition, parseCondition, type RightOperand } from "./condition";

const template: Template = {
  title: "Campaign",
  fields: [
    { name: "budget", label: "Budget", kind: "number" },
    { name: "name", label: "Name", kind: "text" },
    { name: "launch", label: "Launch", kind: "date" },
    { name: "live", label: "Live", kind: "switch" },
    {
      name: "channel",
      label: "Channel",
      kind: "select",
      options: [
        { label: "One", value: 1 },
        { label: "Web", value: "web" },
      ],
    },
    {
      name: "flights",
      label: "Flights",
      kind: "array",
      fields: [
        { name: "startDate", label: "Start", kind: "date" },
        { name: "endDate", label: "End", kind: "date" },
        { name: "spend", label: "Spend", kind: "number" },
      ],
    },
  ],
};
const index = indexTemplate(template);
const entry = (key: string) => index.byKey.get(key)!;
const now = () => new Date(2024, 5, 15, 9, 30);

function parse(source: unknown, owner = "flights.*.endDate", right: RightOperand = "field") {
  return parseCondition(source, entry(owner), index, right, failFor(owner, `rule ${JSON.stringify(source)}`));
}

function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof TemplateError) return error.reason;
    throw error;
  }
  throw new Error("expected a TemplateError");
}

describe("parseCondition", () => {
  it("parses three tokens into a typed AST with resolved references", () => {
    const condition = parse("*.endDate >= *.startDate");
    expect(condition.op).toBe(">=");
    expect(condition.left).toMatchObject({ scope: "row", name: "endDate" });
    expect(condition.right).toMatchObject({ type: "field", ref: { scope: "row", name: "startDate" } });
    expect(parse("flights.*.endDate > launch").right).toMatchObject({
      type: "field",
      ref: { scope: "root", path: ["launch"] },
    });
    expect(parse("  budget   >   flights.0.spend ", "budget").right).toMatchObject({
      ref: { scope: "root", path: ["flights", 0, "spend"] },
    });
  });

  it("types manual literals by the left field's kind", () => {
    expect(parse("budget > 100", "budget", "literal").right).toEqual({ type: "literal", value: 100 });
    expect(parse("name != 100", "name", "literal").right).toEqual({ type: "literal", value: "100" });
    expect(parse("launch >= today", "launch", "literal").right).toEqual({ type: "today" });
    expect(parse("launch < 2024-12-31", "launch", "literal").right).toEqual({
      type: "day",
      key: "2024-12-31",
    });
    expect(parse("live === true", "live", "literal").right).toEqual({ type: "literal", value: true });
    expect(parse("channel === 1", "channel", "literal").right).toEqual({ type: "literal", value: 1 });
    expect(parse("channel == web", "channel", "literal").right).toEqual({ type: "literal", value: "web" });
  });

  it("lets enable compare with a field or a literal", () => {
    expect(parse("budget > *.spend", "flights.*.endDate", "either").right).toMatchObject({ type: "field" });
    expect(parse("channel == web", "flights.*.endDate", "either").right).toEqual({
      type: "literal",
      value: "web",
    });
  });

  it("refuses a wrong number of tokens", () => {
    expect(reason(() => parse("*.endDate>*.startDate"))).toMatch(/three space-separated tokens.*got 1/);
    expect(reason(() => parse("*.endDate > *.startDate extra"))).toMatch(/got 4/);
    expect(reason(() => parse(""))).toMatch(/got 0/);
    expect(reason(() => parse(42))).toMatch(/must be text/);
  });

  it("refuses an unknown operator", () => {
    for (const op of ["=>", "=", "<>", "!===", "gt"]) {
      expect(reason(() => parse(`*.endDate ${op} *.startDate`))).toMatch(`unknown operator "${op}"`);
    }
  });

  it("refuses references to unknown fields, with a hint for a forgotten *", () => {
    expect(reason(() => parse("*.endDate > *.begin"))).toMatch(
      'unknown field "begin" in the rows of "flights"',
    );
    expect(reason(() => parse("*.endDate > nothing"))).toMatch('unknown field "nothing"');
    expect(reason(() => parse("*.endDate > startDate"))).toMatch('write "*.startDate"');
    expect(reason(() => parse("*.endDate > flights.startDate"))).toMatch("unknown field");
    expect(reason(() => parse("budget > 1", "budget", "field"))).toMatch('unknown field "1"');
  });

  it("refuses sibling references outside an array and into another array", () => {
    expect(reason(() => parse("*.budget > 3", "budget", "literal"))).toMatch(
      'sibling reference "*.budget" outside an array',
    );
    expect(reason(() => parse("budget > flights.*.spend", "budget"))).toMatch("outside an array");
    expect(reason(() => parse("*.endDate > other.*.startDate"))).toMatch("not in the same row");
    expect(reason(() => parse("*.endDate > *.*"))).toMatch("not a field reference");
  });

  it("refuses literals the left field cannot hold", () => {
    expect(reason(() => parse("budget > lots", "budget", "literal"))).toMatch('"lots" is not a number');
    expect(reason(() => parse("launch > tomorrow", "launch", "literal"))).toMatch("not a date");
    expect(reason(() => parse("live == yes", "live", "literal"))).toMatch("not true or false");
  });

  it("names the field and the rule in the error", () => {
    expect(() => parse("*.endDate >> *.startDate")).toThrow(
      'Field "flights.*.endDate", rule "*.endDate >> *.startDate": unknown operator ">>"',
    );
  });
});

describe("evaluateCondition", () => {
  const values = {
    budget: 500,
    launch: "2024-06-15",
    flights: [{ startDate: "2024-06-01", endDate: "2024-05-30", spend: 10 }],
  };
  const row = values.flights[0]!;

  it("reads siblings from the row and other fields from the form", () => {
    expect(evaluateCondition(parse("*.endDate > *.startDate"), { root: values, row, now })).toBe(false);
    expect(evaluateCondition(parse("*.endDate < launch"), { root: values, row, now })).toBe(true);
    expect(evaluateCondition(parse("budget > *.spend", "flights.*.spend"), { root: values, row, now })).toBe(
      true,
    );
  });

  it("resolves today with the injected clock, by calendar day", () => {
    const onLaunch = parse("launch == today", "launch", "literal");
    expect(evaluateCondition(onLaunch, { root: values, now })).toBe(true);
    expect(evaluateCondition(onLaunch, { root: values, now: () => new Date(2024, 5, 16) })).toBe(false);
    const future = parse("launch >= today", "launch", "literal");
    expect(evaluateCondition(future, { root: { launch: "2024-06-14" }, now })).toBe(false);
  });

  it("answers null when an ordering has an empty side", () => {
    expect(
      evaluateCondition(parse("*.endDate > *.startDate"), { root: values, row: { endDate: "" }, now }),
    ).toBeNull();
  });
});
