import type { Field, FieldKind } from "../template/types";

/** No answer given: `undefined`, `null`, blank text, an empty list or `NaN`. `false` and `0` are answers. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a field holds something worth validating; an unticked box (`false`) holds nothing. */
export function hasValue(value: unknown): boolean {
  return value !== false && !isEmpty(value);
}

const BOOLEAN_KINDS: ReadonlySet<string> = new Set<FieldKind>(["checkbox", "switch"]);

export function isBooleanKind(kind: string): boolean {
  return BOOLEAN_KINDS.has(kind);
}

/**
 * The value of a field nobody has touched, following the renderer's (Mantine's) conventions: text-like
 * inputs and numbers `""`, single choices and dates `null`, lists `[]`, boxes `false`, sliders their
 * minimum. Arrays and computed fields are filled in by the compiled template.
 */
export function emptyValueFor(field: Pick<Field, "kind" | "validation">): unknown {
  switch (field.kind) {
    case "checkbox":
    case "switch":
      return false;
    case "multiSelect":
    case "file":
    case "array":
      return [];
    case "select":
    case "radio":
    case "date":
    case "attachment":
    case "computed":
      return null;
    case "slider": {
      const min = field.validation?.min;
      const value = typeof min === "object" ? min.value : min;
      return typeof value === "number" ? value : 0;
    }
    default:
      return "";
  }
}
