import { describe, expect, it } from "vitest";
import { TemplateError } from "../template/template-error";
import type { Field, Template, ValidationRules } from "../template/types";
import { compileTemplate } from "./compile-template";

const rows: Field = {
  name: "rows",
  label: "Rows",
  kind: "array",
  fields: [
    { name: "start", label: "Start", kind: "date" },
    { name: "end", label: "End", kind: "date" },
  ],
};

/** Compiles a template with one extra top-level field `x` (or row field `rows.*.x`) and returns the error. */
function errorFor(
  validation: ValidationRules,
  { kind = "text", inRow = false }: { kind?: Field["kind"]; inRow?: boolean } = {},
) {
  const field: Field = { name: "x", label: "X", kind, validation };
  const template: Template = inRow
    ? {
        title: "t",
        fields: [
          { name: "budget", label: "B", kind: "number" },
          { ...rows, fields: [...(rows.fields ?? []), field] },
        ],
      }
    : { title: "t", fields: [{ name: "budget", label: "B", kind: "number" }, rows, field] };
  try {
    compileTemplate(template);
  } catch (error) {
    if (error instanceof TemplateError) return { field: error.field, rule: error.rule, reason: error.reason };
    throw error;
  }
  return null;
}

describe("malformed rules", () => {
  it("wrong token count", () => {
    expect(errorFor({ validate: [{ condition: "x>budget", message: "m" }] })).toEqual({
      field: "x",
      rule: 'validate[0] "x>budget"',
      reason: 'expected three space-separated tokens "left operator right", got 1',
    });
    expect(errorFor({ enable: "budget > 1 2" })?.reason).toMatch("got 4");
  });

  it("unknown operator", () => {
    expect(errorFor({ manual: [{ condition: "budget => 3", message: "m" }] })).toMatchObject({
      rule: 'manual[0] "budget => 3"',
      reason: expect.stringContaining('unknown operator "=>"'),
    });
  });

  it("reference to an unknown field", () => {
    expect(errorFor({ validate: [{ condition: "x == y", message: "m" }] })?.reason).toBe('unknown field "y"');
    expect(errorFor({ enable: "nothing == 1" })?.reason).toBe('unknown field "nothing"');
    expect(errorFor({ validateRow: ["ghost"] }, { inRow: true })).toMatchObject({
      field: "rows.*.x",
      reason: 'unknown sibling field "ghost"',
    });
  });

  it("sibling reference outside an array", () => {
    expect(errorFor({ validate: [{ condition: "*.x != budget", message: "m" }] })?.reason).toBe(
      'sibling reference "*.x" outside an array',
    );
    expect(errorFor({ validate: [{ condition: "*.x != *.end", message: "m" }] }, { inRow: true })).toBeNull();
  });

  it("regular expressions that do not compile or carry stateful flags", () => {
    expect(errorFor({ pattern: { value: "([a-z", message: "m" } })).toMatchObject({
      rule: 'pattern "([a-z"',
      reason: expect.stringMatching(/^invalid regular expression/),
    });
    expect(errorFor({ pattern: { value: "a", flags: "g" } })?.reason).toMatch("flags");
  });

  it("limits that do not fit the field", () => {
    expect(errorFor({ min: 3 })?.reason).toBe("min applies to number, slider and date fields, not text");
    expect(errorFor({ max: "tomorrow" }, { kind: "date" })?.reason).toMatch("today or a date");
    expect(errorFor({ min: "3" }, { kind: "number" })?.reason).toMatch("must be a number");
    expect(errorFor({ size: 2 })?.reason).toMatch("size applies to file and attachment fields");
    expect(errorFor({ size: -1 }, { kind: "file" })?.reason).toMatch("megabytes > 0");
    expect(errorFor({ minLength: 1.5 })?.reason).toMatch("whole number");
    expect(errorFor({ required: 1 as unknown as boolean })?.reason).toMatch("true, false or a message");
    expect(errorFor({ validate: [{ condition: "x == budget" } as never] })?.reason).toBe(
      "a condition needs a message",
    );
  });

  it("buttons that unregister unknown fields or share names", () => {
    const compile = (buttons: Template["buttons"]) => () =>
      compileTemplate({ title: "t", fields: [rows], buttons });
    expect(compile([{ name: "s", label: "S", kind: "submit", unregister: ["rows.*.nope"] }])).toThrow(
      'Field "buttons.s", unregister[0] "rows.*.nope": unknown field',
    );
    expect(compile([{ name: "s", label: "S", kind: "submit", unregister: ["rows.0.end"] }])).not.toThrow();
    expect(
      compile([
        { name: "s", label: "S", kind: "submit" },
        { name: "s", label: "S", kind: "reset" },
      ]),
    ).toThrow("two buttons");
  });

  it("templates whose lists are not lists", () => {
    expect(() => compileTemplate({ title: "t", fields: {} as never })).toThrow(
      'Field "(template)", fields: must be a list',
    );
    expect(() => compileTemplate({ title: "t", sections: [{ title: "s" } as never] })).toThrow(
      "a section needs a list of fields",
    );
  });
});
