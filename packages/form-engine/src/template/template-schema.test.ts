import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TemplateSchema, validateTemplate } from "./template-schema";
import type { Template } from "./types";

const good: Template = {
  title: "Campaign",
  layout: { columns: 2, spacing: 3, size: "md", labelStyle: "inline", type: "plain" },
  fields: [
    {
      name: "name",
      label: "Name",
      kind: "text",
      validation: { required: "Enter a name", maxLength: { value: 40, message: "Too long" } },
    },
    { name: "format", label: "Format", kind: "radio", options: [{ label: "Video", value: "video" }] },
  ],
  sections: [
    {
      title: "Flights",
      fields: [
        {
          name: "flights",
          label: "Flights",
          kind: "array",
          layout: { type: "table", pageSize: 10 },
          hidden: { field: "format", notIn: ["video"] },
          fields: [
            {
              name: "start",
              label: "Start",
              kind: "date",
              validation: { min: { value: "today", message: "Not past" } },
            },
            {
              name: "end",
              label: "End",
              kind: "date",
              validation: {
                validate: [{ condition: "*.end > *.start", message: "After start" }],
                validateRow: ["start"],
              },
            },
            {
              name: "logo",
              label: "Logo",
              kind: "attachment",
              attachment: { featureKey: "qr", accept: ["image/*"] },
              validation: { size: 2 },
            },
          ],
        },
        { name: "n", label: "N", kind: "computed", computed: { op: "add", sources: ["flights.*.end"] } },
      ],
    },
  ],
  buttons: [{ name: "save", label: "Save", kind: "submit", unregister: ["n"] }],
};

describe("validateTemplate", () => {
  it("accepts a well-formed template, as a value or as JSON text", () => {
    expect(validateTemplate(good)).toEqual({ success: true, template: good });
    expect(validateTemplate(JSON.stringify(good))).toEqual({ success: true, template: good });
    expect(v.is(TemplateSchema, good)).toBe(true);
  });

  it("names each shape problem by its path", () => {
    const result = validateTemplate({
      title: "t",
      fields: [
        { name: "a", label: "A", kind: "colorPicker" },
        {
          name: "b",
          label: "B",
          kind: "text",
          lable: "x",
          validation: { required: 3, minLength: { value: "3" } },
        },
        { name: "c", label: "C", kind: "text", hidden: { field: "a", in: 3 } },
        { name: "d", kind: "array", fields: [] },
      ],
      layout: { type: "grid", columns: 0 },
      buttons: [{ name: "go", label: "Go", kind: "launch" }],
    });
    expect(result).toEqual({
      success: false,
      errors: [
        'fields.0.kind: unknown field kind "colorPicker" (it would render as "Invalid Field")',
        "fields.1.validation.required: required must be true, false or a message",
        "fields.1.validation.minLength.value: minLength must be a number",
        'fields.1.lable: unknown property "lable"',
        "fields.2.hidden.in: in must be a list",
        'fields.3.label: missing property "label"',
        "layout.columns: columns must be at least 1",
        "layout.type: type must be plain or table",
        "buttons.0.kind: button kind must be one of submit, reset, cancel",
      ],
    });
  });

  it("takes finite numbers as computed sources, nothing else but field paths", () => {
    const withConstant = (sources: unknown[]) => ({
      title: "t",
      fields: [
        { name: "a", label: "A", kind: "number" },
        { name: "b", label: "B", kind: "computed", computed: { op: "multiply", sources } },
      ],
    });
    expect(validateTemplate(withConstant(["a", 0.001])).success).toBe(true);
    expect(validateTemplate(withConstant(["a", true]))).toEqual({
      success: false,
      errors: ["fields.1.computed.sources.1: a source must be a field path or a finite number"],
    });
  });

  it("then compiles the rules and reports the first malformed one", () => {
    const broken: Template = JSON.parse(JSON.stringify(good));
    broken.sections![0]!.fields[0]!.fields![1]!.validation!.validate = [
      { condition: "*.end >> *.start", message: "m" },
    ];
    expect(validateTemplate(broken)).toEqual({
      success: false,
      errors: [
        'Field "flights.*.end", validate[0] "*.end >> *.start": unknown operator ">>" (use one of > < == === != !== <= >=)',
      ],
    });
  });

  it("reports text that is not JSON and values that are not templates", () => {
    expect(validateTemplate("{").success).toBe(false);
    expect(validateTemplate("{")).toMatchObject({
      errors: [expect.stringMatching(/^\(template\): not valid JSON/)],
    });
    expect(validateTemplate([])).toEqual({
      success: false,
      errors: ["(template): template must be an object"],
    });
  });
});
