/** Every field kind a template may use; anything else renders as "Invalid Field". */
export const FIELD_KINDS = [
  "text",
  "longText",
  "number",
  "select",
  "multiSelect",
  "checkbox",
  "switch",
  "radio",
  "date",
  "colour",
  "slider",
  "richText",
  "file",
  "attachment",
  "array",
  "computed",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const LAYOUT_TYPES = ["plain", "table"] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const LAYOUT_SIZES = ["xs", "sm", "md", "lg", "xl"] as const;
export type LayoutSize = (typeof LAYOUT_SIZES)[number];

export const COMPUTED_OPS = ["add", "multiply", "divide"] as const;
export type ComputedOp = (typeof COMPUTED_OPS)[number];

export const BUTTON_KINDS = ["submit", "reset", "cancel"] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

/** Layout of a form, a section or a table array. */
export interface TemplateLayout {
  columns?: number;
  /** Gap between fields in theme spacing units (default 2). */
  spacing?: number;
  size?: LayoutSize;
  labelStyle?: string;
  type?: LayoutType;
  /** Rows per page of a table array (default 5). */
  pageSize?: number;
}

export type OptionValue = string | number | boolean;

export interface FieldOption {
  label: string;
  value: OptionValue;
}

/** `{value, message}`, or the bare value when the default message will do. */
export type ValueRule<T> = T | { value: T; message?: string };

/** A `left op right` condition that must hold, with the message shown when it does not. */
export interface ConditionRule {
  condition: string;
  message: string;
}

/** The validation grammar of spec shell §5 "Dynamic form validation grammar". */
export interface ValidationRules {
  /** `true` for the default message, or the message itself. */
  required?: boolean | string;
  minLength?: ValueRule<number>;
  maxLength?: ValueRule<number>;
  /** A number, or for date fields `today` or a `YYYY-MM-DD` date. */
  min?: ValueRule<number | string>;
  max?: ValueRule<number | string>;
  /** Largest first file, in megabytes. */
  size?: ValueRule<number>;
  /** A regular expression source, checked against the whole text unless it says otherwise. */
  pattern?: ValueRule<string> & { flags?: string };
  /** Conditions between two fields; `*.name` is a sibling in the same array row. */
  validate?: ConditionRule[];
  /** Conditions between a field and a literal (`today` for dates). */
  manual?: ConditionRule[];
  /** When this condition is false the field's validation is switched off. */
  enable?: string;
  /** Validate only when at least one of these sibling fields has a value. */
  validateRow?: string[];
}

/** Hide a field while another field's value is (`in`) or is not (`notIn`) in a list. */
export type HiddenRule = { field: string; in: unknown[] } | { field: string; notIn: unknown[] };

export interface ComputedRule {
  op: ComputedOp;
  /**
   * Field paths, `items.*.cost` being every row of `items` and `*.qty` the same row, or literal numbers
   * (`["*.impressions", "*.cpm", 1000]` with `divide`… or `0.001` with `multiply`).
   */
  sources: Array<string | number>;
  /** Round the result to this many decimals. */
  decimals?: number;
}

export interface AttachmentConfig {
  /** First segment of the storage path (`{featureKey}/{type}s/{fileName}`). */
  featureKey: string;
  /** MIME types (`image/png`), families (`video/*`) or extensions (`.pdf`). */
  accept?: string[];
}

export interface Field {
  name: string;
  label: string;
  kind: FieldKind;
  defaultValue?: unknown;
  options?: FieldOption[];
  disabled?: boolean;
  hidden?: boolean | HiddenRule;
  validation?: ValidationRules;
  computed?: ComputedRule;
  attachment?: AttachmentConfig;
  /** Child fields of an array row. */
  fields?: Field[];
  /** Layout of an array's rows (`type: 'table'` pages the rows). */
  layout?: TemplateLayout;
  placeholder?: string;
  description?: string;
}

export interface Section {
  title: string;
  fields: Field[];
  layout?: TemplateLayout;
}

export interface ButtonConfig {
  name: string;
  label: string;
  kind: ButtonKind;
  /** Field paths dropped from the submitted values (`*` matches every row). */
  unregister?: string[];
  /** Disable the button after a click (default true). */
  disableOnClick?: boolean;
}

export interface Template {
  title: string;
  fields?: Field[];
  sections?: Section[];
  layout?: TemplateLayout;
  buttons?: ButtonConfig[];
}

/** The values of a form: field name to value, arrays holding row objects. */
export type FormValues = Record<string, unknown>;
