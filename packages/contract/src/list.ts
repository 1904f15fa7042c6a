import * as v from "valibot";

export type SortDirection = 1 | -1;
export type SortSpec<F extends string> = ReadonlyArray<readonly [F, SortDirection]>;

/** Paging, search and sort of a list endpoint (spec §7: `limit`, 1-based `page`, `search`, `sort`). */
export interface ListSpec<F extends string> {
  sortable: readonly F[];
  defaultSort: SortSpec<F>;
  defaultLimit: number;
  maxLimit: number;
  /** What `search` looks in, for the reference. */
  searchIn: string;
}

/** Keeps a list spec's sort-field literals. */
export function listSpec<const F extends string>(spec: ListSpec<F>): ListSpec<F> {
  return spec;
}

/**
 * Paging, search and sort as a client sends them. Keys of `sort` are applied in insertion order; an
 * empty or missing `sort` leaves the server's default order.
 */
export interface ListParams<F extends string = string> {
  limit?: number;
  /** 1-based. */
  page?: number;
  search?: string;
  sort?: Partial<Record<F, SortDirection>>;
}

/** Most rows a list answers in one page (the studio's tables ask for 10 to 100). */
export const MAX_LIST_LIMIT = 1000;

/** The longest `search` a list takes, and its highest `page`. */
export const MAX_LIST_SEARCH_LENGTH = 200;
export const MAX_LIST_PAGE = 1_000_000;

const LIST_TOTALS_ENTRIES = {
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalEstimated: v.boolean(),
};

/** What every list answer says about its rows besides the rows: `{page, total, totalEstimated}`. */
export type ListTotals = v.InferOutput<v.ObjectSchema<typeof LIST_TOTALS_ENTRIES, undefined>>;

/**
 * `{<items>: [...], page, total, totalEstimated}`: the answer of every list endpoint (nothing else).
 * Totals are exact up to 10 000 matches; past that `total` is an estimate and `totalEstimated` is true, so
 * counting never reads a million rows (paging still works: pages past the end answer no items).
 */
export function listResponse<const K extends string, S extends v.GenericSchema>(key: K, item: S) {
  return v.strictObject({
    ...({ [key]: v.array(item) } as { [P in K]: v.ArraySchema<S, undefined> }),
    ...LIST_TOTALS_ENTRIES,
  });
}
