import * as v from "valibot";
import { isPlainObject } from "../schemas/fields";

/** What a failed validation answers: the API's 400 body `{message, errors}` and the form's toast. */
export interface ValidationFailure {
  success: false;
  /** The first issue's message, in the order the schema checks in (spec: "first failure shown"). */
  message: string;
  /** Each failing field's dot-joined path (`contactPerson.email`) mapped to its first message. */
  errors: Record<string, string>;
}

export interface ValidationSuccess<TOutput> {
  success: true;
  output: TOutput;
}

export type ValidationResult<TOutput> = ValidationSuccess<TOutput> | ValidationFailure;

/** Message for a body that is not a JSON object where the schema wants one (null, array, text…). */
export const NOT_AN_OBJECT_MESSAGE = "Invalid input: expected an object.";

const OBJECT_SCHEMA_TYPES = new Set(["object", "loose_object", "strict_object", "object_with_rest"]);

/**
 * Validates `input` against a valibot schema and reports every failing field at once.
 *
 * - `message` is the first issue's message, so a schema that lists its checks in the spec's order gives
 *   the spec's first failure;
 * - `errors` keeps the first message per field path; issues without a field path only reach `message`;
 * - object schemas reject arrays (which valibot would otherwise read as objects) and other non-objects
 *   with {@link NOT_AN_OBJECT_MESSAGE} instead of a list of "missing field" errors.
 */
export function validateInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  if (OBJECT_SCHEMA_TYPES.has(schema.type) && !isPlainObject(input)) {
    return { success: false, message: NOT_AN_OBJECT_MESSAGE, errors: {} };
  }
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, ...describeIssues(result.issues) };
}

/**
 * Valibot's own wording for a missing or an unexpected object key ("Invalid key: Expected \"name\" but
 * received undefined", "…Expected never but received \"_id\""), said in words a caller reads: `name is
 * required.`, `_id is not a field of this request.` Every other message is the schema's own.
 */
function messageOf(issue: v.BaseIssue<unknown>, path: string | null): string {
  if (!path || !issue.message.startsWith("Invalid key:")) return issue.message;
  if (issue.expected === "never") return `${path} is not a field of this request.`;
  if (issue.received === "undefined") return `${path} is required.`;
  return issue.message;
}

/** Turns valibot issues into `{message, errors}` (first message overall, first message per field). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): Omit<ValidationFailure, "success"> {
  const errors: Record<string, string> = {};
  let message: string | undefined;
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    const text = messageOf(issue, path);
    message ??= text;
    if (path && !Object.hasOwn(errors, path)) errors[path] = text;
  }
  return { message: message ?? "Invalid input.", errors };
}
