import { namedSchemas } from "@adstudio/contract";
import {
  type JsonSchema,
  type OverrideActionContext,
  type OverrideSchemaContext,
  toJsonSchema,
  toJsonSchemaDefs,
} from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import * as v from "valibot";

// Contract schemas (valibot) as the JSON Schemas of the OpenAPI document.

export type Json = Record<string, unknown>;

export const SERVER_ONLY_NOTE =
  "Some rules of the core schema (trimming, transforms, custom checks) have no JSON Schema form and are enforced by the server only.";

/**
 * Bodies and answers are described by what a valid one holds: the last schema of each pipeline (so a
 * `picklist` after a lenient `nullish(string)` gives its enum). Query strings are described as sent.
 */
const BASE = {
  target: "draft-2020-12",
  typeMode: "output",
  overrideSchema: requiredSpecFields,
  overrideAction: strictAction,
} as const;
const QUERY = { ...BASE, typeMode: "input" } as const;

/**
 * Core schemas read a missing text as "" so that the spec's own message ("Name should not be blank.")
 * answers instead of a generic one: `pipe(nullish(string(), ""), trim(), nonEmpty(…))`. Such a field is
 * required all the same, and `null` is no valid value of it. Whether a field may be left out or be null is
 * asked of the schema itself (valibot parses `undefined` and `null`), so the document says exactly what
 * the server takes; the checks of an outer pipeline (`minLength` after `nullish(array(…), [])`) move into
 * the value's own schema.
 */
function requiredSpecFields(context: OverrideSchemaContext): JsonSchema | undefined {
  const { valibotSchema, jsonSchema } = context;
  if (!("entries" in valibotSchema) || jsonSchema.type !== "object") return undefined;
  const entries = valibotSchema.entries as Record<string, GenericSchema>;
  const required = new Set((jsonSchema.required ?? []) as string[]);
  const properties = { ...(jsonSchema.properties ?? {}) } as Record<string, JsonSchema>;
  for (const [key, entry] of Object.entries(entries)) {
    const property = properties[key];
    if (!property || typeof property !== "object" || "$ref" in property) continue;
    if (!accepts(entry, undefined)) required.add(key);
    properties[key] = accepts(entry, null) ? property : withoutNull(property);
  }
  return { ...jsonSchema, properties, required: [...required] };
}

/** Whether a schema takes the value (schemas with async checks are taken to: they never reach here). */
function accepts(schema: GenericSchema, value: unknown): boolean {
  try {
    return v.safeParse(schema, value).success;
  } catch {
    return true;
  }
}

const CONSTRAINTS = [
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
] as const;

/** Drops a `null` branch, moving checks that sat beside `anyOf` into the branch they apply to. */
function withoutNull(property: JsonSchema): JsonSchema {
  const { default: _default, anyOf, ...rest } = property as JsonSchema & { anyOf?: JsonSchema[] };
  if (!anyOf) return rest;
  const branches = anyOf.filter((branch) => !(typeof branch === "object" && branch.type === "null"));
  const outer: Record<string, unknown> = {};
  for (const key of CONSTRAINTS) {
    if (key in rest) {
      outer[key] = (rest as Record<string, unknown>)[key];
      delete (rest as Record<string, unknown>)[key];
    }
  }
  const tightened = branches.map((branch) =>
    typeof branch === "object" ? withChecks(branch, outer) : branch,
  );
  return tightened.length === 1 ? { ...(tightened[0] as object), ...rest } : { ...rest, anyOf: tightened };
}

/** Checks written for a string or a list (`minLength` of valibot means `minItems` for a list). */
function withChecks(branch: JsonSchema, checks: Record<string, unknown>): JsonSchema {
  if (branch.type !== "array") return { ...branch, ...checks };
  const { minLength, maxLength, ...others } = checks;
  return {
    ...branch,
    ...others,
    ...(minLength !== undefined ? { minItems: minLength } : {}),
    ...(maxLength !== undefined ? { maxItems: maxLength } : {}),
  } as JsonSchema;
}

/**
 * valibot's own email check as a pattern (a `format` is only an annotation in JSON Schema 2020-12), and a
 * text that is trimmed before `nonEmpty` must hold a non-space character.
 */
