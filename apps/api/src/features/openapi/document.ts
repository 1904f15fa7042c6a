import {
  API_TAGS,
  allEndpoints,
  type EndpointDefinition,
  ERROR_RESPONSES,
  isJsonResponse,
  isRawResponse,
  type ResponseSpec,
  responsesOf,
} from "@adstudio/contract";
import { VERSION } from "../../version.js";
import { componentSchemas, type Json, jsonSchemaOf } from "./json-schema.js";
import { parametersOf } from "./parameters.js";

/** Names of the shared error answers in `components.responses`. */
const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  429: "TooManyRequests",
  503: "ServiceUnavailable",
};

function authDescription(definition: EndpointDefinition): string {
  if (definition.auth === "public") return "Public.";
  const who =
    definition.auth === "optional"
      ? "Public; answers more with a bearer token or secret key."
      : "Bearer token or secret key.";
  return definition.permissions?.length ? `${who} Permission: ${definition.permissions.join(" or ")}.` : who;
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

/** A JSON body, or a multipart upload whose one file part is binary. */
function requestBodyOf(definition: EndpointDefinition): Json {
  const { body, upload } = definition;
  if (upload) {
    return {
      requestBody: {
        required: true,
        description: upload.description,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                [upload.field]: { type: "string", contentMediaType: "application/octet-stream" },
              },
              required: [upload.field],
            },
          },
        },
      },
    };
  }
  if (!body) return {};
  return {
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
  };
}

function operationObject(definition: EndpointDefinition): Json {
  const parameters = parametersOf(definition);
  const responses = Object.fromEntries(
    Object.entries(responsesOf(definition))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, response]) => [status, responseObject(Number(status), response)]),
  );
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
    ...requestBodyOf(definition),
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
      if (status === "429" || status === "503") {
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
