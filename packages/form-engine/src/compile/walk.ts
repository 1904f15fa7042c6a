import { isPlainObject } from "@adstudio/core";
import type { EvalContext } from "../rules/condition";
import type { FieldEntry } from "../template/field-index";
import type { FormValues } from "../template/types";
import type { FieldValidator } from "../validation/field-validator";
import type { PathSegment } from "../values/paths";
import { type HiddenCheck, isHiddenBy } from "../visibility/hidden";

/** A known field with its compiled rules. */
export interface CompiledField {
  entry: FieldEntry;
  hidden: HiddenCheck | null;
  validator: FieldValidator;
  computed: boolean;
}

/** One visible field of one row, met while walking the values. */
export interface FieldVisit {
  entry: FieldEntry;
  /** Absent for fields of unknown kinds (shown as "Invalid Field", never validated). */
  compiled?: CompiledField;
  path: PathSegment[];
  value: unknown;
  context: EvalContext;
}

/**
 * Visits every visible field for the given values, parents before children: array rows are walked one by
 * one, and a hidden field is skipped with everything inside it. A visit answering `false` skips the
 * field's rows.
 */
export function walkVisible(
  level: readonly FieldEntry[],
  compiled: ReadonlyMap<string, CompiledField>,
  values: FormValues,
  now: () => Date,
  visit: (visit: FieldVisit) => boolean | undefined,
): void {
  const walk = (
    entries: readonly FieldEntry[],
    container: Record<string, unknown>,
    prefix: PathSegment[],
    row: Record<string, unknown> | undefined,
  ) => {
    const context: EvalContext = row ? { root: values, row, now } : { root: values, now };
    for (const entry of entries) {
      const item = compiled.get(entry.key);
      if (item && isHiddenBy(item.hidden, context)) continue;
      const name = entry.field.name;
      const value = Object.hasOwn(container, name) ? container[name] : undefined;
      const path = [...prefix, name];
      const descend = visit(
        item ? { entry, compiled: item, path, value, context } : { entry, path, value, context },
      );
      if (descend === false || !item || entry.field.kind !== "array" || !Array.isArray(value)) continue;
      value.forEach((child, index) => {
        if (isPlainObject(child)) walk(entry.children, child, [...path, index], child);
      });
    }
  };
  if (isPlainObject(values)) walk(level, values, [], undefined);
}
