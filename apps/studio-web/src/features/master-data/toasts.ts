import { isApiError } from "@adstudio/api-client";
import { validateInput } from "@adstudio/core";
import type { GenericSchema, InferOutput } from "valibot";
import { clearNotices, notify, REFUSAL_NOTICES } from "../../lib/notify";
import { reportError } from "../../lib/report-error";

export const CREATED_MESSAGE = "Created successfully";
export const UPDATED_MESSAGE = "Updated successfully";

/**
 * The key of an editor's check and save-failure toasts. One editor is on screen at a time, so one key is
 * 'the same form': its success takes the stale messages away instead of showing beside them.
 */
const FORM_CHECKS = "form-checks";

/** A refused save's message (a failed check of the form) as an error toast. */
export function notifyInvalid(message: string): void {
  notify(message, "error", { key: FORM_CHECKS });
}

/** 'Created successfully' or 'Updated successfully' (spec studio §8), replacing the form's stale errors and refusals. */
export function notifySaved(mode: "create" | "edit"): void {
  clearNotices(FORM_CHECKS);
  clearNotices(REFUSAL_NOTICES);
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
  notifyInvalid(result.message);
  form?.setErrors(result.errors);
  return null;
}

/**
 * A failed save or load (spec studio §8): the server's message as an error toast (403 and 409 are already
 * shown by the API client), and a 400's field messages on the inputs.
 */
export function reportSaveError(error: unknown, form?: ErrorTarget): void {
  if (isApiError(error) && error.errors && form) form.setErrors(error.errors);
  reportError(error, "Could not save the record.", { key: FORM_CHECKS });
}
