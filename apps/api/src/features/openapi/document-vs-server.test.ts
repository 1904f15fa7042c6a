import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { arbitraryOf, type Schema } from "../../test-support/json-schema-arbitrary.js";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import { buildOpenApiDocument } from "./document.js";

// The OpenAPI document is exactly as strict as the server: values it allows never get a 400 (random ids
// do not exist, so 404, 409 and 403 are fine), and values it refuses do (a sample below).

interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema?: Schema;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}
interface Sent {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const doc = buildOpenApiDocument();
const components = doc.components.schemas as Record<string, Schema>;
const RUNS = 200;

/**
 * 400 answers that depend on what is stored, or on rules JSON Schema has no words for, which the
 * operations' descriptions state: a random well-formed id is not one of the caller's ads, campaigns,
 * companies or labels; a time zone must be one the runtime knows (Intl); `from` and `to` must be real
 * days, in order, at most two years apart.
 */
const NOT_SCHEMA_RULES = new Set([
  "ad must be one of your ads.",
  "campaign must be one of your campaigns.",
  "The company does not exist.",
  "Choose labels from your own list.",
  "tz must be a time zone such as Asia/Kolkata.",
  "Choose a time zone such as Asia/Kolkata.",
  "from and to must be days as YYYY-MM-DD.",
  "Give both from and to, from on or before to, at most 731 days apart.",
]);

/**
 * Operations whose documented request is still looser than the server, each for a reason not yet
 * fixed at the shared schema. The test fails on any other operation; remove an entry once it passes.
 */
const KNOWN_GAPS: Record<string, string> = {
  "POST /api/auth/user/update": "photoURL: an http(s) address, a path or an image data URL (a custom check)",
  "POST /api/menuCollection/create": "URL: a path or an http(s) address (a custom check)",
  "PUT /api/menuCollection/update/{id}": "URL: a path or an http(s) address (a custom check)",
  "POST /api/notes-app/update-labels": "label names must differ (one field unique across items)",
  "POST /api/roles/create": "moduleRoles: one of the known permissions (a custom check)",
  "PUT /api/roles/update/{id}": "moduleRoles: one of the known permissions (a custom check)",
  "POST /api/formElements/create": "order: bounds checked after a lenient reading",
  "PUT /api/formElements/update/{id}": "order bounds after a lenient reading; an ad type once per rule list",
  "POST /api/user/create": "roleName must name a stored role; username's rule after a lenient reading",
  "PUT /api/user/update/{id}": "roleId: a role id (a custom check); username's rule after a lenient reading",
  "POST /api/company/create": "name and short name: blank checks at the object level",
  "PUT /api/company/update/{id}": "name and short name: blank checks at the object level",
  "POST /api/qr/create": "name: a character rule checked after a lenient reading",
  "PUT /api/qr/update/{id}": "name: a character rule checked after a lenient reading",
  "POST /api/campaign/create": "name, objective and dates: checked after a lenient reading",
  "POST /api/chat/send-message": "messageText: blank check after a lenient reading",
  "POST /api/ads/create": "document: migrations and version 1 documents are checked by the migrator",
  "PUT /api/ads/update/{id}": "document: migrations and version 1 documents are checked by the migrator",
  "PUT /api/richtemplates/update/{id}":
    "document: migrations, version 1 documents and exit addresses are checked by custom code",
  "POST /api/templates/upload": "the file part (not generated) is required",
  "POST /api/reportSchedule/create": "filters and formats: checked against lists of choices",
  "PUT /api/reportSchedule/update/{id}": "filters and formats: checked against lists of choices",
  "GET /api/embed/qr.svg": "url: an http(s) address or a path (a custom check)",
  "POST /api/richtemplates/create": "a format or an ad to save: one of the two (an object-level check)",
  "POST /api/notes-app/create-note": "a note needs a title, text or a checklist item (an object-level check)",
  "POST /api/notes-app/update-note": "a note needs a title, text or a checklist item (an object-level check)",
};

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
});

afterAll(async () => {
  await t?.close();
});

/** A parameter's value as the URL carries it: JSON for `content: application/json`, else its text. */
function parameterArbitrary(parameter: Parameter): fc.Arbitrary<string> {
  const json = parameter.content?.["application/json"];
  if (json) return arbitraryOf(json.schema, components).map((value) => JSON.stringify(value));
  if (!parameter.schema) throw new Error(`${parameter.name} has neither schema nor content`);
  return arbitraryOf(parameter.schema, components).map((value) => String(value));
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Sent> | undefined {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content["application/json"];
  if (!parameters.length && !body) return undefined;
  const group = (place: "path" | "query") => {
    const inPlace = parameters.filter((p) => p.in === place);
    return fc.record(Object.fromEntries(inPlace.map((p) => [p.name, parameterArbitrary(p)])), {
      requiredKeys: inPlace.filter((p) => p.required).map((p) => p.name),
    }) as fc.Arbitrary<Record<string, string>>;
  };
  return fc.record(
    {
      path: group("path"),
      query: group("query"),
      ...(body ? { body: arbitraryOf(body.schema, components) } : {}),
    },
    {
      requiredKeys: [
        "path",
        "query",
        ...(body && operation.requestBody?.required !== false ? ["body" as const] : []),
      ],
    },
  ) as fc.Arbitrary<Sent>;
}

async function send(method: string, template: string, sent: Sent): Promise<Response> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sent.path[name] ?? ""));
  const query = new URLSearchParams(sent.query).toString();
  return t.request(method.toUpperCase(), `${path}${query ? `?${query}` : ""}`, {
    token,
    ...(sent.body !== undefined ? { body: sent.body } : {}),
  });
}

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operation: operation as unknown as Operation,
  })),
);

