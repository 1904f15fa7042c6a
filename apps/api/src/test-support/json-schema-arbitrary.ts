import fc from "fast-check";

// fast-check arbitraries for the JSON Schemas of the OpenAPI document. The npm packages that turn a JSON
// Schema into fast-check arbitraries are unmaintained (json-schema-fast-check: fast-check 1, faker 4), so
// this covers the subset of draft 2020-12 the document uses, and throws on anything else, so a new
// keyword cannot be silently ignored (which would generate values the document does not allow).

export type Schema = Record<string, unknown>;

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "default",
  "examples",
  "example",
  "deprecated",
  "$comment",
]);
const HANDLED = new Set([
  "$ref",
  "anyOf",
  "oneOf",
  "const",
  "enum",
  "type",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "contentMediaType",
]);

/** Longest text and list generated where the schema sets no maximum (enough to cross every boundary). */
const FREE_LENGTH = 40;
const FREE_ITEMS = 4;

/**
 * Text as a person or program sends it: any Unicode but NUL (PostgreSQL cannot store it; every endpoint
 * refuses it, as the 400 answer's description says). Lengths count UTF-16 units, as valibot does.
 */
const char = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }).filter((c) => !c.includes("\0"));

function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(char, { minLength, maxLength })
    .map((chars) => chars.join(""))
    .filter((s) => s.length >= minLength && s.length <= maxLength);
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  "date-time": fc
    .date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("2200-01-01T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  date: fc
    .date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("2200-01-01T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
};

/** An arbitrary of the values `schema` accepts; `$ref`s are resolved in `components`. */
export function arbitraryOf(schema: Schema, components: Record<string, Schema>): fc.Arbitrary<unknown> {
  const unknownKeys = Object.keys(schema).filter((key) => !HANDLED.has(key) && !ANNOTATIONS.has(key));
  if (unknownKeys.length) throw new Error(`No generator for the keywords ${unknownKeys.join(", ")}`);
  const ref = schema.$ref;
  if (typeof ref === "string") {
    const target = components[ref.replace("#/components/schemas/", "")];
    if (!target) throw new Error(`Unknown reference ${ref}`);
    return arbitraryOf(target, components);
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    // Keywords beside `anyOf` hold for every branch (`minimum` beside `anyOf: [number, null]`).
    const { anyOf: _anyOf, oneOf: _oneOf, ...beside } = schema;
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...beside, ...branch }, components)));
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const type = schema.type;
  // `{}` (valibot's unknown()): any JSON.
  if (type === undefined && Object.keys(schema).every((key) => ANNOTATIONS.has(key)))
    return fc.jsonValue({ maxDepth: 2 });
  if (Array.isArray(type))
    return fc.oneof(...type.map((t) => arbitraryOf({ ...schema, type: t }, components)));
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
    case "number":
      return numberOf(schema, type);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayOf(schema, components);
    case "object":
      return objectOf(schema, components);
    default:
      throw new Error(`No generator for ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, FREE_LENGTH);
  // A pattern or format bounds its own length; the free bound is only for plain text.
  const fits = (s: string) =>
    s.length >= minLength && s.length <= ((schema.maxLength as number | undefined) ?? Infinity);
  // A pattern is the rule (a format is only an annotation in 2020-12); the format generates when alone.
  if (typeof schema.pattern === "string") {
    return fc.stringMatching(new RegExp(schema.pattern, "u")).filter(fits);
  }
  if (typeof schema.format === "string") {
    const format = FORMATS[schema.format];
    if (!format) throw new Error(`No generator for the format ${schema.format}`);
    return format.filter(fits);
  }
  return text(minLength, maxLength);
}

function numberOf(schema: Schema, type: "integer" | "number"): fc.Arbitrary<number> {
  const minimum = schema.minimum as number | undefined;
  const maximum = schema.maximum as number | undefined;
  const exclusiveMinimum = schema.exclusiveMinimum as number | undefined;
  const exclusiveMaximum = schema.exclusiveMaximum as number | undefined;
  if (type === "integer" || schema.multipleOf === 1) {
    const min = minimum ?? (exclusiveMinimum !== undefined ? Math.floor(exclusiveMinimum) + 1 : -(2 ** 31));
    const max = maximum ?? (exclusiveMaximum !== undefined ? Math.ceil(exclusiveMaximum) - 1 : 2 ** 31);
    return fc.integer({ min, max });
  }
  return fc
    .double({
      noNaN: true,
      noDefaultInfinity: true,
      ...(minimum !== undefined ? { min: minimum } : {}),
      ...(maximum !== undefined ? { max: maximum } : {}),
      ...(exclusiveMinimum !== undefined ? { min: exclusiveMinimum, minExcluded: true } : {}),
      ...(exclusiveMaximum !== undefined ? { max: exclusiveMaximum, maxExcluded: true } : {}),
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

function arrayOf(schema: Schema, components: Record<string, Schema>): fc.Arbitrary<unknown[]> {
  const items = arbitraryOf((schema.items as Schema | undefined) ?? {}, components);
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxItems as number | undefined) ?? FREE_ITEMS, minLength + FREE_ITEMS);
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

function objectOf(schema: Schema, components: Record<string, Schema>): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, components)]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  const additional = schema.additionalProperties;
  if (additional === false) return record;
  // A schema for extra keys (a map), or none (JSON Schema's default: any JSON under other keys).
  const value =
    typeof additional === "object" && additional !== null
      ? arbitraryOf(additional as Schema, components)
      : fc.jsonValue({ maxDepth: 2 });
  const names = schema.propertyNames as Schema | undefined;
  const key = (
    names
      ? (arbitraryOf(names, components) as fc.Arbitrary<string>)
      : fc.string({ minLength: 1, maxLength: 12 })
  ).filter((k) => !(k in properties) && k !== "__proto__");
  const minKeys = (schema.minProperties as number | undefined) ?? 0;
  const maxKeys = Math.min((schema.maxProperties as number | undefined) ?? minKeys + 3, minKeys + 3);
  return fc
    .tuple(record, fc.dictionary(key, value, { minKeys, maxKeys }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}
