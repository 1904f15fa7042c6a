import {
  API_TAGS,
  allEndpoints,
  type EndpointDefinition,
  ERROR_RESPONSES,
  isJsonResponse,
  isRawResponse,
  namedSchemas,
  type ResponseSpec,
  responsesOf,
} from "@adstudio/contract";
import {
  type JsonSchema,
  type OverrideSchemaContext,
  toJsonSchema,
  toJsonSchemaDefs,
} from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { VERSION } from "../../version.js";

type Json = Record<string, unknown>;

export const SERVER_ONLY_NOTE =
  "Some rules of the core schema (trimming, transforms, custom checks) have no JSON Schema form and are enforced by the server only.";

/** Names of the shared error answers in `components.responses`. */
const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  429: "TooManyRequests",
};

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

function componentSchemas(): Record<string, Json> {
  const defs = toJsonSchemaDefs(namedSchemas(), { ...BASE, errorMode: "ignore" }) as Record<string, Json>;
  for (const [name, schema] of Object.entries(namedSchemas())) {
    const def = defs[name];
    if (def && !fullyConvertible(schema)) def.description ??= SERVER_ONLY_NOTE;
  }
  return componentRefs(defs);
}

function authDescription(definition: EndpointDefinition): string {
  if (definition.auth === "public") return "Public.";
  const who =
    definition.auth === "optional"
      ? "Public; answers more with a bearer token or secret key."
      : "Bearer token or secret key.";
  return definition.permissions?.length ? `${who} Permission: ${definition.permissions.join(" or ")}.` : who;
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
    ...(name === "id" ? { description: "The record's `_id` (QR links also take their name)." } : {}),
  }));
}

function listParameters(definition: EndpointDefinition): Json[] {
  const list = definition.list;
  if (!list) return [];
  const order = list.defaultSort.map(([field, direction]) => `\`{"${field}":${direction}}\``).join(", ");
  return [
    {
      name: "limit",
      in: "query",
      description: `Page size (default ${list.defaultLimit}).`,
      schema: { type: "integer", minimum: 1, maximum: list.maxLimit, default: list.defaultLimit },
    },
    {
      name: "page",
      in: "query",
      description: "1-based page number.",
      schema: { type: "integer", minimum: 1, default: 1 },
    },
    {
      name: "search",
      in: "query",
      description: `Text searched in ${list.searchIn}.`,
      schema: { type: "string", maxLength: 200 },
    },
    {
      name: "sort",
      in: "query",
      description: `JSON object \`{field: 1 | -1}\` (default ${order}); fields: ${list.sortable.map((f) => `\`${f}\``).join(", ")}.`,
      schema: { type: "string" },
      example: JSON.stringify({ [list.sortable[0] ?? "id"]: -1 }),
    },
  ];
}

/** Whether a schema's pipeline changes the value (`size` read as a number), at any depth. */
function transforms(schema: unknown): boolean {
  const node = schema as { kind?: string; pipe?: readonly unknown[]; wrapped?: unknown };
  if (node.kind === "transformation") return true;
  if (node.wrapped !== undefined && transforms(node.wrapped)) return true;
  return (node.pipe ?? []).some((item) => item !== node && transforms(item));
}

/**
 * Query parameters as sent: a parameter the server transforms is described by its text (its output is
 * not what the URL holds); the others by what a valid value is, so an enum after a lenient string shows.
 */
function queryParameters(definition: EndpointDefinition): Json[] {
  const query = definition.query;
  if (!query) return [];
  const sent = jsonSchemaOf(query, "query");
  const valid = jsonSchemaOf(query);
  const entries = ("entries" in query ? query.entries : {}) as Record<string, unknown>;
  const sentProperties = (sent.properties ?? {}) as Record<string, Json>;
  const validProperties = (valid.properties ?? {}) as Record<string, Json>;
  const required = new Set((valid.required ?? []) as string[]);
  return Object.entries(sentProperties).map(([name, asSent]) => {
    const property = transforms(entries[name]) ? asSent : (validProperties[name] ?? asSent);
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function responseObject(status: number, response: ResponseSpec): Json {
  const errorName = ERROR_RESPONSE_NAMES[status];
  if (errorName && response === ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES]) {
    return { $ref: `#/components/responses/${errorName}` };
  }
  if (isRawResponse(response)) {
    return {
      description: response.description,
      content: Object.fromEntries(
        response.contentTypes.map((type) => [
          type,
          {
            schema: type.startsWith("image/png") ? { type: "string", format: "binary" } : { type: "string" },
          },
        ]),
      ),
    };
  }
  if (!isJsonResponse(response)) return { description: response.description };
  return {
    description: response.description,
    content: {
      "application/json": {
        schema: jsonSchemaOf(response.schema),
        ...(response.example !== undefined ? { example: response.example } : {}),
      },
    },
  };
}

function operationObject(definition: EndpointDefinition): Json {
  const parameters = [
    ...pathParameters(definition.path),
    ...listParameters(definition),
    ...queryParameters(definition),
  ];
  const responses = Object.fromEntries(
    Object.entries(responsesOf(definition))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, response]) => [status, responseObject(Number(status), response)]),
  );
  const body = definition.body;
  return {
    operationId: definition.operationId,
    tags: [definition.tag],
    summary: definition.summary,
    description: [definition.description, `**Auth** ${authDescription(definition)}`]
      .filter(Boolean)
      .join("\n\n"),
    security:
      definition.auth === "public"
        ? []
        : [...(definition.auth === "optional" ? [{}] : []), { bearerAuth: [] }, { secretKey: [] }],
    ...(definition.permissions ? { "x-permissions": [...definition.permissions] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: body.required ?? true,
            ...(body.description ? { description: body.description } : {}),
            content: {
              "application/json": {
                schema: jsonSchemaOf(body.schema),
                ...(body.example !== undefined ? { example: body.example } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

function errorResponses(): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, response]) => {
      const name = ERROR_RESPONSE_NAMES[Number(status)] ?? `Error${status}`;
      const object: Json = {
        description: response.description,
        content: { "application/json": { schema: jsonSchemaOf(response.schema) } },
      };
      if (status === "429") {
        object.headers = {
          "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 1 } },
        };
      }
      return [name, object];
    }),
  );
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract. */
export function buildOpenApiDocument(endpoints: readonly EndpointDefinition[] = allEndpoints()) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const definition of endpoints) {
    paths[definition.path] = { ...paths[definition.path], [definition.method]: operationObject(definition) };
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Adstudio API",
      version: VERSION,
      description:
        "Everything is under `/api`. Errors are always `{message, errors?}`. Lists take `limit`, 1-based `page`, `search` and `sort` (`{field: 1 | -1}`) and answer `{<items>, page, total}`. People send `Authorization: Bearer <jwt>`; scripts and the CLI send `x-secret-key: <key>`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/", description: "The studio's own origin." }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
    security: [{ bearerAuth: [] }, { secretKey: [] }] as Array<Record<string, string[]>>,
    paths,
    components: {
      schemas: componentSchemas(),
      responses: errorResponses(),
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

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let cached: OpenApiDocument | undefined;

/** Built once per process: the contract is static. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
