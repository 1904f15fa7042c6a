import {
  type BodyInput,
  type RoleRecord,
  rolesEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { RoleRecord };

/** Role create/update body `{roleName, moduleRoles}`: core's RoleSchema output. */
export type RoleBody = BodyInput<typeof rolesEndpoints.create>;
export type RoleSortField = SortFieldOf<typeof rolesEndpoints.list>;
export type RoleListResponse = SuccessBody<typeof rolesEndpoints.list>;
export type RoleResponse = SuccessBody<typeof rolesEndpoints.get>;

/** The `/api/roles` endpoints (spec studio §7 Roles). */
export function createRolesApi({ call }: Transport) {
  const endpoints = rolesEndpoints;
  return {
    /** GET /api/roles – readRoles; 10 per page by default, by role name. */
    list: (params?: ListParams<RoleSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/roles/moduleRoles – every permission a role can grant. */
    moduleRoles: () => call(endpoints.moduleRoles),
    /** GET /api/roles/{id} – 404 for an unknown id. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/roles/create – 409 when the name is taken (ignoring case). */
    create: (input: RoleBody) => call(endpoints.create, { body: input }),
    /** PUT /api/roles/update/{id} – 403 for superadmin; holders see the change on their next request. */
    update: (id: string, input: RoleBody) => call(endpoints.update, { params: { id }, body: input }),
    /** DELETE /api/roles/{id} – 403 for roles the product needs, 409 while users hold it. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type RolesApi = ReturnType<typeof createRolesApi>;
