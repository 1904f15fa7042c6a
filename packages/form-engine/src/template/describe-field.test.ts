import { describe, expect, it } from "vitest";
import { resolveLayout } from "../layout/layout";
import { describeField } from "./describe-field";
import type { Field } from "./types";

describe("describeField", () => {
  it("reports an unknown kind as Invalid Field", () => {
    expect(describeField({ name: "x", label: "X", kind: "map" as Field["kind"] })).toEqual({
      kind: "invalid",
      name: "x",
      label: "X",
      message: "Invalid Field",
      span: 12,
    });
  });

  it("gives long text 4 rows, sliders step 1, colours hex", () => {
    expect(describeField({ name: "t", label: "T", kind: "longText" })).toMatchObject({
      kind: "longText",
      rows: 4,
    });
    expect(
      describeField({
        name: "s",
        label: "S",
        kind: "slider",
        validation: { min: 0, max: { value: 50, message: "m" } },
      }),
    ).toMatchObject({
      step: 1,
      min: 0,
      max: 50,
    });
    expect(describeField({ name: "c", label: "C", kind: "colour" })).toMatchObject({ format: "hex" });
  });

  it("marks computed fields read-only and carries disabled, required and options", () => {
    expect(
      describeField({ name: "c", label: "C", kind: "computed", computed: { op: "add", sources: ["a"] } }),
    ).toMatchObject({
      readOnly: true,
      disabled: false,
    });
    const select = describeField({
      name: "s",
      label: "S",
      kind: "multiSelect",
      disabled: true,
      options: [{ label: "A", value: "a" }],
      validation: { required: "Pick" },
    });
    expect(select).toMatchObject({
      disabled: true,
      required: true,
      multiple: true,
      options: [{ label: "A", value: "a" }],
    });
  });

  it("spans by the layout's columns, 4 columns only at the top level", () => {
    const layout = resolveLayout({ columns: 4 });
    expect(describeField({ name: "a", label: "A", kind: "text" }, { layout, topLevel: true }).span).toBe(3);
    expect(describeField({ name: "a", label: "A", kind: "text" }, { layout }).span).toBe(12);
  });

  it("describes arrays with their rows, paged 5 a page when they are tables", () => {
    const array: Field = {
      name: "rows",
      label: "Rows",
      kind: "array",
      layout: { type: "table", columns: 3 },
      fields: [
        { name: "x", label: "X", kind: "text" },
        { name: "f", label: "F", kind: "attachment", attachment: { featureKey: "qr", accept: ["image/*"] } },
      ],
    };
    const described = describeField(array, { layout: resolveLayout({ columns: 2 }), topLevel: true });
    expect(described).toMatchObject({
      span: 6,
      table: true,
      pageSize: 5,
      layout: { columns: 3, type: "table" },
    });
    expect(described.kind === "array" && described.fields).toMatchObject([
      { name: "x", span: 4 },
      { name: "f", span: 4, featureKey: "qr", accept: ["image/*"], multiple: false },
    ]);
    expect(describeField({ ...array, layout: undefined })).toMatchObject({ table: false });
  });
});
