import type { ListParams } from "@adstudio/contract";

export type { ListParams, SortDirection } from "@adstudio/contract";

/** The query string of a GET list: `sort` travels as JSON (`sort={"name":1}`), empty values are left out. */
export function listQuery(params: ListParams = {}): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.limit !== undefined) query.limit = params.limit;
  if (params.page !== undefined) query.page = params.page;
  if (params.search) query.search = params.search;
  // Only a search reads a bounded number of rows (issue 34); the server's default applies otherwise.
  if (params.search && params.scan !== undefined) query.scan = params.scan;
  if (params.sort && Object.keys(params.sort).length > 0) query.sort = JSON.stringify(params.sort);
  return query;
}
