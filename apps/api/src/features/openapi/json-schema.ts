import { namedSchemas } from "@adstudio/contract";
import {
  type JsonSchema,
  type OverrideSchemaContext,
  toJsonSchema,
  toJsonSchemaDefs,
} from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";

// Contract schemas (valibot) as the JSON Schemas of the OpenAPI document.

export type Json = Record<string, unknown>;

export const SERVER_ONLY_NOTE =
  "Some rules of the core schema (trimming, transforms, custom checks) have no JSON Schema form and are enforced by the server only.";

/**
 * Bodies and answers are described by what a valid one holds: the last schema of each pipeline (so a
 * `picklist` after a lenient `nullish(string)` gives its enum). Query strings are described as sent.
 */
const BASE = { target: "draft-2020-12", typeMode: "output", overrideSchema: requiredSpecFields } as const;
const QUERY = { ...BASE, typeMode: "input" } as const;

/**
 * Core schemas read a missing text as "" so that the spec's own message ("Name should not be blank.")
 * answers instead of a generic one: `pipe(nullish(string(), ""), trim(), nonEmpty(…))`. Such a field is
 * required all the same; the reference says so, and drops the null the lenient reading accepts.
 */
function requiredSpecFields(context: OverrideSchemaContext): JsonSchema | undefined {
  const { valibotSchema, jsonSchema } = context;
  if (!("entries" in valibotSchema) || jsonSchema.type !== "object") return undefined;
  const entries = valibotSchema.entries as Record<string, GenericSchema>;
  const required = new Set((jsonSchema.required ?? []) as string[]);
  const properties = { ...(jsonSchema.properties ?? {}) } as Record<string, JsonSchema>;
  for (const [key, entry] of Object.entries(entries)) {
    if (!isBlankAsMissing(entry)) continue;
    required.add(key);
    const property = properties[key];
    if (property && typeof property === "object") properties[key] = withoutNull(property);
  }
  return { ...jsonSchema, properties, required: [...required] };
}

function isBlankAsMissing(schema: GenericSchema): boolean {
  const pipe = (schema as { pipe?: ReadonlyArray<{ type: string; kind: string }> }).pipe;
  const wrapper = schema as { type: string; default?: unknown };
  if (!pipe || (wrapper.type !== "nullish" && wrapper.type !== "optional") || wrapper.default !== "")
    return false;
  return steps(schema).some(
    (step) => step.type === "non_empty" || step.type === "min_length" || step.type === "picklist",
  );
}

/** A pipeline's steps, with nested pipelines (`pipe(requiredText(…), check(…))`) flattened. */
function steps(schema: { type: string }): Array<{ type: string }> {
  const pipe = (schema as { pipe?: ReadonlyArray<{ type: string }> }).pipe;
  if (!pipe) return [schema];
  return pipe.flatMap((step, index) => (index === 0 && step !== schema ? steps(step) : [step]));
}

function withoutNull(property: JsonSchema): JsonSchema {
  const { default: _default, anyOf, ...rest } = property as JsonSchema & { anyOf?: JsonSchema[] };
  if (!anyOf) return rest;
  const branches = anyOf.filter((branch) => !(typeof branch === "object" && branch.type === "null"));
  return branches.length === 1 ? { ...(branches[0] as object), ...rest } : { ...rest, anyOf: branches };
}

/** valibot's `#/$defs/X` references point into the document's components. */
function componentRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as T;
}

/**
 * The JSON Schema of a contract schema. Named schemas become references. What JSON Schema cannot say
 * (trim, transforms, custom checks) is left out and the schema says so.
 */
export function jsonSchemaOf(schema: GenericSchema, mode: "value" | "query" = "value"): Json {
  const config = mode === "query" ? QUERY : BASE;
  const result = toJsonSchema(schema, {
    ...config,
    definitions: namedSchemas(),
    errorMode: "ignore",
  }) as Json;
  const { $schema: _schema, $defs: _defs, ...rest } = result;
  if (!rest.$ref && !fullyConvertible(schema)) rest.description ??= SERVER_ONLY_NOTE;
  return componentRefs(rest);
}

/** Whether JSON Schema says everything the schema checks (converted inline: definitions are all converted). */
function fullyConvertible(schema: GenericSchema): boolean {
  try {
    toJsonSchema(schema, { ...BASE, errorMode: "throw" });
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
