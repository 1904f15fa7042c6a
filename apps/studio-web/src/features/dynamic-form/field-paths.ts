/** `flights.3.endDate` → `flights.*.endDate`: the template key of a value path (rows become `*`). */
export function templateKey(path: string): string {
  return path
    .split(".")
    .map((segment) => (/^\d+$/.test(segment) ? "*" : segment))
    .join(".");
}

/**
 * Whether a value path is covered by a button's `unregister` pattern: the field itself or anything inside
 * it; `*` matches any row (`flights.*.cost` covers `flights.3.cost`).
 */
export function coveredBy(path: string, pattern: string): boolean {
  const parts = path.split(".");
  const wanted = pattern.split(".");
  if (wanted.length > parts.length) return false;
  return wanted.every((segment, i) => segment === "*" || segment === parts[i]);
}

/** The errors left once the fields a button unregisters are taken out. */
export function withoutUnregistered(
  errors: Record<string, string>,
  patterns: readonly string[],
): Record<string, string> {
  if (patterns.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => !patterns.some((pattern) => coveredBy(path, pattern))),
  );
}
