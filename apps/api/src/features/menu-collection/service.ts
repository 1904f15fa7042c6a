import type { MenuCollectionRecord } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import type { ListQuery, ListQueryOptions } from "../../http/list-query.js";
import * as repo from "./repo.js";

/** A stored entry as the API answers it: core's record with the row id as `_id`. */
export type MenuCollectionItem = MenuCollectionRecord & { _id: string; order: number };

/**
 * Without `limit` the whole collection comes back, because the sidebar of non-admin users is built
 * from it; the admin list page asks for pages of 10.
 */
export const MENU_COLLECTION_LIST: ListQueryOptions<repo.MenuCollectionSortField> = {
  sortable: repo.MENU_COLLECTION_SORT_FIELDS,
  defaultSort: [
    ["order", 1],
    ["name", 1],
  ],
  defaultLimit: 1000,
  maxLimit: 1000,
};

export function toMenuCollectionItem(row: repo.MenuCollectionRow): MenuCollectionItem {
  return {
    _id: row.id,
    name: row.name,
    shortName: row.shortName,
    menuType: row.menuType,
    topMenu: row.topMenu,
    roles: row.roles,
    icon: row.icon,
    url: row.url,
    order: row.order,
  };
}

/** Any signed-in user may read every entry; the client drops what the session may not see. */
export async function listMenuCollection(deps: AppDeps, query: ListQuery<repo.MenuCollectionSortField>) {
  const { rows, total } = await repo.listMenuCollection(deps.database.db, query);
  return { menuCollection: rows.map(toMenuCollectionItem), page: query.page, total };
}
