import { describe, expect, it } from "vitest";
import { indexTemplate, templateFields } from "./field-index";
import type { Field, Template } from "./types";

const template: Template = {
  title: "t",
  fields: [{ name: "a", label: "A", kind: "text" }],
  sections: [
    {
      title: "S",
      fields: [
        {
          name: "rows",
          label: "Rows",
          kind: "array",
          fields: [
            { name: "x", label: "X", kind: "number" },
            { name: "legs", label: "Legs", kind: "array", fields: [{ name: "y", label: "Y", kind: "date" }] },
          ],
        },
        { name: "odd", label: "Odd", kind: "sparkles" as Field["kind"] },
      ],
    },
  ],
};

describe("indexTemplate", () => {
  it("locates every field by template path, sections flattened into the top level", () => {
    const index = indexTemplate(template);
    expect(templateFields(template).map((field) => field.name)).toEqual(["a", "rows", "odd"]);
    expect(index.root.map((entry) => entry.key)).toEqual(["a", "rows", "odd"]);
    expect(index.entries.map((entry) => entry.key)).toEqual([
      "a",
      "rows",
      "odd",
      "rows.*.x",
      "rows.*.legs",
      "rows.*.legs.*.y",
    ]);
    expect(index.byKey.get("rows.*.legs.*.y")?.array?.key).toBe("rows.*.legs");
    expect(index.byKey.get("rows.*.x")?.level.has("legs")).toBe(true);
    expect(index.byKey.get("odd")?.known).toBe(false);
  });

  it("refuses missing, malformed and duplicate names and arrays without row fields", () => {
    const fields =
      (...list: unknown[]) =>
      () =>
        indexTemplate({ title: "t", fields: list as Field[] });
    expect(fields({ label: "A", kind: "text" })).toThrow("a field needs a non-empty name");
    expect(fields({ name: "a.b", label: "A", kind: "text" })).toThrow("may not contain dots");
    expect(fields({ name: "12", label: "A", kind: "text" })).toThrow("may not be a number");
    expect(fields({ name: "__proto__", label: "A", kind: "text" })).toThrow("reserved");
    expect(
      fields({ name: "a", label: "A", kind: "text" }, { name: "a", label: "B", kind: "number" }),
    ).toThrow('Field "a", name: two fields are named "a"');
    expect(fields({ name: "r", label: "R", kind: "array", fields: [] })).toThrow(
      "needs at least one row field",
    );
  });
});
