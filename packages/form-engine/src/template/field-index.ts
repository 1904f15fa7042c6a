import { TemplateError } from "./template-error";
import { FIELD_KINDS, type Field, type FieldKind, type Template } from "./types";

/** One field of a template, located by its template path. */
export interface FieldEntry {
  /** Template path: array rows are `*` (`flights.*.endDate`). */
  key: string;
  segments: string[];
  field: Field;
  /** False for kinds this engine does not know: they render as "Invalid Field" and hold no value. */
  known: boolean;
  /** The array whose rows hold this field. */
  array?: FieldEntry;
  /** The fields of the same level (the form's top level, or one array's row), by name. */
  level: ReadonlyMap<string, FieldEntry>;
  /** An array's row fields. */
  children: FieldEntry[];
}

export interface FieldIndex {
  /** Top-level fields (free fields first, then each section's) in template order. */
  root: FieldEntry[];
  /** Every field, parents before their children. */
  entries: FieldEntry[];
  byKey: ReadonlyMap<string, FieldEntry>;
}

const KINDS: ReadonlySet<string> = new Set(FIELD_KINDS);
const RESERVED = new Set(["__proto__", "prototype", "constructor"]);

export function isKnownKind(kind: unknown): kind is FieldKind {
  return typeof kind === "string" && KINDS.has(kind);
}

/** The form's top-level fields: the template's own fields, then every section's, in order. */
export function templateFields(template: Template): Field[] {
  return [
    ...(template.fields ?? []),
    ...(template.sections ?? []).flatMap((section) => section.fields ?? []),
  ];
}

function checkName(name: unknown, where: string): string {
  const fail = (reason: string): never => {
    throw new TemplateError(where, "name", reason);
  };
  if (typeof name !== "string" || name === "") return fail("a field needs a non-empty name");
  if (/[.*\s]/.test(name)) return fail(`"${name}" may not contain dots, stars or spaces`);
  if (/^\d+$/.test(name)) return fail(`"${name}" may not be a number (numbers index array rows)`);
  if (RESERVED.has(name)) return fail(`"${name}" is a reserved name`);
  return name;
}

/**
 * Locates every field of a template by its template path. Throws a {@link TemplateError} for a missing or
 * malformed name, two fields of one level sharing a name, and an array without row fields.
 */
export function indexTemplate(template: Template): FieldIndex {
  const entries: FieldEntry[] = [];
  const byKey = new Map<string, FieldEntry>();

  const indexLevel = (fields: readonly Field[], prefix: string[], array?: FieldEntry): FieldEntry[] => {
    const level = new Map<string, FieldEntry>();
    const result: FieldEntry[] = [];
    fields.forEach((field, position) => {
      const where = [...prefix, String(field?.name ?? `#${position}`)].join(".");
      const name = checkName(field?.name, where);
      const segments = [...prefix, name];
      const key = segments.join(".");
      if (level.has(name)) throw new TemplateError(key, "name", `two fields are named "${name}"`);
      const entry: FieldEntry = { key, segments, field, known: isKnownKind(field.kind), level, children: [] };
      if (array) entry.array = array;
      level.set(name, entry);
      byKey.set(key, entry);
      entries.push(entry);
      result.push(entry);
    });
    for (const entry of result) {
      if (!entry.known || entry.field.kind !== "array") continue;
      const children = entry.field.fields ?? [];
      if (!Array.isArray(children) || children.length === 0) {
        throw new TemplateError(entry.key, "fields", "an array field needs at least one row field");
      }
      entry.children = indexLevel(children, [...entry.segments, "*"], entry);
    }
    return result;
  };

  const root = indexLevel(templateFields(template), []);
  return { root, entries, byKey };
}
