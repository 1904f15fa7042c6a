import type { LayerProps } from "../document/layer";
import type { FieldDescriptor, PropEntry } from "./entry";
import { LAYER_PROPS, type LayerPropName } from "./registry";

/** The properties whose values are of type `T` (the ones a number or a text input can edit). */
type PropsOf<T> = {
  [K in keyof LayerProps]-?: NonNullable<LayerProps[K]> extends T ? K : never;
}[keyof LayerProps];

/** An editor field of the Properties panel, for one property of the registry. */
export type PropField =
  | (Extract<FieldDescriptor, { kind: "number" }> & {
      prop: PropsOf<number>;
      /** The schema's range of the stored value (not scaled). */
      min: number;
      max: number;
      /** The value an unset property has, as the empty field's hint. */
      placeholder?: number;
    })
  | { kind: "colour"; prop: PropsOf<string>; label: string }
  | { kind: "choice"; prop: PropsOf<string>; label: string; options: readonly string[] }
  | { kind: "font"; prop: "font"; label: string }
  | { kind: "hover"; prop: "hoverStyle"; label: string };

type SchemaAction = { type: string; requirement?: unknown };
type SchemaShape = { type: string; options?: readonly string[]; pipe?: readonly SchemaAction[] };

/** A requirement of the schema's pipe (`min_value`…), read so the field and the document's check agree. */
function requirement(schema: SchemaShape, type: string): unknown {
  return schema.pipe?.find((action) => action.type === type)?.requirement;
}

function fieldOf(prop: LayerPropName, entry: PropEntry): PropField {
  const schema = entry.schema as unknown as SchemaShape;
  const field = entry.field;
  switch (field.kind) {
    case "number": {
      const min = requirement(schema, "min_value");
      const max = requirement(schema, "max_value");
      return {
        ...field,
        prop: prop as PropsOf<number>,
        min: typeof min === "number" ? min : Number.NEGATIVE_INFINITY,
        max: typeof max === "number" ? max : Number.POSITIVE_INFINITY,
        ...(typeof entry.default === "number" ? { placeholder: entry.default } : {}),
      };
    }
    case "choice":
      return { ...field, prop: prop as PropsOf<string>, options: schema.options ?? [] };
    case "colour":
      return { ...field, prop: prop as PropsOf<string> };
    case "font":
      return { kind: "font", label: field.label, prop: "font" };
    case "hover":
      return { kind: "hover", label: field.label, prop: "hoverStyle" };
  }
}

/**
 * The Properties panel's field of every layer property, by element name (which of them a layer shows, and
 * in what order, is the Form Elements master data's call).
 */
export const PROP_FIELDS = Object.fromEntries(
  Object.entries(LAYER_PROPS).map(([prop, entry]) => [
    prop,
    fieldOf(prop as LayerPropName, entry as PropEntry),
  ]),
) as Record<LayerPropName, PropField>;
