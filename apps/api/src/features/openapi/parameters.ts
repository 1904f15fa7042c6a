import { type EndpointDefinition, MAX_LIST_PAGE, MAX_LIST_SEARCH_LENGTH } from "@adstudio/contract";
import { type Json, jsonSchemaOf } from "./json-schema.js";

/** An operation's parameters: path segments, a list's paging, search and sort, and its own query. */
export function parametersOf(definition: EndpointDefinition): Json[] {
  return [...pathParameters(definition.path), ...listParameters(definition), ...queryParameters(definition)];
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
      schema: { type: "integer", minimum: 1, maximum: MAX_LIST_PAGE, default: 1 },
    },
    {
      name: "search",
      in: "query",
      description: `Text searched in ${list.searchIn}.`,
      schema: { type: "string", maxLength: MAX_LIST_SEARCH_LENGTH },
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
