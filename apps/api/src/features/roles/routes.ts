import { rolesEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as roles from "./service.js";

/** Roles and the permissions they grant (spec studio §7 Roles), mounted under `/api/roles` against their contract. */
export const roleRoutes = contractRoutes("/api/roles", rolesEndpoints, {
  list: (c, { list }) => roles.listRoles(c.var.deps, list),
  moduleRoles: () => roles.listModuleRoles(),
  get: (c, { params }) => roles.getRole(c.var.deps, params.id),
  create: (c, { body }) => roles.createRole(c.var.deps, authOf(c), body),
  update: (c, { params, body }) => roles.updateRole(c.var.deps, authOf(c), params.id, body),
  delete: (c, { params }) => roles.deleteRole(c.var.deps, params.id),
});
