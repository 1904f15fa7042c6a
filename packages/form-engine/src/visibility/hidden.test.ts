import { describe, expect, it } from "vitest";
import { compileTemplate } from "../compile/compile-template";
import type { Field } from "../template/types";

const fields: Field[] = [
  {
    name: "format",
    label: "Format",
    kind: "select",
    options: [
      { label: "Video", value: "video" },
      { label: "Banner", value: "banner" },
    ],
  },
  { name: "tags", label: "Tags", kind: "multiSelect" },
  { name: "videoUrl", label: "Video URL", kind: "text", hidden: { field: "format", notIn: ["video"] } },
  { name: "width", label: "Width", kind: "number", hidden: { field: "format", in: ["video", null] } },
  { name: "promo", label: "Promo", kind: "text", hidden: { field: "tags", in: ["internal"] } },
  { name: "secret", label: "Secret", kind: "text", hidden: true },
  {
    name: "rows",
    label: "Rows",
    kind: "array",
    fields: [
      {
        name: "kind",
        label: "Kind",
        kind: "radio",
        options: [
          { label: "A", value: 1 },
          { label: "B", value: 2 },
        ],
      },
      { name: "extra", label: "Extra", kind: "text", hidden: { field: "*.kind", in: [2] } },
    ],
    hidden: { field: "format", in: ["banner"] },
  },
];
const form = compileTemplate({ title: "t", fields });

describe("hidden", () => {
  it("hides by another field's value being in, or not in, a list", () => {
    const shown = form.visibleFields({ format: "video", rows: [] });
    expect(shown).toEqual(["format", "tags", "videoUrl", "promo", "rows"]);
    expect(form.visibleFields({ format: null })).toEqual(["format", "tags", "promo", "rows"]);
  });

  it("matches a multi-select when any choice is listed, and values loosely", () => {
    expect(form.visibleFields({ format: "banner", tags: ["x", "internal"] })).toEqual([
      "format",
      "tags",
      "width",
    ]);
  });

  it("hides a field per row from a sibling, and a hidden array with its rows", () => {
    expect(form.visibleFields({ format: "video", rows: [{ kind: 1 }, { kind: "2" }] })).toEqual([
      "format",
      "tags",
      "videoUrl",
      "promo",
      "rows",
      "rows.0.kind",
      "rows.0.extra",
      "rows.1.kind",
    ]);
  });

  it("refuses malformed rules", () => {
    const compile = (hidden: unknown) => () =>
      compileTemplate({
        title: "t",
        fields: [fields[0]!, { name: "x", label: "X", kind: "text", hidden: hidden as Field["hidden"] }],
      });
    expect(compile({ field: "nope", in: [1] })).toThrow('unknown field "nope"');
    expect(compile({ field: "format", in: [1], notIn: [2] })).toThrow("exactly one of in and notIn");
    expect(compile({ field: "format" })).toThrow("exactly one of in and notIn");
    expect(compile({ field: "format", in: "video" })).toThrow("must be a list");
    expect(compile({ field: "*.format", in: [1] })).toThrow("outside an array");
    expect(compile("yes")).toThrow("expected true");
  });
});
