import type { menuCollectionEndpoints, SortFieldOf } from "@adstudio/contract";
import { and, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { menuCollection, menuSortKeys } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type MenuCollectionRow = typeof menuCollection.$inferSelect;

/** The contract's sortable fields. */
export type MenuCollectionSortField = SortFieldOf<typeof menuCollectionEndpoints.list>;

const SORT_COLUMNS = menuSortKeys(menuCollection) satisfies Record<MenuCollectionSortField, unknown>;

/** The unique index behind "a short name names one entry". */
export const SHORT_NAME_INDEX = "menu_collection_short_name_idx";

/** `search` matches name, short name, type, parent and URL, case-insensitively, as plain text. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
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
  db: Executor,
  query: ListQuery<MenuCollectionSortField>,
): Promise<{ rows: MenuCollectionRow[] } & ListTotal> {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(menuCollection)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, menuCollection.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, menuCollection, where),
  ]);
  return { rows, ...counted };
}

export async function findEntryById(db: Executor, id: string): Promise<MenuCollectionRow | undefined> {
  const [row] = await db.select().from(menuCollection).where(eq(menuCollection.id, id));
  return row;
}

/** Whether another entry uses this short name (`exceptId` leaves out the entry being edited). */
export async function isShortNameTaken(db: Executor, shortName: string, exceptId?: string): Promise<boolean> {
  const same = eq(menuCollection.shortName, shortName);
  const [row] = await db
    .select({ id: menuCollection.id })
    .from(menuCollection)
    .where(exceptId ? and(same, ne(menuCollection.id, exceptId)) : same);
  return !!row;
}

/** The position after the last entry, so a new entry without an order goes last. */
export async function nextOrder(db: Executor): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${menuCollection.order}), 0)::int + 1` })
    .from(menuCollection);
  return row?.next ?? 1;
}

/**
 * Whether `topMenu`, or an entry above it, is one of `selves` (an entry's current and new short name), or
 * names one as its parent (`selves` may not be stored yet): making `topMenu` the entry's parent would close
 * a loop. Walks the parents upwards; `union` stops at a loop already stored.
 */
export async function isUnderEntry(
  db: Executor,
  topMenu: string,
  selves: readonly string[],
): Promise<boolean> {
  const names = sql.join(
    selves.map((self) => sql`${self}`),
    sql`, `,
  );
  const result = await db.execute<{ under: boolean }>(sql`
    with recursive above(short_name, top_menu) as (
      select ${topMenu}::text, (select top_menu from menu_collection where short_name = ${topMenu})
      union
      select m.short_name, m.top_menu from menu_collection m join above a on m.short_name = a.top_menu
    )
    select exists (select 1 from above where short_name in (${names}) or top_menu in (${names})) as under`);
  return result.rows[0]?.under === true;
}

/** Menu edits that change the tree wait for each other, so two of them cannot close a loop together. */
export async function lockTree(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('menu_collection:tree', 0))`);
}

export async function countChildren(db: Executor, shortName: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuCollection)
    .where(eq(menuCollection.topMenu, shortName));
  return row?.count ?? 0;
}

export interface MenuEntryValues {
  name: string;
  shortName: string;
  menuType: string;
  topMenu: string;
  roles: string[];
  icon: string;
  url: string;
  order: number;
}

export async function insertEntry(db: Executor, values: MenuEntryValues): Promise<MenuCollectionRow> {
  const [row] = await db.insert(menuCollection).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateEntry(
  db: Executor,
  id: string,
  values: MenuEntryValues,
): Promise<MenuCollectionRow | undefined> {
  const [row] = await db
    .update(menuCollection)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(menuCollection.id, id))
    .returning();
  return row;
}

/** Points the children of a renamed entry at its new short name. */
export async function moveChildren(db: Executor, fromShortName: string, toShortName: string): Promise<void> {
  await db
    .update(menuCollection)
    .set({ topMenu: toShortName, updatedAt: new Date() })
    .where(eq(menuCollection.topMenu, fromShortName));
}

export async function deleteEntry(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(menuCollection)
    .where(eq(menuCollection.id, id))
    .returning({ id: menuCollection.id });
  return rows.length > 0;
}
