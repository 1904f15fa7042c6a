/**
 * Requests carrying hostile values, generated from the OpenAPI document (never from a hand-kept list of
 * routes): every path parameter, query parameter and documented body property of every operation gets
 * each value, and every operation also gets them in an undocumented query parameter and (unless it is a
 * GET) in a generic body. Used by the edge fuzz test.
 */

/** A value as it travels: JSON text for bodies, already percent-encoded text for URLs. */
export interface HostileValue {
  name: string;
  json: string;
  url: string;
  /** Whether the edge guard refuses it in any JSON body (else only typed fields refuse it). */
  edge: boolean;
  /** Whether the edge guard refuses it as any query text (`1e400` is fine text, e.g. a search). */
  edgeText: boolean;
}

const deepJson = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

export const HOSTILE_VALUES: readonly HostileValue[] = [
  { name: "NUL", json: '"a\\u0000b"', url: "a%00b", edge: true, edgeText: true },
  { name: "lone surrogate", json: '"x\\ud800"', url: "x%ED%A0%80", edge: true, edgeText: true },
  {
    name: "deep nesting",
    json: deepJson(100_000),
    url: encodeURIComponent(deepJson(1000)),
    edge: true,
    edgeText: true,
  },
  { name: "1e400", json: "1e400", url: "1e400", edge: true, edgeText: false },
  { name: "-1e400", json: "-1e400", url: "-Infinity", edge: true, edgeText: false },
  { name: "huge number", json: "1e308", url: "1e308", edge: false, edgeText: false },
  { name: "huge integer", json: "123456789012345678901234567890", url: "NaN", edge: false, edgeText: false },
];

export interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { type?: string };
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

export interface HostileCase {
  /** `query limit = NUL`, for the failure report. */
  label: string;
  url: string;
  body?: string;
  /** Whether the request must answer 4xx (every request must answer below 500). */
  mustRefuse: boolean;
}

/** The documented body properties of an operation, `null` when it documents no body or no properties. */
function bodyProperties(doc: OpenApiDocument, operation: OpenApiOperation): string[] | null {
  let schema = operation.requestBody?.content["application/json"]?.schema;
  const ref = schema?.$ref;
  if (typeof ref === "string") schema = doc.components.schemas[ref.split("/").at(-1) ?? ""];
  const properties = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
  return properties.length > 0 ? properties : null;
}

/**
 * Every hostile request for one operation. `ids` gives a real record id for `{id}` in a path (so a body
 * or query case reaches an existing record); path cases replace it with the hostile value.
 */
export function hostileCases(doc: OpenApiDocument, method: string, path: string, id: string): HostileCase[] {
  const operation = doc.paths[path]?.[method] ?? {};
  const fill = (template: string, param: string, value: string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? value : id));
  const url = fill(path, "", "");
  const cases: HostileCase[] = [];
  for (const value of HOSTILE_VALUES) {
    for (const param of operation.parameters ?? []) {
      if (param.in === "path") {
        cases.push({
          label: `path ${param.name} = ${value.name}`,
          url: fill(path, param.name, value.url),
          mustRefuse: true,
        });
      } else if (param.in === "query") {
        // Text parameters may legitimately hold "1e308" (a search); numbers may not.
        const numeric = param.schema?.type === "integer" || param.schema?.type === "number";
        cases.push({
          label: `query ${param.name} = ${value.name}`,
          url: `${url}?${param.name}=${value.url}`,
          mustRefuse: value.edgeText || numeric,
        });
      }
    }
    if (value.edgeText) {
      cases.push({
        label: `undocumented query = ${value.name}`,
        url: `${url}?value=${value.url}`,
        mustRefuse: true,
      });
    }
    if (method === "get") continue;
    const properties = bodyProperties(doc, operation);
    for (const property of properties ?? []) {
      cases.push({
        label: `body ${property} = ${value.name}`,
        url,
        body: `{${JSON.stringify(property)}:${value.json}}`,
        mustRefuse: true,
      });
    }
    // Without documented properties only what the edge refuses is sent: a harmless value in a generic
    // body could legitimately go through (a DELETE, a logout).
    if (properties === null && value.edge) {
      cases.push({
        label: `generic body = ${value.name}`,
        url,
        body: `{"value":${value.json}}`,
        mustRefuse: true,
      });
    }
  }
  return cases;
}
