import {
  type ListSpec,
  MAX_LIST_PAGE,
  MAX_LIST_SEARCH_LENGTH,
  MAX_SEARCH_SCAN,
  SEARCH_SCAN_ROWS,
  type SortDirection,
  type SortSpec,
} from "@adstudio/contract";
import { validateInput } from "@adstudio/core";
import * as v from "valibot";
import { badRequest } from "./errors.js";

export type { SortDirection, SortSpec };

/** A validated list request: 1-based `page`, its row `offset`, and sort keys in priority order. */
export interface ListQuery<TField extends string> {
  limit: number;
  page: number;
  offset: number;
  /** Trimmed; empty when absent. */
  search: string;
  sort: SortSpec<TField>;
  /** Rows a broad search may read in the list's order for this page (issue 34); see `SEARCH_SCAN_ROWS`. */
  scan: number;
}

/** A list's sortable columns, default order and page sizes: the contract's list spec. */
export type ListQueryOptions<TField extends string> = Pick<
  ListSpec<TField>,
  "sortable" | "sortAliases" | "defaultSort" | "defaultLimit" | "maxLimit"
>;

const DIRECTIONS: Record<string, SortDirection> = { "1": 1, "-1": -1, asc: 1, desc: -1 };

const wholeNumber = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/**
 * Reads the list conventions of the API from a query string: `limit`, 1-based `page`, `search`, `scan`, and
 * `sort` either as JSON (`sort={"name":1}`) or bracketed (`sort[name]=-1`); directions are 1 or -1
 * (`asc`/`desc` also read). Unknown parameters are ignored; a malformed value answers 400 naming it.
 */
export function parseListQuery<TField extends string>(
  query: Record<string, string>,
  options: ListQueryOptions<TField>,
): ListQuery<TField> {
  const limitMessage = `limit must be a whole number from 1 to ${options.maxLimit}.`;
  const schema = v.object({
    limit: v.optional(wholeNumber(options.maxLimit, limitMessage), String(options.defaultLimit)),
    page: v.optional(
      wholeNumber(MAX_LIST_PAGE, `page must be a whole number from 1 to ${MAX_LIST_PAGE}.`),
      "1",
    ),
    search: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(MAX_LIST_SEARCH_LENGTH, `search must be at most ${MAX_LIST_SEARCH_LENGTH} characters.`),
      ),
      "",
    ),
    scan: v.optional(
      wholeNumber(MAX_SEARCH_SCAN, `scan must be a whole number from 1 to ${MAX_SEARCH_SCAN}.`),
      String(SEARCH_SCAN_ROWS),
    ),
  });
  const result = validateInput(schema, {
    ...pick(query, "limit"),
    ...pick(query, "page"),
    ...pick(query, "search"),
    ...pick(query, "scan"),
  });
  const sort = parseSort(query, options);
  const errors = { ...(result.success ? {} : result.errors), ...(sort.error ? { sort: sort.error } : {}) };
  const [firstError] = Object.values(errors);
  if (!result.success || firstError) throw badRequest(firstError ?? "Invalid list parameters.", errors);
  const { limit, page, search, scan } = result.output;
  return { limit, page, offset: (page - 1) * limit, search, sort: sort.spec, scan };
}

function pick(query: Record<string, string>, key: string): Record<string, string> {
  const value = query[key];
  return value === undefined ? {} : { [key]: value };
}

type SortResult<TField extends string> = { spec: SortSpec<TField>; error?: string };

function parseSort<TField extends string>(
  query: Record<string, string>,
  options: ListQueryOptions<TField>,
): SortResult<TField> {
  const requested: Array<[string, unknown]> = [];
  const raw = query.sort?.trim();
  if (raw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return { spec: options.defaultSort, error: 'sort must be an object such as {"name":1}.' };
    }
    requested.push(...Object.entries(parsed));
  }
  for (const [key, value] of Object.entries(query)) {
    const field = /^sort\[([^\]]*)\]$/.exec(key)?.[1];
    if (field !== undefined) requested.push([field, value]);
  }
  if (requested.length === 0) return { spec: options.defaultSort };

  const sortable: readonly string[] = options.sortable;
  const spec: Array<[TField, SortDirection]> = [];
  for (const [asked, value] of requested) {
    const aliases = options.sortAliases;
    const field = aliases && Object.hasOwn(aliases, asked) ? (aliases[asked] as string) : asked;
    if (!sortable.includes(field)) {
      const known = options.sortable.join(", ");
      return { spec: options.defaultSort, error: `sort cannot use '${field.slice(0, 50)}'; use ${known}.` };
    }
    const direction = DIRECTIONS[String(value).trim().toLowerCase()];
    if (direction === undefined)
      return { spec: options.defaultSort, error: "sort directions must be 1 or -1." };
    if (!spec.some(([known]) => known === field)) spec.push([field as TField, direction]);
  }
  return { spec };
}
