import { describe, expect, it } from "vitest";
import { HttpError } from "./errors.js";
import { type ListQueryOptions, parseListQuery } from "./list-query.js";

type Field = "name" | "order";
const OPTIONS: ListQueryOptions<Field> = {
  sortable: ["name", "order"],
  defaultSort: [["order", 1]],
  defaultLimit: 10,
  maxLimit: 100,
};

function failure(query: Record<string, string>): HttpError {
  try {
    parseListQuery(query, OPTIONS);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected a 400");
}

describe("parseListQuery", () => {
  it("applies the defaults", () => {
    expect(parseListQuery({}, OPTIONS)).toEqual({
      limit: 10,
      page: 1,
      offset: 0,
      search: "",
      sort: [["order", 1]],
      // Issue 34: a broad search reads 10 000 rows in the list's order for a page unless asked for more.
      scan: 10_000,
    });
  });

  it("reads limit, 1-based page, a trimmed search and both sort spellings in order", () => {
    expect(
      parseListQuery(
        {
          limit: "25",
          page: "3",
          search: "  spring sale ",
          sort: '{"name":-1}',
          "sort[order]": "asc",
          scan: "40000",
        },
        OPTIONS,
      ),
    ).toEqual({
      limit: 25,
      page: 3,
      offset: 50,
      search: "spring sale",
      sort: [
        ["name", -1],
        ["order", 1],
      ],
      scan: 40_000,
    });
    expect(parseListQuery({ sort: "{}" }, OPTIONS).sort).toEqual([["order", 1]]);
    expect(parseListQuery({ "sort[name]": "desc", "sort[order]": "-1" }, OPTIONS).sort).toEqual([
      ["name", -1],
      ["order", -1],
    ]);
  });

  it("reports every bad parameter at once with a 400", () => {
    const error = failure({ limit: "101", page: "0", sort: '{"secret":1}', scan: "1e9" });
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      limit: "limit must be a whole number from 1 to 100.",
      page: "page must be a whole number from 1 to 1000000.",
      scan: "scan must be a whole number from 1 to 100000000.",
      sort: "sort cannot use 'secret'; use name, order.",
    });
    expect(error.message).toBe("limit must be a whole number from 1 to 100.");
    expect(failure({ sort: '{"name":0}' }).errors).toEqual({ sort: "sort directions must be 1 or -1." });
  });

  it("sorts by a field's other name where the list has one, and by nothing an object inherits", () => {
    const withAlias: ListQueryOptions<Field> = { ...OPTIONS, sortAliases: { element: "name" } };
    expect(parseListQuery({ sort: '{"element":-1}' }, withAlias).sort).toEqual([["name", -1]]);
    expect(parseListQuery({ "sort[element]": "1" }, withAlias).sort).toEqual([["name", 1]]);
    for (const key of ["constructor", "__proto__", "toString"]) {
      expect(() => parseListQuery({ [`sort[${key}]`]: "1" }, withAlias)).toThrow(
        `sort cannot use '${key}'; use name, order.`,
      );
    }
  });
});
