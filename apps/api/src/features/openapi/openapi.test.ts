import { allEndpoints } from "@adstudio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { buildOpenApiDocument } from "./document.js";
import { SERVER_ONLY_NOTE } from "./json-schema.js";

type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  security?: unknown;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, Json>;
}

const METHODS = new Set(["GET", "POST", "PUT", "DELETE"]);

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const doc = buildOpenApiDocument();

function operations(): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method,
      path,
      operation: operation as unknown as Operation,
    })),
  );
}

/** `GET /api/roles/{id}` for every route the Hono app really mounts under `/api`. */
function mountedOperations(): Set<string> {
  const mounted = new Set<string>();
  for (const route of t.app.routes) {
    if (!METHODS.has(route.method)) continue;
    if (route.path !== "/api" && !route.path.startsWith("/api/")) continue;
    const path = route.path.replace(/\/+$/, "").replace(/:(\w+)/g, "{$1}");
    mounted.add(`${route.method} ${path}`);
  }
  return mounted;
}

/** The documented operation at `method path` (the test fails if there is none). */
function operationAt(path: string, method: string): Operation {
  const operation = (doc.paths[path] as Record<string, unknown> | undefined)?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return operation as Operation;
}

/** A response object with its `$ref` to `components.responses` followed. */
function resolveResponse(response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== "string") return response;
  return (doc.components.responses as Record<string, Json>)[ref.split("/").at(-1) ?? ""] ?? {};
}

describe("OpenAPI document", () => {
  it("looks like OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.secretKey).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "x-secret-key",
    });
    const tagNames = new Set<string>(doc.tags.map((tag) => tag.name));
    for (const { path, operation } of operations()) {
      expect(path).toMatch(/^\/api\//);
      expect(operation).toMatchObject({ summary: expect.any(String), tags: [expect.any(String)] });
      for (const tag of (operation as unknown as { tags: string[] }).tags) expect(tagNames).toContain(tag);
      // Every {param} in the path is declared.
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    }
  });

  it("documents exactly the /api routes the app mounts, each once, from the contract", () => {
    const mounted = mountedOperations();
    const contract = allEndpoints().map((e) => `${e.method.toUpperCase()} ${e.path}`);
    expect(new Set(contract).size, "two endpoints share a method and path").toBe(contract.length);
    expect(mounted.size).toBeGreaterThan(40);
    const notInContract = [...mounted].filter((op) => !contract.includes(op)).sort();
    const notMounted = contract.filter((op) => !mounted.has(op)).sort();
    expect({ notInContract, notMounted }).toEqual({ notInContract: [], notMounted: [] });
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual([...contract].sort());
  });

  it("names every operation once, in camelCase", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  // 204, 304 and 416 carry no body (a file's range answers say everything in their headers).
  it("describes the body of every answer: a schema per content type, or none for 204, 304 and 416", () => {
    const undescribed: string[] = [];
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${method} ${path} has a success`,
      ).toBe(true);
      expect(statuses, `${method} ${path}`).toContain("400");
      for (const [status, raw] of Object.entries(operation.responses)) {
        const response = resolveResponse(raw);
        const content = response.content as Record<string, { schema?: unknown }> | undefined;
        const described =
          typeof response.description === "string" &&
          (["204", "304", "416"].includes(status)
            ? content === undefined
            : content !== undefined &&
              Object.keys(content).length > 0 &&
              Object.values(content).every((media) => media.schema !== undefined));
        if (!described) undescribed.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it("keeps enums and required fields of the core schemas", () => {
    const input = doc.components.schemas.QrLinkInput as Json;
    expect(input).toMatchObject({ type: "object", properties: { type: { enum: ["url", "text"] } } });
    expect(input.required).toEqual(expect.arrayContaining(["id", "type", "targetUrl"]));
    expect(input.$schema).toBeUndefined();
    // trim() has no JSON Schema form: converted with errorMode 'ignore' and flagged.
    expect(input.description).toBe(SERVER_ONLY_NOTE);
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ["message"] });
    const record = doc.components.schemas.QrLinkRecord as Json;
    expect(record).toMatchObject({ additionalProperties: false });
    expect(record.required).toEqual(expect.arrayContaining(["_id", "id", "code", "scanUrl"]));
    // A query parameter read leniently ("" when missing, for its own message) is still required.
    const track = operationAt("/api/vast/track", "get");
    expect(track.parameters?.find((p) => p.name === "event")).toMatchObject({
      required: true,
      schema: { enum: expect.arrayContaining(["impression", "complete"]) },
    });
  });

  it("refers to the shared answers and schemas instead of repeating them", () => {
    const create = operationAt("/api/qr/create", "post");
    expect(create.security).toEqual([{ bearerAuth: [] }, { secretKey: [] }]);
    expect(create.requestBody?.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/QrLinkInput",
    });
    expect(create.responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" });
    expect(create.responses["409"]).toEqual({ $ref: "#/components/responses/Conflict" });
    expect(operationAt("/api/openapi.json", "get").security).toEqual([]);
  });

  it("tells clients that any call may meet a database out of reach: 503 with Retry-After", () => {
    for (const [path, method] of [
      ["/api/qr/create", "post"],
      ["/api/qr/getqr/{id}", "get"],
    ] as const) {
      expect(operationAt(path, method).responses["503"]).toEqual({
        $ref: "#/components/responses/ServiceUnavailable",
      });
    }
    const unavailable = (doc.components.responses as Record<string, Json>).ServiceUnavailable;
    expect(unavailable?.headers).toMatchObject({ "Retry-After": { schema: { type: "integer" } } });
  });
});

describe("GET /api/openapi.json and /api/docs", () => {
  it("serves the document publicly as JSON", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe("3.1.0");
    expect(body.paths["/api/company/update/{id}"]).toBeTruthy();
  });

  it("serves a script-free HTML reference grouped by tag", async () => {
    const res = await t.request("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).toContain('id="tag-company"');
    expect(html).toContain("<code>/api/company/update/{id}</code>");
    expect(html).toContain("Permission: createRoles.");
    expect(html).toContain("<code>shortName</code>");
    expect(html).not.toContain("**");
  });

  it("shows each operation's answers: status, description and the fields of JSON bodies", async () => {
    const html = await (await t.request("GET", "/api/docs")).text();
    const section = (id: string) =>
      html.match(new RegExp(`<section class="op" id="${id}">([\\s\\S]*?)</section>`))?.[1];
    const list = section("listQrLinks");
    expect(list).toContain("<tr><td>200</td><td>One page of links.</td>");
    // The list's fields, with the item schema ($ref) named and linked to its description below.
    expect(list).toMatch(/<code>qrLink<\/code>: <a href="#schema-QrLinkRecord">QrLinkRecord<\/a>\[\]/);
    expect(list).toContain("<code>total</code>: integer");
    expect(list).toMatch(/<tr><td>403<\/td><td>The caller lacks the permission/);
    expect(list).toContain("<code>message</code>: string");
    expect(section("createQrLink")).toMatch(/<tr><td>409<\/td><td>Conflict/);
    expect(section("getEmbedQrImage")).toContain("<code>image/svg+xml</code>");
    expect(section("trackVastEvent")).toContain("<tr><td>204</td><td>Recorded.</td><td></td></tr>");
    const record = html.match(/<section class="schema" id="schema-QrLinkRecord">([\s\S]*?)<\/section>/)?.[1];
    expect(record).toContain("<tr><td><code>scanUrl</code></td><td>string</td><td>yes</td>");
  });
});
