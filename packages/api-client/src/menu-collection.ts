import type { MenuCollectionRecord, MenuEntryInput } from "@adstudio/core";
import { type ListParams, listQuery } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

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

/** Menu entry create/update body: core's MenuEntrySchema output (`order` optional: new entries go last). */
export type MenuEntryBody = MenuEntryInput;

export interface MenuCollectionResponse {
  menuCollection: MenuCollectionItem;
}

/** The `/api/menuCollection` endpoints (spec studio §7 Menu collection). */
export function createMenuCollectionApi({ request }: Transport) {
  const path = (id: string) => `/menuCollection/${encodeURIComponent(id)}`;
  return {
    /**
     * GET /api/menuCollection – any signed-in user. Without `limit` every entry comes back (the sidebar
     * is built from them), by `order` then name.
     */
    list: (params?: ListParams<MenuCollectionSortField>) =>
      request<MenuCollectionListResponse>("/menuCollection", { query: listQuery(params) }),
    /** GET /api/menuCollection/{id} – readMenuCollection; 404 for an unknown id. */
    get: (id: string) => request<MenuCollectionResponse>(path(id)),
    /** POST /api/menuCollection/create – 409 when the short name is taken. */
    create: (input: MenuEntryBody) =>
      request<MenuCollectionResponse>("/menuCollection/create", { method: "POST", body: input }),
    /** PUT /api/menuCollection/update/{id} – renaming the short name moves its children along. */
    update: (id: string, input: MenuEntryBody) =>
      request<MenuCollectionResponse>(`/menuCollection/update/${encodeURIComponent(id)}`, {
        method: "PUT",
        body: input,
      }),
    /** DELETE /api/menuCollection/{id} – 409 while other entries sit under it. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type MenuCollectionApi = ReturnType<typeof createMenuCollectionApi>;
