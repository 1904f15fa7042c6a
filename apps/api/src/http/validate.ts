import { validateInput } from "@adstudio/core";
import type { Context } from "hono";
import type * as v from "valibot";
import { badRequest } from "./errors.js";

/** Reads a JSON body; a wrong content type or unparsable JSON answers 400, never 500. */
export async function readJson(c: Context): Promise<unknown> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.toLowerCase().includes("application/json")) {
    throw badRequest("Request body must be JSON (Content-Type: application/json)");
  }
  try {
    return await c.req.json();
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
}

/** Validates with a core schema; failures answer 400 `{message, errors}` with the spec's texts. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validateInput(schema, input);
  if (!result.success) throw badRequest(result.message, result.errors);
  return result.output as v.InferOutput<TSchema>;
}

/** Reads the JSON body and validates it, so a malformed request never reaches a service. */
export async function readBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return parseWith(schema, await readJson(c));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
