import * as v from "valibot";
import { endpoint } from "../endpoint";
import { named } from "../names";

const JsonObject = v.looseObject({});

/**
 * The top of an OpenAPI 3.1 document, as far as a client relies on it; what lies below (operations,
 * schemas) is OpenAPI's own format, described by its specification rather than here.
 */
export const OpenApiDocumentSchema = named(
  "OpenApiDocument",
  v.strictObject({
    openapi: v.literal("3.1.0"),
    info: v.looseObject({ title: v.string(), version: v.string() }),
    servers: v.array(v.looseObject({ url: v.string() })),
    tags: v.array(v.looseObject({ name: v.string() })),
    security: v.array(v.record(v.string(), v.array(v.string()))),
    /** Operations by path, then by lower-case method. */
    paths: v.record(v.string(), v.record(v.string(), JsonObject)),
    components: v.looseObject({
      schemas: v.record(v.string(), JsonObject),
      responses: v.record(v.string(), JsonObject),
      securitySchemes: v.record(v.string(), JsonObject),
    }),
  }),
);

/** This API's own description: the OpenAPI document generated from the contract, and a page to read it. */
export const metaEndpoints = {
  openApi: endpoint({
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    tag: "meta",
    summary: "This OpenAPI 3.1 document, generated from the API's contract",
    description:
      "Feed it to a generator for a typed client, e.g. `npx openapi-typescript https://<studio>/api/openapi.json -o adstudio.d.ts`.",
    auth: "public",
    responses: { 200: { description: "The document.", schema: OpenApiDocumentSchema } },
  }),
  docs: endpoint({
    operationId: "getApiReference",
    method: "get",
    path: "/api/docs",
    tag: "meta",
    summary: "The API reference: this document as a plain HTML page (no scripts)",
    auth: "public",
    responses: {
      200: {
        description: "Every operation by tag, with its parameters, body and answers.",
        contentTypes: ["text/html"],
      },
    },
  }),
};
