import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { VERSION } from "../../version.js";
import {
  API_OPERATIONS,
  type ApiOperation,
  type JsonSchemaObject,
  type RequestBodySpec,
} from "./registry.js";

/** Tags in display order, with what the docs page says about each. */
export const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: "health", description: "Liveness for load balancers." },
  { name: "auth", description: "Sign-in, sessions and the caller's own profile." },
  { name: "contact", description: "The public contact-us form." },
  { name: "menuCollection", description: "Sidebar menu entries." },
  { name: "roles", description: "Roles and the permissions they grant." },
  { name: "formElements", description: "Form elements of the ad formats." },
  { name: "users", description: "User accounts." },
  { name: "secretKeys", description: "Per-user API keys (`x-secret-key`) for scripts and the CLI." },
  { name: "company", description: "Companies (advertisers)." },
  { name: "qr", description: "QR links and their images." },
  { name: "campaign", description: "Campaigns, scoped to the caller's companies." },
  { name: "vast", description: "VAST tracking events." },
  { name: "embed", description: "Helpers for the publisher embed." },
  { name: "meta", description: "This document and its reference page." },
];

const ERROR_SCHEMA = {
  type: "object",
  description: "The one error shape of the API; some errors add fields (e.g. `retryAfter` on 429).",
  properties: {
    message: { type: "string" },
    errors: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "Per-field messages (400 validation, 409 conflicts).",
    },
  },
  required: ["message"],
  additionalProperties: true,
} as const;

const ERROR_STATUSES: Record<string, string> = {
  "400": "Invalid input: `{message, errors: {field: message}}`.",
  "401": "Missing or bad credentials (`Invalid access_token`, `access_token expired`).",
  "403": "Missing permission.",
  "404": "Unknown id.",
  "409": "Conflict (a duplicate unique name).",
};

export const SERVER_ONLY_NOTE =
  "Some rules of the core schema (trimming, transforms, custom checks) have no JSON Schema form and are enforced by the server only.";

function isValibotSchema(schema: GenericSchema | JsonSchemaObject): schema is GenericSchema {
  return (schema as { kind?: unknown }).kind === "schema" && "~standard" in schema;
}

/**
 * The JSON Schema of a request body from the same core valibot schema the route validates with. What
 * JSON Schema cannot say (trim, transforms, custom checks) is left out (`errorMode: 'ignore'`) and the
 * schema says so; a schema that cannot be converted at all becomes an open object with a description.
 */
export function bodyJsonSchema(spec: RequestBodySpec): JsonSchemaObject {
  if (!isValibotSchema(spec.schema)) return { ...spec.schema };
  const base = { target: "draft-2020-12", typeMode: "input" } as const;
  let result: JsonSchemaObject;
  try {
    result = toJsonSchema(spec.schema, { ...base, errorMode: "throw" }) as JsonSchemaObject;
  } catch {
    try {
      result = toJsonSchema(spec.schema, { ...base, errorMode: "ignore" }) as JsonSchemaObject;
      result.description = SERVER_ONLY_NOTE;
    } catch {
      result = {
        type: "object",
        description: `Validated by the core schema ${spec.name}, which has no JSON Schema form.`,
      };
    }
  }
  const { $schema: _ignored, ...schema } = result;
  return schema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function pathParams(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
    description: name === "id" ? "The record's `_id` (QR links also take their name)." : undefined,
  }));
}

function authDescription(op: ApiOperation): string {
  if (op.auth === "public") return "Public.";
  const who =
    op.auth === "optional"
      ? "Public; answers more with a bearer token or secret key."
      : "Bearer token or secret key.";
  return op.permissions?.length ? `${who} Permission: ${op.permissions.join(" or ")}.` : who;
}

function operationObject(op: ApiOperation, schemas: Record<string, unknown>) {
  const errorRef = { $ref: "#/components/responses/Error" };
  const status = String(op.status ?? 200);
  const success =
    op.status === 204
      ? { description: "Done (no content)." }
      : {
          description: "Success.",
          content: Object.fromEntries(
            (op.produces ?? ["application/json"]).map((type) => [
              type,
              type === "application/json" ? { schema: { type: "object" } } : {},
            ]),
          ),
        };
  const responses: Record<string, unknown> = { [status]: success };
  if (op.body || op.query?.length) responses["400"] = errorRef;
  if (op.auth === "required") responses["401"] = errorRef;
  if (op.permissions?.length) responses["403"] = errorRef;
  if (op.path.includes("{")) responses["404"] = errorRef;
  if (op.path.endsWith("/create") || op.path.includes("/update")) responses["409"] = errorRef;
  responses.default = errorRef;

  let requestBody: unknown;
  if (op.body) {
    schemas[op.body.name] ??= bodyJsonSchema(op.body);
    requestBody = {
      required: op.body.required ?? true,
      description: op.body.note,
      content: { "application/json": { schema: ref(op.body.name) } },
    };
  }
  const parameters = [
    ...pathParams(op.path),
    ...(op.query ?? []).map((q) => ({
      name: q.name,
      in: "query",
      required: q.required ?? false,
      description: q.description,
      schema: { type: q.type ?? "string" },
    })),
  ];
  return stripUndefined({
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    description: authDescription(op),
    security:
      op.auth === "public"
        ? []
        : [
            ...(op.auth === "optional" ? [{}] : []),
            { bearerAuth: [] as string[] },
            { secretKey: [] as string[] },
          ],
    "x-permissions": op.permissions ? [...op.permissions] : undefined,
    parameters: parameters.length ? parameters.map(stripUndefined) : undefined,
    requestBody: requestBody ? stripUndefined(requestBody as Record<string, unknown>) : undefined,
    responses,
  });
}

/** `post /api/roles/update/{id}` → `postRolesUpdateById`. */
export function operationId(op: Pick<ApiOperation, "method" | "path">): string {
  const words = op.path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith("{") ? `by ${w.slice(1, -1)}` : w))
    .flatMap((w) => w.split(" "));
  return op.method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

function stripUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The OpenAPI 3.1 document of the whole API, built from the registry. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS) {
  const schemas: Record<string, unknown> = { ErrorBody: ERROR_SCHEMA };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op, schemas) };
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Adstudio API",
      version: VERSION,
      description:
        "Everything is under `/api`. Errors are always `{message, errors?}`. Lists take `limit`, 1-based `page`, `search` and `sort` (`{field: 1 | -1}`) and answer `{<items>, page, total}`. People send `Authorization: Bearer <jwt>`; scripts and the CLI send `x-secret-key: <key>`.",
    },
    servers: [{ url: "/" }],
    tags: TAGS.map((t) => ({ ...t })),
    security: [{ bearerAuth: [] as string[] }, { secretKey: [] as string[] }],
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description: Object.entries(ERROR_STATUSES)
            .map(([code, text]) => `${code}: ${text}`)
            .join(" "),
          content: { "application/json": { schema: ref("ErrorBody") } },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "Access token from `POST /api/auth/login`.",
        },
        secretKey: {
          type: "apiKey",
          in: "header",
          name: "x-secret-key",
          description: "The user's secret key (`POST /api/user/get-secret-key`).",
        },
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** Built once per process: the registry and the schemas are static. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
