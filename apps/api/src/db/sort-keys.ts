import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { index } from "drizzle-orm/pg-core";

/** Text sorts by its first this many characters: an index entry must stay under 2 704 bytes. */
export const TEXT_KEY_LENGTH = 200;

/**
 * Text ignoring case, in code-point order: the same order on every PostgreSQL server whatever its
 * locale, so pages never shuffle between replicas or environments. Only the first 200 characters count,
 * so that a 2 048-character address in any script still fits a btree entry (ties fall to the id).
 */
export const textKey = (value: AnyColumn | SQL) =>
  sql`left(lower(${value}), ${sql.raw(String(TEXT_KEY_LENGTH))}) collate "C"`;

/** A column as a sort key, as it is (numbers, dates, booleans, enums). */
export const plainKey = (column: AnyColumn) => sql`${column}`;

const snakeCase = (field: string) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/\W/g, "_");

/**
 * One btree index per sort key of a list, each ending in the table's unique key as `orderByOf` orders
 * (issue 17): a first page, sorted either way, reads ten index entries instead of sorting the table.
 * Lists define their sort keys once, beside the table, and both the indexes and the queries use them.
 */
export function sortIndexes(table: string, keys: Record<string, SQL>, uniqueKey: AnyColumn) {
  const tiebreaker = sql`${uniqueKey}`;
  return Object.entries(keys).map(([field, key]) =>
    index(`${table}_sort_${snakeCase(field)}_idx`).on(key, tiebreaker),
  );
}
