import type { MenuCollectionRecord } from "@adstudio/core";
import type { ApiRequest } from "./client";
import { type ListParams, listQuery } from "./list-params";

/** A stored menu-collection entry: core's record with the row id as `_id` and its position. */
export type MenuCollectionItem = MenuCollectionRecord & { _id: string; order: number };

export type MenuCollectionSortField =
  | "name"
  | "shortName"
  | "menuType"
  | "topMenu"
  | "icon"
  | "url"
  | "order";

export interface MenuCollectionListResponse {
  menuCollection: MenuCollectionItem[];
  page: number;
  total: number;
}

/** The `/api/menuCollection` endpoints (spec studio §7 Menu collection). */
export function createMenuCollectionApi(request: ApiRequest) {
  return {
    /**
     * GET /api/menuCollection – any signed-in user. Without `limit` every entry comes back (the sidebar
     * is built from them), by `order` then name.
     */
    list: (params?: ListParams<MenuCollectionSortField>) =>
      request<MenuCollectionListResponse>("/menuCollection", { query: listQuery(params) }),
  };
}

export type MenuCollectionApi = ReturnType<typeof createMenuCollectionApi>;
