import type { ListParams, RoleBody, RoleSortField } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the roles screens; `rolesKeys.all` invalidates every list and record. */
export const rolesKeys = {
  all: ["roles"] as const,
  lists: ["roles", "list"] as const,
};

export const ROLES_DEFAULT_SORT = { column: "roleName", direction: 1 } as const;

/** GET /api/roles – one page of roles. */
export const roleListQuery = (params: ListParams<RoleSortField>) =>
  queryOptions({ queryKey: [...rolesKeys.lists, params], queryFn: () => api.roles.list(params) });

/** GET /api/roles/{id} – one role for the editor. */
export const roleQuery = (id: string) =>
  queryOptions({ queryKey: [...rolesKeys.all, "detail", id], queryFn: () => api.roles.get(id) });

/** GET /api/roles/moduleRoles – the permissions a role can grant. */
export const moduleRolesQuery = () =>
  queryOptions({
    queryKey: [...rolesKeys.all, "moduleRoles"],
    queryFn: () => api.roles.moduleRoles(),
    staleTime: 10 * 60_000,
  });

/** Every role (for the user editor's role select); the list is small, so one big page. */
export const allRolesQuery = () =>
  queryOptions({
    queryKey: [...rolesKeys.lists, "all"],
    queryFn: () => api.roles.list({ limit: 1000, page: 1, sort: { roleName: 1 } }),
  });

/** POST /api/roles/create or PUT /api/roles/update/{id}. */
export const saveRole = (id: string | null, body: RoleBody) =>
  id === null ? api.roles.create(body) : api.roles.update(id, body);
