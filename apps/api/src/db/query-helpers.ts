import { asc, desc, type SQL } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { AnyPgColumn, PgDatabase } from "drizzle-orm/pg-core";
import type { SortSpec } from "../http/list-query.js";
import { pgErrorOf } from "./errors.js";
import type * as schema from "./schema.js";

/**
 * The database or an open transaction: repository functions take either, so a service can run several
 * of them in one transaction (`db.transaction((tx) => …)`).
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export { textKey } from "./sort-keys.js";

/** `%text%` for ILIKE with the LIKE wildcards of the search text escaped, so they match literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * ORDER BY for a validated sort spec, ending with a unique key so pages stay stable on equal values. The
 * key runs in the direction of the last sort column, so one index on `(column, id)` serves a list sorted
 * either way (read backwards for descending) and its first page reads ten index entries, not the table.
 */
export function orderByOf<TField extends string>(
  columns: Record<TField, AnyPgColumn | SQL>,
  sort: SortSpec<TField>,
  uniqueKey: AnyPgColumn,
): SQL[] {
  const order = (key: AnyPgColumn | SQL, direction: 1 | -1) => (direction === 1 ? asc(key) : desc(key));
  const lastDirection = sort.at(-1)?.[1] ?? 1;
  return [
    ...sort.map(([field, direction]) => order(columns[field], direction)),
    order(uniqueKey, lastDirection),
  ];
}

/** Whether a write failed on a unique index (optionally a given one): a concurrent duplicate. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgErrorOf(error);
  return found?.code === "23505" && (constraint === undefined || found.constraint === constraint);
}

/** Whether a write failed because another row still references this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === "23503";
}
