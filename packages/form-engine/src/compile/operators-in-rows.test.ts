import { describe, expect, it } from "vitest";
import { compileTemplate } from "./compile-template";

const now = () => new Date(2024, 5, 15);

describe("conditions in array rows", () => {
  it("runs every operator between sibling dates and against today, row by row", () => {
    const expected: Record<string, boolean[]> = {
      // [a before b, a same day as b, a after b] → does `*.a op *.b` hold?
      ">": [false, false, true],
      "<": [true, false, false],
      "==": [false, true, false],
      "===": [false, true, false],
      "!=": [true, false, true],
      "!==": [true, false, true],
      "<=": [true, true, false],
      ">=": [false, true, true],
    };
    for (const [op, holds] of Object.entries(expected)) {
      const dated = compileTemplate(
        {
          title: "t",
          fields: [
            {
              name: "rows",
              label: "Rows",
              kind: "array",
              fields: [
                {
                  name: "a",
                  label: "A",
                  kind: "date",
                  validation: { validate: [{ condition: `*.a ${op} *.b`, message: `a ${op} b` }] },
                },
                { name: "b", label: "B", kind: "date" },
                {
                  name: "c",
                  label: "C",
                  kind: "date",
                  validation: { manual: [{ condition: `*.c ${op} today`, message: `c ${op} today` }] },
                },
              ],
            },
          ],
        },
        { now },
      );
      const result = dated.validate({
        rows: [
          { a: "2024-06-14", b: "2024-06-15", c: "2024-06-14" },
          { a: "2024-06-15", b: "2024-06-15T20:00:00", c: "2024-06-15T23:59:00" },
          { a: "2024-06-16", b: "2024-06-15", c: "2024-06-16" },
        ],
      });
      const errors = result.success ? {} : result.errors;
      // b is always 15 June, which is also today, and c repeats a's day: both rules hold on the same rows
      expect([0, 1, 2].map((i) => errors[`rows.${i}.a`] === undefined)).toEqual(holds);
      expect([0, 1, 2].map((i) => errors[`rows.${i}.c`] === undefined)).toEqual(holds);
      expect(new Set(Object.values(errors))).toEqual(new Set([`a ${op} b`, `c ${op} today`]));
    }
  });
});
