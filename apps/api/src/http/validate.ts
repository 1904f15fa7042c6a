import { validateInput } from "@adstudio/core";
import type { Context } from "hono";
import type * as v from "valibot";
import { badRequest } from "./errors.js";

export const INVALID_JSON_MESSAGE = "Request body is not valid JSON";

/** Whether a request says its body is JSON; the edge guard inspects exactly the bodies `readJson` reads. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? "").toLowerCase().includes("application/json");
}

/** Reads a JSON body; a wrong content type or unparsable JSON answers 400, never 500. */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw badRequest("Request body must be JSON (Content-Type: application/json)");
  }
  try {
    return await c.req.json();
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
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
