import { asc, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { menuCollection } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type MenuCollectionRow = typeof menuCollection.$inferSelect;

/**
 * Text ignoring case, in code-point order: the same order on every PostgreSQL server whatever its
 * locale, so pages never shuffle between replicas or environments.
 */
const textKey = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

/** Fields a list may sort by. */
const SORT_COLUMNS = {
  name: textKey(menuCollection.name),
  shortName: textKey(menuCollection.shortName),
  menuType: textKey(menuCollection.menuType),
  topMenu: textKey(menuCollection.topMenu),
  icon: textKey(menuCollection.icon),
  url: textKey(menuCollection.url),
  order: menuCollection.order,
} as const;

export type MenuCollectionSortField = keyof typeof SORT_COLUMNS;
export const MENU_COLLECTION_SORT_FIELDS = Object.keys(SORT_COLUMNS) as MenuCollectionSortField[];

/** `search` matches name, short name, type, parent and URL, case-insensitively, as plain text. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, "\\$&")}%`;
  return or(
    ilike(menuCollection.name, pattern),
    ilike(menuCollection.shortName, pattern),
    ilike(menuCollection.menuType, pattern),
    ilike(menuCollection.topMenu, pattern),
    ilike(menuCollection.url, pattern),
  );
}

/** One page of entries plus the number of entries matching the search. */
export async function listMenuCollection(
  db: Db,
  query: ListQuery<MenuCollectionSortField>,
): Promise<{ rows: MenuCollectionRow[]; total: number }> {
  const where = searchCondition(query.search);
  const orderBy = [
    ...query.sort.map(([field, direction]) =>
      direction === 1 ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]),
    ),
    // A unique last key keeps pages stable when sort values repeat.
    asc(menuCollection.id),
  ];
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(menuCollection)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(menuCollection).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
