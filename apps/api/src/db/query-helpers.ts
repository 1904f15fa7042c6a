import { asc, desc, type SQL, sql } from "drizzle-orm";
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

/**
 * Text ignoring case, in code-point order: the same order on every PostgreSQL server whatever its
 * locale, so pages never shuffle between replicas or environments.
 */
export const textKey = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

/** `%text%` for ILIKE with the LIKE wildcards of the search text escaped, so they match literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, "\\$&")}%`;
}

/** ORDER BY for a validated sort spec, ending with a unique key so pages stay stable on equal values. */
export function orderByOf<TField extends string>(
  columns: Record<TField, AnyPgColumn | SQL>,
  sort: SortSpec<TField>,
  uniqueKey: AnyPgColumn,
): SQL[] {
  return [
    ...sort.map(([field, direction]) => (direction === 1 ? asc(columns[field]) : desc(columns[field]))),
    asc(uniqueKey),
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
