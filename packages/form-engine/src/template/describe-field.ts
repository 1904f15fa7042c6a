import { columnSpan, DEFAULT_LAYOUT, type ResolvedLayout, resolveLayout } from "../layout/layout";
import { INVALID_FIELD_MESSAGE, LONG_TEXT_ROWS, SLIDER_STEP } from "./constants";
import { isKnownKind } from "./field-index";
import type { Field, FieldKind, FieldOption } from "./types";

/** What the renderer draws for a field whose kind is unknown. */
export interface InvalidFieldDescriptor {
  kind: "invalid";
  name: string;
  label: string;
  message: typeof INVALID_FIELD_MESSAGE;
  span: number;
}

/** What the renderer needs to draw a known field; React-free, so any renderer can use it. */
export interface KnownFieldDescriptor {
  kind: FieldKind;
  name: string;
  label: string;
  /** Grid span of 12 for the layout's column count. */
  span: number;
  disabled: boolean;
  /** Computed fields are shown but never edited. */
  readOnly: boolean;
  required: boolean;
  placeholder?: string;
  description?: string;
  options?: FieldOption[];
  multiple?: boolean;
  /** Text rows of a long-text field (4). */
  rows?: number;
  step?: number;
  min?: number;
  max?: number;
  /** Colours are hex with a leading #. */
  format?: "hex";
  accept?: string[];
  featureKey?: string;
  /** Arrays: layout of their rows, whether rows are a paged table, and the row fields. */
  layout?: ResolvedLayout;
  table?: boolean;
  pageSize?: number;
  fields?: FieldDescriptor[];
}

export type FieldDescriptor = InvalidFieldDescriptor | KnownFieldDescriptor;

export interface DescribeOptions {
  /** The layout the field sits in (default one column). */
  layout?: ResolvedLayout;
  /** Whether the field is in the top-level form (4 columns → span 3) rather than an array row. */
  topLevel?: boolean;
}

function limitOf(rule: unknown): number | undefined {
  const value = typeof rule === "object" && rule !== null ? (rule as { value?: unknown }).value : rule;
  return typeof value === "number" ? value : undefined;
}

/** The render model of one field; an unknown kind gives `{kind: "invalid", message: "Invalid Field"}`. */
export function describeField(field: Field, options: DescribeOptions = {}): FieldDescriptor {
  const layout = options.layout ?? DEFAULT_LAYOUT;
  const span = columnSpan(layout.columns, { topLevel: options.topLevel ?? false });
  const name = String(field.name);
  const label = String(field.label ?? field.name);
  if (!isKnownKind(field.kind)) return { kind: "invalid", name, label, message: INVALID_FIELD_MESSAGE, span };
  const computed = field.kind === "computed" || field.computed !== undefined;
  const required = field.validation?.required;
  const descriptor: KnownFieldDescriptor = {
    kind: field.kind,
    name,
    label,
    span,
    disabled: field.disabled === true,
    readOnly: computed,
    required: required !== undefined && required !== false,
  };
  if (field.placeholder !== undefined) descriptor.placeholder = field.placeholder;
  if (field.description !== undefined) descriptor.description = field.description;
  switch (field.kind) {
    case "longText":
      descriptor.rows = LONG_TEXT_ROWS;
      break;
    case "slider": {
      descriptor.step = SLIDER_STEP;
      const [min, max] = [limitOf(field.validation?.min), limitOf(field.validation?.max)];
      if (min !== undefined) descriptor.min = min;
      if (max !== undefined) descriptor.max = max;
      break;
    }
    case "colour":
      descriptor.format = "hex";
      break;
    case "select":
    case "radio":
    case "multiSelect":
      descriptor.options = field.options ?? [];
      descriptor.multiple = field.kind === "multiSelect";
      break;
    case "file":
    case "attachment":
      descriptor.multiple = field.kind === "file";
      if (field.attachment?.accept) descriptor.accept = field.attachment.accept;
      if (field.attachment?.featureKey) descriptor.featureKey = field.attachment.featureKey;
      break;
    case "array": {
      const rowLayout = resolveLayout(field.layout, { ...layout, type: "plain" });
      descriptor.layout = rowLayout;
      descriptor.table = rowLayout.type === "table";
      descriptor.pageSize = rowLayout.pageSize;
      descriptor.fields = (field.fields ?? []).map((child) => describeField(child, { layout: rowLayout }));
      break;
    }
  }
  return descriptor;
}
