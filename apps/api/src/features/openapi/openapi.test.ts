import { allEndpoints } from "@adstudio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { buildOpenApiDocument, SERVER_ONLY_NOTE } from "./document.js";

interface Operation {
  security?: unknown;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
}

interface ObjectSchema {
  type?: string;
  properties: Record<string, unknown>;
  $schema?: string;
  description?: string;
}

const METHODS = new Set(["GET", "POST", "PUT", "DELETE"]);

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

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

function documentedOperations(doc: ReturnType<typeof buildOpenApiDocument>): Set<string> {
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
  }
  return documented;
}

describe("OpenAPI document", () => {
  const doc = buildOpenApiDocument();

  it("looks like OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.secretKey).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "x-secret-key",
    });
    const tagNames = new Set(doc.tags.map((tag) => tag.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
        expect(operation.summary).toBeTruthy();
        expect(operation.responses).toBeTruthy();
        for (const tag of operation.tags as string[]) expect(tagNames.has(tag as never)).toBe(true);
        // Every {param} in the path is declared.
        const declared = ((operation.parameters ?? []) as Array<{ name: string; in: string }>)
          .filter((p) => p.in === "path")
          .map((p) => p.name);
        expect(declared).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      }
    }
    const ids = allEndpoints().map((op) => `${op.method} ${op.path}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("converts request bodies from the core valibot schemas", () => {
    const company = doc.components.schemas.CompanySchema as unknown as ObjectSchema;
    expect(company.type).toBe("object");
    expect(Object.keys(company.properties)).toEqual(expect.arrayContaining(["name", "shortName", "logo"]));
    expect(company.$schema).toBeUndefined();
    // trim() has no JSON Schema form: converted with errorMode 'ignore' and flagged.
    expect(company.description).toBe(SERVER_ONLY_NOTE);
    const login = doc.paths["/api/auth/login"]?.post as unknown as Operation;
    expect(login.requestBody?.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/LoginSchema",
    });
    expect(login.security).toEqual([]);
    const createRole = doc.paths["/api/roles/create"]?.post as unknown as Operation;
    expect(createRole.security).toEqual([{ bearerAuth: [] }, { secretKey: [] }]);
    expect(createRole.responses["400"]).toEqual({ $ref: "#/components/responses/Error" });
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ["message"] });
  });

  it("documents exactly the /api routes the app mounts", () => {
    const mounted = mountedOperations();
    const documented = documentedOperations(doc);
    expect(mounted.size).toBeGreaterThan(40);
    const undocumented = [...mounted].filter((op) => !documented.has(op)).sort();
    const stale = [...documented].filter((op) => !mounted.has(op)).sort();
    expect({ undocumented, stale }).toEqual({ undocumented: [], stale: [] });
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
  });
});
