import { DEFAULT_FORM_ELEMENTS, ELEMENT_NAMES, type ElementName } from "@adstudio/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LayerPropsSchema } from "../document/layer";
import type { PropEntry } from "./entry";
import { PROP_FIELDS } from "./fields";
import { LAYER_PROPS, type LayerPropName } from "./registry";

// Every property is a form element of core's catalogue (a spec element name): a new one is named there too.
type NotElementNames = Exclude<LayerPropName, ElementName>;
const everyNameIsAnElement: [NotElementNames] extends [never] ? true : NotElementNames = true;

const entries = Object.entries(LAYER_PROPS) as [LayerPropName, PropEntry][];

describe("the property registry", () => {
  it("is the layer's props schema: one optional key per entry, nothing else", () => {
    expect(everyNameIsAnElement).toBe(true);
    expect(Object.keys(LayerPropsSchema.entries)).toEqual(Object.keys(LAYER_PROPS));
    expect(v.safeParse(LayerPropsSchema, {}).success).toBe(true);
    expect(v.safeParse(LayerPropsSchema, { shadow: 2 }).success).toBe(false);
    expect(v.safeParse(LayerPropsSchema, { fontSize: 2 }).success).toBe(false);
    expect(v.safeParse(LayerPropsSchema, { background: "red" }).issues?.[0]?.message).toBe(
      "Use a colour such as #ff0044.",
    );
  });

  it("gives each property a default its own schema accepts", () => {
    for (const [name, entry] of entries) {
      if (entry.default !== undefined) expect(v.is(entry.schema, entry.default), name).toBe(true);
    }
  });

  it("agrees with core's Form Elements catalogue: each property is an element on the same layer kinds", () => {
    for (const [name, entry] of entries) {
      expect(ELEMENT_NAMES, name).toContain(name);
      const seed = DEFAULT_FORM_ELEMENTS.find((element) => element.element === name);
      expect([...(seed?.layers ?? [])].sort(), name).toEqual([...entry.layers].sort());
    }
  });
});

describe("the editor fields", () => {
  it("take their range and options from the schema, their hint from the default", () => {
    expect(PROP_FIELDS.fontSize).toEqual({
      kind: "number",
      prop: "fontSize",
      label: "Font size",
      unit: "px",
      min: 4,
      max: 400,
      placeholder: 14,
    });
    expect(PROP_FIELDS.opacity).toMatchObject({ unit: "%", scale: 100, min: 0, max: 1, placeholder: 1 });
    expect(PROP_FIELDS.textAlign).toEqual({
      kind: "choice",
      prop: "textAlign",
      label: "Text alignment",
      options: ["left", "center", "right", "justify"],
    });
    expect(PROP_FIELDS.fontColor).toEqual({ kind: "colour", prop: "fontColor", label: "Text colour" });
  });

  it("edit each property with an input its schema accepts", () => {
    const sample = { colour: "#ff0044", font: "serif", hover: { scale: 1.1 } } as const;
    for (const field of Object.values(PROP_FIELDS)) {
      const schema = LayerPropsSchema.entries[field.prop];
      const value =
        field.kind === "choice" ? field.options[0] : field.kind === "number" ? field.max : sample[field.kind];
      expect(v.is(schema, value), field.prop).toBe(true);
      if (field.kind === "choice") expect(field.options.length, field.prop).toBeGreaterThan(1);
    }
  });
});
