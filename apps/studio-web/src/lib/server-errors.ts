import { isApiError } from "@adstudio/api-client";

/** Message for a failure that is not an API answer at all (a bug, a blocked script). */
export const UNEXPECTED_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** The text to show for a failed call: the server's message, or a generic one for anything else. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

interface ErrorTarget {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Shows a failed submit on the form (spec §8): field errors the server sent for `fields` go on those
 * inputs (`aliases` maps a server field to an input, e.g. `username` to the login's `email`); anything
 * else (throttling, closed registration, network) is returned for the form's alert. Returns null when
 * the server's errors landed on inputs.
 */
export function showServerError(
  form: ErrorTarget,
  error: unknown,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const onFields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    const input = aliases[field] ?? field;
    if (fields.includes(input) && !onFields[input]) onFields[input] = message;
  }
  if (Object.keys(onFields).length === 0) return error.message;
  form.setErrors(onFields);
  return null;
}
