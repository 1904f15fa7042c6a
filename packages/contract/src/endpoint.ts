import type { Permission } from "@adstudio/core";
import type * as v from "valibot";
import type { ListSpec } from "./list";

export type HttpMethod = "get" | "post" | "put" | "delete";

/**
 * Who may call: `public` needs no credentials, `optional` answers more to a signed-in caller, `required`
 * needs a bearer JWT or an `x-secret-key` (401 otherwise).
 */
export type AuthMode = "public" | "optional" | "required";

/** A JSON answer and its schema (the API test suite checks every answer against it). */
export interface JsonResponse {
  description: string;
  schema: v.GenericSchema;
  example?: unknown;
}

/** A non-JSON answer (an image, an HTML page): only its content types are checked. */
export interface RawResponse {
  description: string;
  contentTypes: readonly string[];
}

/** An answer without a body (204). */
export interface EmptyResponse {
  description: string;
  empty: true;
}

export type ResponseSpec = JsonResponse | RawResponse | EmptyResponse;

/**
 * A `multipart/form-data` upload with one file part. The server streams it (sizes are checked while it
 * arrives, never after buffering a whole JSON body), so it is not a {@link BodySpec}.
 */
export interface UploadSpec {
  /** The name of the one file part. */
  field: string;
  description: string;
}

export interface BodySpec {
  schema: v.GenericSchema;
  /** False when the endpoint also accepts no body at all (default true). */
  required?: boolean;
  description?: string;
  example?: unknown;
}

/**
 * One API operation, defined once: the server mounts its handler against it, the OpenAPI document is
 * generated from it, and the client infers its request and response types from it.
 */
export interface EndpointDefinition {
  /** Unique, camelCase; names the operation in the OpenAPI document and in generated clients. */
  operationId: string;
  method: HttpMethod;
  /** Full path in OpenAPI style: `/api/qr/{id}`. */
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  auth: AuthMode;
  /** Alternatives: any one of them passes (the admin group always does). Implies `auth: 'required'`. */
  permissions?: readonly Permission[];
  /** Query parameters other than a list's (an object schema of strings). */
  query?: v.GenericSchema;
  /** Paging, search and sort of a list endpoint (`limit`, `page`, `search`, `sort`). */
  list?: ListSpec<string>;
  body?: BodySpec;
  /** A streamed file upload instead of a JSON body. */
  upload?: UploadSpec;
  /** Every status the operation answers, success and failure. */
  responses: { readonly [status: number]: ResponseSpec };
}

/** Keeps an endpoint's literal types (paths, permissions, schemas) while checking its shape. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

export const SUCCESS_STATUSES = [200, 201, 204] as const;
export type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

/** The success status an endpoint answers (each has exactly one). */
export type SuccessStatusOf<E extends EndpointDefinition> = Extract<keyof E["responses"], SuccessStatus>;

/** The parsed JSON body of an answer with `status`. */
export type ResponseBodyOf<
  E extends EndpointDefinition,
  S extends keyof E["responses"],
> = E["responses"][S] extends {
  schema: infer T extends v.GenericSchema;
}
  ? v.InferOutput<T>
  : never;

/** The JSON body of the success answer; `never` for raw and empty answers. */
export type SuccessBody<E extends EndpointDefinition> = ResponseBodyOf<E, SuccessStatusOf<E>>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** `{id: string}` for `/api/qr/{id}`; `{}` for paths without parameters. */
export type PathParams<E extends EndpointDefinition> = { [K in ParamNames<E["path"]>]: string };

/**
 * What a client sends as the body: a valid one, so an enum stays an enum (`type: 'url' | 'text'`) even
 * where the server reads a lenient input to answer with the spec's own message.
 */
export type BodyInput<E extends EndpointDefinition> = E["body"] extends {
  schema: infer S extends v.GenericSchema;
}
  ? v.InferOutput<S>
  : never;

/** What a handler receives as the body, after validation (an optional body may be absent). */
export type BodyOutput<E extends EndpointDefinition> = E["body"] extends {
  schema: infer S extends v.GenericSchema;
  required: false;
}
  ? v.InferOutput<S> | undefined
  : E["body"] extends { schema: infer S extends v.GenericSchema }
    ? v.InferOutput<S>
    : undefined;

/** The query a client sends (lists excepted: see `SortFieldOf`). */
export type QueryInput<E extends EndpointDefinition> = E["query"] extends v.GenericSchema
  ? v.InferInput<E["query"]>
  : never;

/** The query a handler receives, after validation. */
export type QueryOutput<E extends EndpointDefinition> = E["query"] extends v.GenericSchema
  ? v.InferOutput<E["query"]>
  : undefined;

/** The columns a list endpoint sorts by. */
export type SortFieldOf<E extends EndpointDefinition> = E["list"] extends ListSpec<infer F> ? F : never;

/** The success response of an endpoint, or undefined when it has none (should not happen). */
export function successOf(definition: EndpointDefinition): { status: SuccessStatus; response: ResponseSpec } {
  for (const status of SUCCESS_STATUSES) {
    const response = definition.responses[status];
    if (response) return { status, response };
  }
  throw new Error(`${definition.operationId} has no success response`);
}

export function isJsonResponse(response: ResponseSpec): response is JsonResponse {
  return "schema" in response;
}

export function isRawResponse(response: ResponseSpec): response is RawResponse {
  return "contentTypes" in response;
}

/** `/api/qr/{id}` → `/api/qr/:id` (Hono's syntax). */
export function routerPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

/** Fills `{name}` segments with URL-encoded values: `/api/qr/{id}` + `{id: 'a b'}` → `/api/qr/a%20b`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
