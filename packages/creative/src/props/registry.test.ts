import { DEFAULT_FORM_ELEMENTS, ELEMENT_NAMES, type ElementName } from "@adstudio/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LayerPropsSchema } from "../document/layer";
import type { PropEntry } from "./entry";
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
