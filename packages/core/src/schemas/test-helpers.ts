import type * as v from "valibot";
import { validateInput } from "../validation/validate";

/** Test helper: the `{message, errors}` of a failing validation (throws if the input passes). */
export function failure(
  schema: v.GenericSchema,
  input: unknown,
): { message: string; errors: Record<string, string> } {
  const result = validateInput(schema, input);
  if (result.success)
    throw new Error(`expected a failure, got ${JSON.stringify(result.output).slice(0, 200)}`);
  return { message: result.message, errors: result.errors };
}

/** Test helper: the output of a passing validation (throws with the message if it fails). */
export function output<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validateInput(schema, input);
  if (!result.success)
    throw new Error(`expected success, got: ${result.message} ${JSON.stringify(result.errors)}`);
  return result.output;
}

/** A 1x1 transparent PNG as a data URL. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** A syntactically valid PNG data URL whose payload decodes to `bytes` bytes (bytes divisible by 3). */
export function pngOfSize(bytes: number): string {
  return `data:image/png;base64,${"A".repeat((bytes / 3) * 4)}`;
}
