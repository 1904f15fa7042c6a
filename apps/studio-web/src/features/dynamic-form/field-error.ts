export interface FieldErrorInput {
  /** A message supplied for the field: the server's answer to a save. */
  message?: string | undefined;
  /** What the compiled template reports for the field's current value (its required message when empty). */
  issue?: string | undefined;
  /** The user has left the field, or tried to submit the form. */
  touched: boolean;
}

/**
 * What a field wrapper shows (spec shell §5): a supplied message always; otherwise the template's message
 * once the field was touched, which for a required field left empty is its required message. Untouched
 * fields stay quiet, so an empty form does not open covered in errors.
 */
export function fieldError({ message, issue, touched }: FieldErrorInput): string | undefined {
  if (message) return message;
  return touched && issue ? issue : undefined;
}
