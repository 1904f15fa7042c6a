import * as v from "valibot";
import { type EndpointDefinition, isJsonResponse, isRawResponse } from "./endpoint";
import { responsesOf } from "./errors";

export interface Answer {
  status: number;
  /** The `Content-Type` header, if any. */
  contentType: string | null;
  /** The body as text (empty when there is none). */
  text: string;
}

/**
 * Why an answer does not match its endpoint's definition, or undefined when it does: an undocumented
 * status, a wrong content type, or a JSON body that fails the status's schema (every failing path named).
 * Server errors (5xx) are not part of any contract and are left to the caller.
 */
export function contractMismatch(definition: EndpointDefinition, answer: Answer): string | undefined {
  if (answer.status >= 500) return undefined;
  const where = `${definition.operationId} answered ${answer.status}`;
  const response = responsesOf(definition)[answer.status];
  if (!response) return `${where}, which its definition does not list`;
  const mediaType = (answer.contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (isRawResponse(response)) {
    return response.contentTypes.includes(mediaType)
      ? undefined
      : `${where} with content type '${mediaType}'`;
  }
  if (!isJsonResponse(response))
    return answer.text === "" ? undefined : `${where} with a body, expected none`;
  if (mediaType !== "application/json") return `${where} with content type '${mediaType}', expected JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${where} with a body that is not JSON`;
  }
  const result = v.safeParse(response.schema, body);
  if (result.success) return undefined;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(body)"}: ${issue.message}`);
  return `${where} with a body that does not match its schema: ${problems.join("; ")}`;
}
