import { TABLE_PAGE_SIZE } from "../template/constants";
import type { FormValues } from "../template/types";
import { getIn, type PathSegment, setIn } from "../values/paths";

function rowsAt(values: FormValues, path: string | readonly PathSegment[]): unknown[] {
  const rows = getIn(values, path);
  return Array.isArray(rows) ? rows : [];
}

/** A copy of `values` with `row` appended to the array at `path` (`items`, `flights.0.legs`). */
export function addRow(
  values: FormValues,
  path: string | readonly PathSegment[],
  row: Record<string, unknown> = {},
) {
  return setIn(values, path, [...rowsAt(values, path), row]);
}

/**
 * A copy of `values` without row `index` of the array at `path`. The first row always stays (an array
 * keeps at least one row), so removing row 0, or a row that does not exist, returns `values` itself.
 */
export function removeRow(
  values: FormValues,
  path: string | readonly PathSegment[],
  index: number,
): FormValues {
  const rows = rowsAt(values, path);
  if (!Number.isInteger(index) || index < 1 || index >= rows.length) return values;
  return setIn(values, path, rows.toSpliced(index, 1));
}

/** Whether a row may be removed: every row but the first. */
export function canRemoveRow(index: number): boolean {
  return index > 0;
}

export interface RowPage<T> {
  rows: T[];
  /** Index in the whole list of the page's first row (to build `items.7.cost`). */
  start: number;
  /** The 1-based page shown, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
}

/** One page (1-based) of a table array's rows, `pageSize` rows a page (default 5). */
export function pageRows<T>(
  rows: readonly T[],
  page: number,
  pageSize: number = TABLE_PAGE_SIZE,
): RowPage<T> {
  const size = Number.isInteger(pageSize) && pageSize > 0 ? pageSize : TABLE_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Number.isInteger(page) ? page : 1), pageCount);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), start, page: current, pageCount, total: rows.length };
}
