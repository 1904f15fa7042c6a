/** Sort direction of the API's lists: 1 ascending, -1 descending. */
export type SortDirection = 1 | -1;

/**
 * Paging, search and sort of every list endpoint (`{<items>, page, total}` answers). Keys of `sort` are
 * applied in insertion order; an empty or missing `sort` leaves the server's default order.
 */
export interface ListParams<TSortField extends string = string> {
  limit?: number;
  /** 1-based. */
  page?: number;
  search?: string;
  sort?: Partial<Record<TSortField, SortDirection>>;
}

/** The query string of a GET list: `sort` travels as JSON (`sort={"name":1}`), empty values are left out. */
export function listQuery(params: ListParams = {}): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.limit !== undefined) query.limit = params.limit;
  if (params.page !== undefined) query.page = params.page;
  if (params.search) query.search = params.search;
  if (params.sort && Object.keys(params.sort).length > 0) query.sort = JSON.stringify(params.sort);
  return query;
}
