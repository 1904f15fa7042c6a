import * as v from "valibot";

export type SortDirection = 1 | -1;
export type SortSpec<F extends string> = ReadonlyArray<readonly [F, SortDirection]>;

/** Paging, search and sort of a list endpoint (spec §7: `limit`, 1-based `page`, `search`, `sort`). */
export interface ListSpec<F extends string> {
  sortable: readonly F[];
  /** Other names a client may sort by, and the field each stands for. */
  sortAliases?: Readonly<Record<string, F>>;
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
  /**
   * How many rows, in the list's order, a broad search may read for this page (issue 34); a page that came
   * back `partial` is asked again with a larger `scan` to keep searching. Default `SEARCH_SCAN_ROWS`.
   */
  scan?: number;
}

/**
 * Rows a broad search reads, in the list's order, for one page unless the request's `scan` says otherwise:
 * a search matching many rows reads them in the list's order and stops after this many (issue 34: "a
 * search plan whose cost is bounded by the page asked for"); a page it could not fill is `partial`.
 */
export const SEARCH_SCAN_ROWS = 10_000;
/** The largest `scan` a request may ask for. */
export const MAX_SEARCH_SCAN = 100_000_000;

/** Most rows a list answers in one page (the studio's tables ask for 10 to 100). */
export const MAX_LIST_LIMIT = 1000;

/** The longest `search` a list takes, and its highest `page`. */
export const MAX_LIST_SEARCH_LENGTH = 200;
export const MAX_LIST_PAGE = 1_000_000;

const LIST_TOTALS_ENTRIES = {
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalEstimated: v.boolean(),
  /**
   * Present only when a broad search stopped after reading `scanned` rows in the list's order before it
   * found a full page: the page holds what it found so far (maybe nothing), and later matches may exist.
   * Ask again with a larger `scan` ("Searching…"); absent, the page is complete.
   */
  partial: v.optional(v.strictObject({ scanned: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
};

/** What every list answer says about its rows besides the rows: `{page, total, totalEstimated, partial?}`. */
export type ListTotals = v.InferOutput<v.ObjectSchema<typeof LIST_TOTALS_ENTRIES, undefined>>;

/**
 * `{<items>: [...], page, total, totalEstimated}`: the answer of every list endpoint (nothing else).
 * Totals are exact up to 10 000 matches; past that `total` is an estimate and `totalEstimated` is true, so
 * counting never reads a million rows (paging still works: pages past the end answer no items). A search's
 * total is exact up to 1 000 matches; a broad one's is estimated from a sample, and so is that of a search
 * too short to use the trigram indexes (fewer than three letters or digits in a row).
 */
export function listResponse<const K extends string, S extends v.GenericSchema>(key: K, item: S) {
  return v.strictObject({
    ...({ [key]: v.array(item) } as { [P in K]: v.ArraySchema<S, undefined> }),
    ...LIST_TOTALS_ENTRIES,
  });
}
