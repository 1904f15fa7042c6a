import { isPlainObject } from "@adstudio/core";
import * as v from "valibot";
import type { FormValues } from "../template/types";
import type { PathSegment } from "../values/paths";

/** A failed field: its value path (`flights.1.endDate`) and message. */
export interface FieldIssue {
  path: PathSegment[];
  message: string;
}

export const NOT_FORM_VALUES_MESSAGE = "Form values must be an object.";

// valibot's issue paths carry the container and value of each step; Standard Schema reads `key`.
function issuePath(
  values: FormValues,
  path: readonly PathSegment[],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let current: unknown = values;
  for (const key of path) {
    const value =
      Array.isArray(current) || isPlainObject(current)
        ? (current as Record<PathSegment, unknown>)[key]
        : undefined;
    items.push(
      typeof key === "number"
        ? { type: "array", origin: "value", input: current as unknown[], key, value }
        : { type: "object", origin: "value", input: current as Record<string, unknown>, key, value },
    );
    current = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/**
 * The form's valibot schema: the values must be an object; computed fields are recomputed (so the output,
 * and every rule that reads a computed field, use the server's numbers); then every visible, enabled field
 * is checked and each failure reported at its value path with its configured message.
 */
export function createFormSchema(
  recompute: (values: FormValues) => FormValues,
  issues: (values: FormValues) => FieldIssue[],
) {
  return v.pipe(
    v.custom<FormValues>(isPlainObject, NOT_FORM_VALUES_MESSAGE),
    v.transform(recompute),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const issue of issues(dataset.value)) {
        const path = issuePath(dataset.value, issue.path);
        addIssue({ message: issue.message, path, input: path.at(-1)?.value });
      }
    }),
  );
}

export type FormSchema = ReturnType<typeof createFormSchema>;

export type FormValidationResult =
  | { success: true; values: FormValues }
  | { success: false; message: string; errors: Record<string, string> };

/** Runs the form schema and keys the failures by dot-joined value path (`flights.1.endDate`). */
export function runFormSchema(schema: FormSchema, values: unknown): FormValidationResult {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, values: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path !== null && !Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return { success: false, message: result.issues[0]?.message ?? NOT_FORM_VALUES_MESSAGE, errors };
}
