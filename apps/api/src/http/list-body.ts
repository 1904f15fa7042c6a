import { isPlainObject, NOT_AN_OBJECT_MESSAGE } from "@adstudio/core";
import { badRequest } from "./errors.js";
import { type ListQuery, type ListQueryOptions, parseListQuery } from "./list-query.js";

/**
 * Reads the list conventions from a JSON body (`POST …/list` with `{limit, page, search, sort}`), with the
 * same rules and messages as the query-string form: numbers may come as numbers or digit strings, `sort`
 * as an object (`{"element": 1}`). Missing or `null` fields take the defaults.
 */
export function parseListBody<TField extends string>(
  body: unknown,
  options: ListQueryOptions<TField>,
): ListQuery<TField> {
  if (!isPlainObject(body)) throw badRequest(NOT_AN_OBJECT_MESSAGE);
  const query: Record<string, string> = {};
  for (const key of ["limit", "page"] as const) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    // Anything but a number or text (true, [5], {}) becomes text that fails the whole-number check.
    query[key] = typeof value === "number" || typeof value === "string" ? String(value) : "-";
  }
  const { search, sort } = body;
  if (search !== undefined && search !== null) {
    if (typeof search !== "string")
      throw badRequest("search must be text.", { search: "search must be text." });
    query.search = search;
  }
  if (sort !== undefined && sort !== null) {
    query.sort = typeof sort === "string" ? sort : (JSON.stringify(sort) ?? "");
  }
  return parseListQuery(query, options);
}
