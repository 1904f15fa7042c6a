import type { ListParams, SortDirection } from "@adstudio/api-client";
import { MAX_SEARCH_SCAN } from "@adstudio/contract";
import { TABLE_PAGE_SIZE } from "@adstudio/core";

/** Sort of a master-data list: one column and its direction, as the API takes it (`{field: 1 | -1}`). */
export type ListSort = Record<string, SortDirection>;

/**
 * The first page a list shows (10 rows, page 1, no search): route loaders prefetch it with
 * `ensureQueryData` and the list page starts from the same params, so both share one cache entry.
 */
export function firstPageParams(sort: ListSort = {}): ListParams {
  return { limit: TABLE_PAGE_SIZE, page: 1, search: "", sort };
}

/**
 * Params of a list request; search text is trimmed and an empty one is left out by the client. `scan` is
 * sent when continuing a search whose page came back partial (see `nextScan`).
 */
export function listParams(page: number, search: string, sort: ListSort, scan?: number): ListParams {
  return { limit: TABLE_PAGE_SIZE, page, search: search.trim(), sort, ...(scan ? { scan } : {}) };
}

/**
 * The `scan` to ask for after a partial answer that read `scanned` rows: four times as many, so a search
 * whose matches all sort last through a million rows is found in four more requests, each bounded.
 */
export function nextScan(scanned: number): number {
  return Math.min(MAX_SEARCH_SCAN, scanned * 4);
}
