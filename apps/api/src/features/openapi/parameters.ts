import {
  type EndpointDefinition,
  MAX_LIST_PAGE,
  MAX_LIST_SEARCH_LENGTH,
  MAX_SEARCH_SCAN,
  SEARCH_SCAN_ROWS,
} from "@adstudio/contract";
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
      name: "scan",
      in: "query",
      description:
        "Rows, in the list's order, a search matching many rows may read for this page (QR links, companies, " +
        "ads and users; other lists read every match). A page it could not fill answers `partial: {scanned}`: " +
        "ask again with a larger `scan` to keep searching.",
      schema: { type: "integer", minimum: 1, maximum: MAX_SEARCH_SCAN, default: SEARCH_SCAN_ROWS },
    },
    // The server parses `sort` as JSON, so the parameter is described by the JSON it holds (OpenAPI 3.1:
    // `content` instead of `schema` for a serialized value).
    {
      name: "sort",
      in: "query",
      description: `JSON object \`{field: 1 | -1}\` (default ${order}); fields: ${list.sortable.map((f) => `\`${f}\``).join(", ")}${aliasNote(list)}; keys apply in order.`,
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: Object.fromEntries(
              [...list.sortable, ...Object.keys(list.sortAliases ?? {})].map((field) => [
                field,
                { enum: [1, -1] },
              ]),
            ),
            additionalProperties: false,
          },
          example: { [list.sortable[0] ?? "id"]: -1 },
        },
      },
    },
  ];
}

/** " (`element` sorts as `id`)" for a list whose spec names a sort field by another name. */
function aliasNote(list: NonNullable<EndpointDefinition["list"]>): string {
  const aliases = Object.entries(list.sortAliases ?? {});
  return aliases.map(([alias, field]) => ` (\`${alias}\` sorts as \`${field}\`)`).join("");
}

/** Whether a schema's pipeline changes the value (`size` read as a number), at any depth. */
function transforms(schema: unknown): boolean {
  const node = schema as { kind?: string; pipe?: readonly unknown[]; wrapped?: unknown };
  if (node.kind === "transformation") return true;
  if (node.wrapped !== undefined && transforms(node.wrapped)) return true;
  return (node.pipe ?? []).some((item) => item !== node && transforms(item));
}

/**
 * Query parameters by what a valid value is, so an enum after a lenient string shows. A parameter the
 * server turns into a number is described as that number (its range is the rule; the URL holds its
 * digits); one it transforms otherwise by its text, as sent.
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
    const validProperty = validProperties[name];
    const numeric = validProperty?.type === "integer" || validProperty?.type === "number";
    const property = transforms(entries[name]) && !numeric ? asSent : (validProperty ?? asSent);
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
