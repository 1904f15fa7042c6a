import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Field, Template } from "../template/types";
import { compileTemplate } from "./compile-template";

const now = () => new Date(2024, 5, 15);

const flights: Field = {
  name: "flights",
  label: "Flights",
  kind: "array",
  layout: { type: "table" },
  fields: [
    {
      name: "site",
      label: "Site",
      kind: "text",
      validation: { required: "Site?", validateRow: ["site", "*.startDate", "cost"] },
    },
    {
      name: "startDate",
      label: "Start",
      kind: "date",
      validation: { min: { value: "today", message: "Start today or later" } },
    },
    {
      name: "endDate",
      label: "End",
      kind: "date",
      validation: {
        required: "End?",
        validateRow: ["site", "startDate"],
        validate: [{ condition: "*.endDate > *.startDate", message: "End after start" }],
      },
    },
    { name: "qty", label: "Qty", kind: "number" },
    { name: "cost", label: "Cost", kind: "number" },
    {
      name: "total",
      label: "Total",
      kind: "computed",
      computed: { op: "multiply", sources: ["*.qty", "*.cost"] },
    },
  ],
};

const template: Template = {
  title: "Campaign",
  layout: { columns: 2 },
  fields: [
    { name: "name", label: "Name", kind: "text", defaultValue: "Untitled", validation: { required: true } },
    {
      name: "format",
      label: "Format",
      kind: "radio",
      options: [
        { label: "Video", value: "video" },
        { label: "Banner", value: "banner" },
      ],
    },
    {
      name: "videoUrl",
      label: "Video URL",
      kind: "text",
      hidden: { field: "format", notIn: ["video"] },
      validation: { required: "Video URL?" },
    },
  ],
  sections: [
    {
      title: "Flights",
      layout: { columns: 4 },
      fields: [
        flights,
        {
          name: "grandTotal",
          label: "Grand total",
          kind: "computed",
          computed: { op: "add", sources: ["flights.*.total"] },
        },
      ],
    },
  ],
  buttons: [
    { name: "save", label: "Save", kind: "submit", unregister: ["flights.*.total"] },
    { name: "reset", label: "Reset", kind: "reset" },
    { name: "cancel", label: "Cancel", kind: "cancel", disableOnClick: false },
  ],
};

const form = compileTemplate(template, { now });
const row = (values: Record<string, unknown>) => ({
  site: "",
  startDate: null,
  endDate: null,
  qty: "",
  cost: "",
  total: 0,
  ...values,
});

