import { isApiError } from "@adstudio/api-client";
import { validateInput } from "@adstudio/core";
import type { GenericSchema, InferOutput } from "valibot";
import { notify } from "../../lib/notify";
import { reportError } from "../../lib/report-error";

export const CREATED_MESSAGE = "Created successfully";
export const UPDATED_MESSAGE = "Updated successfully";

/** 'Created successfully' or 'Updated successfully' (spec studio §8). */
export function notifySaved(mode: "create" | "edit"): void {
  notify(mode === "create" ? CREATED_MESSAGE : UPDATED_MESSAGE, "success");
}

/** A delete answers `{message}`; the studio shows it as a success toast (spec studio §8). */
export function notifyDeleted(answer: { message?: string } | undefined): void {
  notify(answer?.message || "Deleted successfully", "success");
}

interface ErrorTarget {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Checks form values with a core schema before saving (spec studio §5): on failure the first message is
 * shown as an error toast, the field messages go on the inputs, and null is returned so the save stops.
 */
export function validateOrToast<TSchema extends GenericSchema>(
  schema: TSchema,
  values: unknown,
  form?: ErrorTarget,
): InferOutput<TSchema> | null {
  const result = validateInput(schema, values);
  if (result.success) return result.output;
  notify(result.message, "error");
  form?.setErrors(result.errors);
  return null;
}

/**
 * A failed save or load (spec studio §8): the server's message as an error toast (403 and 409 are already
 * shown by the API client), and a 400's field messages on the inputs.
 */
export function reportSaveError(error: unknown, form?: ErrorTarget): void {
  if (isApiError(error) && error.errors && form) form.setErrors(error.errors);
  reportError(error, "Could not save the record.");
}
