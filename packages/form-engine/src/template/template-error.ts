/**
 * A template that cannot be compiled: a malformed rule, a reference to an unknown field, a bad regular
 * expression… `field` is the field's template path (`flights.*.endDate`), `rule` names the rule
 * (`validate[0] "*.endDate > *.start"`).
 */
export class TemplateError extends Error {
  override readonly name = "TemplateError";

  constructor(
    readonly field: string,
    readonly rule: string,
    readonly reason: string,
  ) {
    super(`Field "${field}", ${rule}: ${reason}`);
  }
}

/** Throws a {@link TemplateError} for one rule of one field; handed to the rule compilers. */
export type Fail = (reason: string) => never;

export function failFor(field: string, rule: string): Fail {
  return (reason) => {
    throw new TemplateError(field, rule, reason);
  };
}
