import {
  type BodyInput,
  type MenuCollectionItem,
  menuCollectionEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { MenuCollectionItem };

export type MenuCollectionSortField = SortFieldOf<typeof menuCollectionEndpoints.list>;
export type MenuCollectionListResponse = SuccessBody<typeof menuCollectionEndpoints.list>;

/** Menu entry create/update body: core's MenuEntrySchema output (`order` optional: new entries go last). */
export type MenuEntryBody = BodyInput<typeof menuCollectionEndpoints.create>;
export type MenuCollectionResponse = SuccessBody<typeof menuCollectionEndpoints.get>;

/** The `/api/menuCollection` endpoints (spec studio §7 Menu collection). */
export function createMenuCollectionApi({ call }: Transport) {
  const endpoints = menuCollectionEndpoints;
  return {
    /**
     * GET /api/menuCollection – any signed-in user. Without `limit` every entry comes back (the sidebar
     * is built from them), by `order` then name.
     */
    list: (params?: ListParams<MenuCollectionSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/menuCollection/{id} – readMenuCollection; 404 for an unknown id. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/menuCollection/create – 409 when the short name is taken. */
    create: (input: MenuEntryBody) => call(endpoints.create, { body: input }),
    /** PUT /api/menuCollection/update/{id} – renaming the short name moves its children along. */
    update: (id: string, input: MenuEntryBody) => call(endpoints.update, { params: { id }, body: input }),
    /** DELETE /api/menuCollection/{id} – 409 while other entries sit under it. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type MenuCollectionApi = ReturnType<typeof createMenuCollectionApi>;
