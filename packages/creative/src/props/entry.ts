import type { LayerKind } from "@adstudio/core";
import type * as v from "valibot";

/**
 * One CSS declaration of a layer, in CSS spelling. Both renders read the same list: the HTML render writes
 * it into the creative's style sheet, the still render hands it to satori (see `static/satori-style.ts`).
 */
export interface CssDeclaration {
  property: string;
  /** A number is written with its `unit`; a string is written as it is (a picklist value, a checked colour). */
  value: string | number;
  /** Of a number: `px` unless said; `""` for unitless values (opacity, `left:0`). */
  unit?: "px" | "";
  /** Applies while the pointer is over the layer or it has keyboard focus; a still image has neither. */
  hover?: true;
}

/** What differs between the media a layer is drawn in: the fonts each of them has. */
export interface CssMedium {
  /** The `font-family` value for a layer's `font` (a system font's name, or an uploaded font's hash). */
  fontFamily(font: string): string;
}

/**
 * The layer's properties as an entry's `css` reads its partners. Not `LayerProps`: that type is derived from
 * the entries, so they cannot name it; `sibling` reads one with its type.
 */
export type Siblings = Readonly<Record<string, unknown>>;

/** A partner property's value, when it has the type its schema gives it (a document is checked before). */
export function sibling(props: Siblings, name: string, type: "number"): number | undefined;
export function sibling(props: Siblings, name: string, type: "string"): string | undefined;
export function sibling(props: Siblings, name: string, type: "number" | "string"): unknown {
  const value = props[name];
  return typeof value === type ? value : undefined;
}

/**
 * How the editor's Properties panel edits a property. Bounds come from the schema and the options of a
 * choice from its picklist (see `propField`), so the panel and the document's check cannot disagree.
 */
export type FieldDescriptor =
  | {
      kind: "number";
      label: string;
      unit: string;
      /** Shown value = stored value × scale (opacity is stored 0–1 and edited in per cent). */
      scale?: number;
      step?: number;
    }
  | { kind: "colour"; label: string }
  | { kind: "choice"; label: string }
  /** Fields with an editor of their own: a font (system or uploaded), the hover style (scale, opacity). */
  | { kind: "font" | "hover"; label: string };

/**
 * One layer property (spec studio §3 element names): its value's schema, what an unset property looks like,
 * the CSS both renders draw it with, the layer kinds the Form Elements catalogue gives it by default, and
 * its editor field.
 */
export interface PropEntry<S extends v.GenericSchema = v.GenericSchema> {
  schema: S;
  /** What the layer looks like with the property unset (the editor shows it as the empty field's hint). */
  default?: v.InferOutput<S>;
  /**
   * The declarations the property adds to the layer's style. It is called whether the property is set or
   * not: a property drawn together with others (the border's width, style and colour) is written by one of
   * them, which reads the rest from `props`, and the others name it with `drawnBy`.
   */
  css(value: v.InferOutput<S> | undefined, props: Siblings, medium: CssMedium): CssDeclaration[];
  /** The layer kinds the default Form Elements catalogue shows the property's field on (core's seed). */
  layers: readonly LayerKind[];
  field: FieldDescriptor;
}

/** Declares an entry with its value's type inferred from its schema. */
export const prop = <S extends v.GenericSchema>(entry: PropEntry<S>): PropEntry<S> => entry;

/** The css of a property that another property's declaration draws (`drawnBy("borderWidth")`). */
export const drawnBy = (_writer: string) => (): CssDeclaration[] => [];
