import type { ListParams, MenuCollectionSortField, MenuEntryBody } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** `["menuCollection"]` also covers the sidebar's query, so a change shows in the navigation at once. */
export const menuKeys = {
  all: ["menuCollection"] as const,
  lists: ["menuCollection", "list"] as const,
};

export const MENU_DEFAULT_SORT = { column: "name", direction: 1 } as const;

/** GET /api/menuCollection – one page of entries. */
export const menuListQuery = (params: ListParams<MenuCollectionSortField>) =>
  queryOptions({ queryKey: [...menuKeys.lists, params], queryFn: () => api.menuCollection.list(params) });

/** GET /api/menuCollection/{id} – one entry for the editor. */
export const menuEntryQuery = (id: string) =>
  queryOptions({
    queryKey: [...menuKeys.all, "detail", id],
    queryFn: () => api.menuCollection.get(id),
  });

/** POST /api/menuCollection/create or PUT /api/menuCollection/update/{id}. */
export const saveMenuEntry = (id: string | null, body: MenuEntryBody) =>
  id === null ? api.menuCollection.create(body) : api.menuCollection.update(id, body);
