import type { Permission, RoleInput } from "@adstudio/core";
import { type ListParams, listQuery } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

/** A role as the server answers it (spec studio §3 'Role'). */
export interface RoleRecord {
  _id: string;
  roleName: string;
  moduleRoles: string[];
}

/** Role create/update body: core's RoleSchema output. */
export type RoleBody = RoleInput;

export type RoleSortField = "roleName" | "createdAt" | "updatedAt";

export interface RoleListResponse {
  roles: RoleRecord[];
  page: number;
  total: number;
}

export interface RoleResponse {
  role: RoleRecord;
}

/** The `/api/roles` endpoints (spec studio §7 Roles). */
export function createRolesApi({ request }: Transport) {
  const path = (id: string) => `/roles/${encodeURIComponent(id)}`;
  return {
    /** GET /api/roles – readRoles; 10 per page by default, by role name. */
    list: (params?: ListParams<RoleSortField>) =>
      request<RoleListResponse>("/roles", { query: listQuery(params) }),
    /** GET /api/roles/moduleRoles – every permission a role can grant. */
    moduleRoles: () => request<{ moduleRoles: Permission[] }>("/roles/moduleRoles"),
    /** GET /api/roles/{id} – 404 for an unknown id. */
    get: (id: string) => request<RoleResponse>(path(id)),
    /** POST /api/roles/create – 409 when the name is taken (ignoring case). */
    create: (input: RoleBody) => request<RoleResponse>("/roles/create", { method: "POST", body: input }),
    /** PUT /api/roles/update/{id} – 403 for superadmin; holders see the change on their next request. */
    update: (id: string, input: RoleBody) =>
      request<RoleResponse>(`/roles/update/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    /** DELETE /api/roles/{id} – 403 for roles the product needs, 409 while users hold it. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type RolesApi = ReturnType<typeof createRolesApi>;