describe("the OpenAPI document is as strict as the server", () => {
  it(`${RUNS} random values each request schema allows never get a 400`, { timeout: 240_000 }, async () => {
    const refused: string[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations) {
      // Uploads are files: their part is documented as bytes, whose type the server reads from the
      // content, which JSON Schema cannot say (the upload tests send real and wrong files).
      let arbitrary: fc.Arbitrary<Sent> | undefined;
      try {
        arbitrary = requestArbitrary(operation);
      } catch (error) {
        refused.push(`${method.toUpperCase()} ${path}: ${(error as Error).message}`);
        continue;
      }
      if (!arbitrary) continue;
      checked++;
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (sent) => {
          const res = await send(method, path, sent);
          if (res.status !== 400) return true;
          const answer = (await res.json()) as { message: string };
          if (NOT_SCHEMA_RULES.has(answer.message)) return true;
          throw new Error(answer.message);
        }),
        // A fixed seed per operation: a run is repeatable, and a failure names the values that failed.
        { numRuns: RUNS, endOnFailure: true, seed: seedOf(operation.operationId) },
      );
      if (result.failed && !KNOWN_GAPS[`${method.toUpperCase()} ${path}`]) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : "";
        refused.push(
          `${method.toUpperCase()} ${path}: ${error} ← ${JSON.stringify(result.counterexample?.[0]).slice(0, 300)}`,
        );
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(refused).toEqual([]);
  });

  // Out of range by one, for every bounded number and every enum of a query parameter; and the cases
  // the issue named.
  it("values the document refuses get a 400 naming the field", async () => {
    const accepted: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations) {
      if (/\{\w+\}/.test(path)) continue;
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema;
        if (parameter.in !== "query" || !schema) continue;
        const wrong = [
          ...(typeof schema.minimum === "number" ? [String(schema.minimum - 1)] : []),
          ...(typeof schema.maximum === "number" ? [String(schema.maximum + 1)] : []),
          ...(Array.isArray(schema.enum) ? ["not-one-of-them"] : []),
        ];
        for (const value of wrong) {
          sent++;
          const res = await send(method, path, {
            path: {},
            query: { ...requiredQuery(operation), [parameter.name]: value },
          });
          if (res.status !== 400)
            accepted.push(`${method} ${path}?${parameter.name}=${value} → ${res.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(accepted).toEqual([]);
  });

  it("answers the cases the issue named with their field messages", async () => {
    const get = async (url: string) => {
      const res = await t.request("GET", url, { token });
      return {
        status: res.status,
        body: (await res.json()) as { message: string; errors?: Record<string, string> },
      };
    };
    expect(await get("/api/tracker/kpis?ad=abc")).toEqual({
      status: 400,
      body: { message: "ad must be an ad id (a UUID).", errors: { ad: "ad must be an ad id (a UUID)." } },
    });
    const kpis = operationAt("/api/tracker/kpis", "get").parameters?.find((p) => p.name === "ad");
    expect(kpis?.schema).toMatchObject({ type: "string", format: "uuid" });

    expect((await get("/api/qr?sort=name")).body.message).toBe('sort must be an object such as {"name":1}.');
    const sort = operationAt("/api/qr", "get").parameters?.find((p) => p.name === "sort");
    expect(sort?.content?.["application/json"]?.schema).toMatchObject({
      type: "object",
      properties: { id: { enum: [1, -1] } },
      additionalProperties: false,
    });

    const size = operationAt("/api/qr/getqr/{id}", "get").parameters?.find((p) => p.name === "size");
    expect(size?.schema).toMatchObject({ type: "integer", minimum: 64, maximum: 2048 });
    for (const wrong of ["63", "2049"]) {
      expect((await get(`/api/qr/getqr/any?size=${wrong}`)).body.message).toBe(
        "size must be a whole number from 64 to 2048.",
      );
    }
  });
});

/** A stable 32-bit seed from an operation's id. */
function seedOf(operationId: string): number {
  let hash = 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** The required query parameters of an operation, each at a valid value, so only the wrong one fails. */
function requiredQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== "query" || !parameter.required || !parameter.schema) continue;
    const [value] = fc.sample(arbitraryOf(parameter.schema, components), { numRuns: 1, seed: 1 });
    query[parameter.name] = String(value);
  }
  return query;
}

function operationAt(path: string, method: string): Operation {
  const operation = (doc.paths as Record<string, Record<string, unknown>>)[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation as Operation;
}