describe("compileTemplate", () => {
  it("gives defaults with one row per array and computed fields computed", () => {
    expect(form.defaults()).toEqual({
      name: "Untitled",
      format: null,
      videoUrl: "",
      flights: [row({})],
      grandTotal: 0,
    });
    expect(form.defaults()).not.toBe(form.defaults());
  });

  it("exposes one valibot schema that is a Standard Schema", () => {
    expect(form.schema["~standard"].vendor).toBe("valibot");
    const result = form.schema["~standard"].validate({
      name: "",
      flights: [row({ site: "x", endDate: "2024-07-01" })],
    });
    expect(result).not.toBeInstanceOf(Promise);
    const issues =
      (result as { issues?: readonly { message: string; path?: readonly unknown[] }[] }).issues ?? [];
    expect(
      issues.map((issue) => [
        issue.path?.map((item) => (item as { key: unknown }).key).join("."),
        issue.message,
      ]),
    ).toEqual([["name", "Name is required."]]);
    expect(v.safeParse(form.schema, "nope").issues?.[0]?.message).toBe("Form values must be an object.");
  });

  it("keys errors by value path, with sibling rules checked row by row", () => {
    const result = form.validate({
      name: "Spring",
      flights: [
        row({ site: "a", startDate: "2024-06-20", endDate: "2024-06-21" }),
        row({ site: "b", startDate: "2024-06-20", endDate: "2024-06-19" }),
        row({ site: "", startDate: "2024-06-01", endDate: "2024-06-30" }),
      ],
    });
    expect(result).toEqual({
      success: false,
      message: "End after start",
      errors: {
        "flights.1.endDate": "End after start",
        "flights.2.site": "Site?",
        "flights.2.startDate": "Start today or later",
      },
    });
  });

  it("validates a row only when one of the validateRow fields has a value", () => {
    expect(form.validate({ name: "x", flights: [row({}), row({ qty: 3 })] }).success).toBe(true);
    const result = form.validate({ name: "x", flights: [row({}), row({ cost: 3 })] });
    expect(result.success ? {} : result.errors).toEqual({ "flights.1.site": "Site?" });
    const started = form.validate({ name: "x", flights: [row({ startDate: "2024-06-20" })] });
    expect(started.success ? {} : started.errors).toEqual({
      "flights.0.site": "Site?",
      "flights.0.endDate": "End?",
    });
  });

  it("does not validate hidden fields and reports which are visible", () => {
    expect(form.validate({ name: "x", format: "banner", videoUrl: "" }).success).toBe(true);
    const video = form.validate({ name: "x", format: "video", videoUrl: "" });
    expect(video.success ? {} : video.errors).toEqual({ videoUrl: "Video URL?" });
    expect(form.visibleFields({ format: "banner", flights: [row({})] })).toEqual([
      "name",
      "format",
      "flights",
      "flights.0.site",
      "flights.0.startDate",
      "flights.0.endDate",
      "flights.0.qty",
      "flights.0.cost",
      "flights.0.total",
      "grandTotal",
    ]);
    expect(form.visibleFields({ format: "video" })).toContain("videoUrl");
  });

  it("recomputes every computed field from the values, ignoring the client's numbers", () => {
    const values = {
      flights: [row({ qty: 2, cost: "1.5", total: 999 }), row({ qty: 3, cost: 0.1 })],
      grandTotal: 1e9,
    };
    const recomputed = form.recompute(values);
    expect(recomputed.flights).toEqual([
      row({ qty: 2, cost: "1.5", total: 3 }),
      row({ qty: 3, cost: 0.1, total: 0.3 }),
    ]);
    expect(recomputed.grandTotal).toBe(3.3);
    expect(values.grandTotal).toBe(1e9);
    const filled = { site: "a", startDate: "2024-06-20", endDate: "2024-06-21" };
    const parsed = form.validate({
      name: "x",
      flights: values.flights.map((item) => ({ ...item, ...filled })),
      grandTotal: 7,
    });
    expect(parsed.success && parsed.values.grandTotal).toBe(3.3);
  });

  it("adds default rows and never removes the first row", () => {
    const start = form.defaults();
    const added = form.addRow({ ...start, flights: [row({ qty: 1, cost: 2 })] }, "flights");
    expect(added.flights).toEqual([row({ qty: 1, cost: 2, total: 2 }), row({})]);
    expect(added.grandTotal).toBe(2);
    expect(form.removeRow(added, "flights", 0)).toBe(added);
    const removed = form.removeRow(form.addRow(added, "flights"), "flights", 1);
    expect((removed.flights as unknown[]).length).toBe(2);
    expect(() => form.addRow(start, "name")).toThrow('"name" is not an array field.');
  });

  it("builds the render model: sections, spans and table arrays", () => {
    expect(form.layout).toMatchObject({ columns: 2, spacing: 2 });
    expect(
      form.sections.map((section) => [
        section.title,
        section.fields.map((field) => [field.name, field.span]),
      ]),
    ).toEqual([
      [
        undefined,
        [
          ["name", 6],
          ["format", 6],
          ["videoUrl", 6],
        ],
      ],
      [
        "Flights",
        [
          ["flights", 3],
          ["grandTotal", 3],
        ],
      ],
    ]);
    const table = form.sections[1]?.fields[0];
    expect(table).toMatchObject({ kind: "array", table: true, pageSize: 5 });
    expect(table && "fields" in table ? table.fields?.map((field) => field.span) : []).toEqual([
      12, 12, 12, 12, 12, 12,
    ]);
  });

  it("presses buttons: submit without unregistered fields, reset to defaults, cancel", () => {
    const values = { name: "x", flights: [row({ qty: 1, cost: 1, total: 1 })] };
    expect(form.press("save", values)).toEqual({
      type: "submit",
      button: "save",
      values: { name: "x", flights: [{ site: "", startDate: null, endDate: null, qty: 1, cost: 1 }] },
      disable: true,
    });
    expect(form.press("reset", values)).toEqual({
      type: "reset",
      button: "reset",
      values: form.defaults(),
      disable: true,
    });
    expect(form.press("cancel", values)).toEqual({ type: "cancel", button: "cancel", disable: false });
    expect(() => form.press("publish", values)).toThrow('Unknown button "publish".');
  });

  it("compiles a template with an unknown kind and leaves that field alone", () => {
    const odd = compileTemplate({
      title: "t",
      fields: [{ name: "x", label: "X", kind: "hologram" as Field["kind"], validation: { required: true } }],
    });
    expect(odd.sections[0]?.fields[0]).toEqual({
      kind: "invalid",
      name: "x",
      label: "X",
      message: "Invalid Field",
      span: 12,
    });
    expect(odd.defaults()).toEqual({});
    expect(odd.validate({}).success).toBe(true);
    expect(odd.visibleFields({})).toEqual(["x"]);
  });

  it("skips disabled fields and whole arrays whose enable is off", () => {
    const gated = compileTemplate({
      title: "t",
      fields: [
        { name: "on", label: "On", kind: "switch" },
        { name: "locked", label: "Locked", kind: "text", disabled: true, validation: { required: true } },
        {
          name: "rows",
          label: "Rows",
          kind: "array",
          validation: { enable: "on === true" },
          fields: [{ name: "x", label: "X", kind: "text", validation: { required: "X?" } }],
        },
      ],
    });
    expect(gated.validate({ on: false, rows: [{ x: "" }] }).success).toBe(true);
    const on = gated.validate({ on: true, rows: [{ x: "" }] });
    expect(on.success ? {} : on.errors).toEqual({ "rows.0.x": "X?" });
  });
});
