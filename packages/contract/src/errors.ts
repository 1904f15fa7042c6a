import * as v from "valibot";
import type { EndpointDefinition, JsonResponse } from "./endpoint";
import { named } from "./names";

/** The one error shape of the API: `{message, errors?}`; 400 and 409 name the fields in `errors`. */
export const ErrorBodySchema = named(
  "ErrorBody",
  v.looseObject({
    message: v.string(),
    errors: v.optional(v.record(v.string(), v.string())),
  }),
);

/** 429 adds the seconds to wait (also sent as the `Retry-After` header). */
export const ThrottledBodySchema = named(
  "ThrottledBody",
  v.looseObject({
    message: v.string(),
    retryAfter: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
);

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

const error = (description: string): JsonResponse => ({ description, schema: ErrorBodySchema });

/** The failures the API answers, with what each means; endpoints list the ones they give. */
export const ERROR_RESPONSES = {
  400: error(
    "Invalid input: `{message, errors: {field: message}}` with the first failing check's message. Malformed input (NUL bytes, lone surrogates, non-finite numbers, nesting deeper than 32) also answers 400.",
  ),
  401: error("Missing or bad credentials (`Invalid access_token`, `access_token expired`)."),
  403: error("The caller lacks the permission this operation needs."),
  404: error("Unknown id."),
  409: error("Conflict: a unique name is taken, or the record changed."),
  410: error("Gone: the review link expired or was revoked."),
  413: error("Request body is too large (over 2 MB)."),
  429: {
    description:
      "Too many attempts; `retryAfter` (and the `Retry-After` header) says how many seconds to wait.",
    schema: ThrottledBodySchema,
  },
  503: error(
    "The database is out of reach for a moment (a restart, a failover): nothing was changed; the `Retry-After` header says how many seconds to wait before trying again.",
  ),
} as const satisfies Record<number, JsonResponse>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Picks error responses for an endpoint's `responses`: `{...failures(409)}`. */
export function failures<const S extends ErrorStatus>(...statuses: S[]): Pick<typeof ERROR_RESPONSES, S> {
  const picked: Partial<Record<ErrorStatus, JsonResponse>> = {};
  for (const status of statuses) picked[status] = ERROR_RESPONSES[status];
  return picked as Pick<typeof ERROR_RESPONSES, S>;
}

/**
 * Every response an endpoint gives: its own, plus the failures the shared layers add. The edge guard
 * answers 400 to malformed input on every route and 404 to a path segment that cannot be an id; the body
 * limit answers 413 to any POST or PUT; authentication 401; the permission check 403; and any request can
 * meet a database that is briefly out of reach (503 with `Retry-After`), which a client should retry.
 */
export function responsesOf(
  definition: EndpointDefinition,
): Record<number, EndpointDefinition["responses"][number]> {
  const implied: Record<number, JsonResponse> = {
    400: ERROR_RESPONSES[400],
    503: ERROR_RESPONSES[503],
  };
  if (definition.path.includes("{")) implied[404] = ERROR_RESPONSES[404];
  if (definition.method === "post" || definition.method === "put") implied[413] = ERROR_RESPONSES[413];
  if (definition.auth === "required") implied[401] = ERROR_RESPONSES[401];
  if (definition.permissions?.length) implied[403] = ERROR_RESPONSES[403];
  return { ...implied, ...definition.responses };
}