function strictAction(context: OverrideActionContext): JsonSchema | undefined {
  const { valibotAction, jsonSchema } = context;
  const type = (valibotAction as { type: string }).type;
  // Our own non-blank patterns give way: an email or a longer minimum implies them.
  const ours =
    !jsonSchema.pattern || (jsonSchema as Record<string, unknown>)[NON_BLANK] === jsonSchema.pattern;
  if (type === "email" && ours) return { ...jsonSchema, pattern: EMAIL_PATTERN };
  // A regex after `nonEmpty` says more than our non-blank pattern (valibot's converter keeps the first).
  if (type === "regex" && ours && jsonSchema.pattern) {
    return {
      ...jsonSchema,
      pattern: (valibotAction as unknown as { requirement: RegExp }).requirement.source,
    };
  }
  if (type === "trim") return { ...jsonSchema, [TRIMMED]: true } as JsonSchema;
  if ((type === "non_empty" || type === "min_length") && (jsonSchema as Record<string, unknown>)[TRIMMED]) {
    const least = (valibotAction as { requirement?: number }).requirement ?? 1;
    // At least `least` characters once the spaces around are trimmed.
    const pattern = least <= 1 ? "\\S" : `^\\s*\\S[\\s\\S]{${least - 2},}\\S\\s*$`;
    return ours ? ({ ...jsonSchema, pattern, [NON_BLANK]: pattern } as JsonSchema) : jsonSchema;
  }
  return undefined;
}

/** Markers the pipeline's later actions read; removed from the result. */
const TRIMMED = "x-trimmed";
const NON_BLANK = "x-non-blank";

/** valibot's EMAIL_REGEX (`/^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu`), without its `i` flag. */
const EMAIL_PATTERN = "^[\\w+-]+(?:\\.[\\w+-]+)*@[\\dA-Za-z]+(?:[.-][\\dA-Za-z]+)*\\.[A-Za-z]{2,}$";

/** valibot's `#/$defs/X` references point into the document's components; working markers go. */
function componentRefs<T>(value: T): T {
  const text = JSON.stringify(value, (key, item) =>
    key === TRIMMED || key === NON_BLANK ? undefined : item,
  );
  return JSON.parse(text.replaceAll('"#/$defs/', '"#/components/schemas/')) as T;
}

/**
 * The JSON Schema of a contract schema. Named schemas become references. What JSON Schema cannot say
 * (trim, transforms, custom checks) is left out and the schema says so.
 */
export function jsonSchemaOf(schema: GenericSchema, mode: "value" | "query" = "value"): Json {
  const config = mode === "query" ? QUERY : BASE;
  const result = toJsonSchema(schema, {
    ...config,
    definitions: definitionsReachedFrom(schema),
    errorMode: "ignore",
  }) as Json;
  const { $schema: _schema, $defs: _defs, ...rest } = result;
  if (!rest.$ref && !fullyConvertible(schema)) rest.description ??= SERVER_ONLY_NOTE;
  return componentRefs(rest);
}

/**
 * The named schemas a schema uses, directly or through other named ones. valibot's converter converts
 * every definition it is given on each call (only to drop them with `$defs` here), which made the whole
 * document cost endpoints × named schemas: seconds on an idle machine. Given only the ones reached, each
 * call converts what it refers to, and the references it writes are the same. A lazy schema hides its
 * children behind a function, so one reached takes every definition, as before.
 */
function definitionsReachedFrom(schema: GenericSchema): Record<string, GenericSchema> {
  const all = namedSchemas() as Record<string, GenericSchema>;
  const nameOf = new Map<unknown, string>(Object.entries(all).map(([name, named]) => [named, name]));
  const reached: Record<string, GenericSchema> = {};
  const seen = new Set<unknown>();
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== "object" || item === null || seen.has(item)) continue;
    seen.add(item);
    if ((item as { type?: unknown }).type === "lazy") return all;
    const name = nameOf.get(item);
    if (name !== undefined) reached[name] = item as GenericSchema;
    pending.push(...Object.values(item));
  }
  return reached;
}

/** Whether JSON Schema says everything the schema checks (converted inline: definitions are all converted). */
function fullyConvertible(schema: GenericSchema): boolean {
  try {
    toJsonSchema(schema, { target: BASE.target, typeMode: BASE.typeMode, errorMode: "throw" });
    return true;
  } catch {
    return false;
  }
}

export function componentSchemas(): Record<string, Json> {
  const defs = toJsonSchemaDefs(namedSchemas(), { ...BASE, errorMode: "ignore" }) as Record<string, Json>;
  for (const [name, schema] of Object.entries(namedSchemas())) {
    const def = defs[name];
    if (def && !fullyConvertible(schema)) def.description ??= SERVER_ONLY_NOTE;
  }
  return componentRefs(defs);
}
