import { looseEqual } from "../rules/operators";
import { type FieldRef, type RowContext, readReference, resolveReference } from "../rules/references";
import type { FieldEntry, FieldIndex } from "../template/field-index";
import { failFor } from "../template/template-error";

/** A compiled `hidden` rule: always hidden, or hidden while another field is (not) in a list. */
export type HiddenCheck =
  | { type: "always" }
  | { type: "when"; ref: FieldRef; list: unknown[]; whenIn: boolean };

/**
 * Compiles a field's `hidden` rule (`true`, `{field, in: [...]}` or `{field, notIn: [...]}`); `field` is
 * resolved like a condition operand, so `*.type` is a sibling in the same row.
 */
export function compileHidden(entry: FieldEntry, index: FieldIndex): HiddenCheck | null {
  const rule: unknown = entry.field.hidden;
  if (rule === undefined || rule === false) return null;
  if (rule === true) return { type: "always" };
  const fail = failFor(entry.key, `hidden ${JSON.stringify(rule)}`);
  if (typeof rule !== "object" || rule === null) return fail("expected true, {field, in} or {field, notIn}");
  const { field, in: inList, notIn } = rule as { field?: unknown; in?: unknown; notIn?: unknown };
  if (typeof field !== "string") return fail("names no field");
  if ((inList === undefined) === (notIn === undefined)) return fail("give exactly one of in and notIn");
  const list = inList ?? notIn;
  if (!Array.isArray(list)) return fail("in/notIn must be a list of values");
  const ref = resolveReference(field, entry, index, "condition", fail);
  return { type: "when", ref, list, whenIn: inList !== undefined };
}

/**
 * Whether the rule hides the field now. Values match loosely (`"5"` matches `5`); a multi-select is in
 * the list when any of its choices is; an empty value matches only `""`/`null` in the list.
 */
export function isHiddenBy(check: HiddenCheck | null, context: RowContext): boolean {
  if (check === null) return false;
  if (check.type === "always") return true;
  const date = check.ref.entry.field.kind === "date";
  const value = readReference(check.ref, context);
  const values = Array.isArray(value) && value.length > 0 ? value : [value];
  const found = values.some((item) =>
    check.list.some((candidate) => looseEqual({ value: item, date }, { value: candidate, date })),
  );
  return found === check.whenIn;
}
