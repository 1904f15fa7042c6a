import { RoleSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { readBody } from "../../http/validate.js";
import { authOf, requireAuth, requirePermission } from "../auth/middleware.js";
import * as roles from "./service.js";

export const roleRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // GET /api/roles – paged list → {roles, page, total}; limit (10), page, search, sort (roleName 1)
  .get("/", requirePermission("readRoles"), async (c) => {
    const query = parseListQuery(c.req.query(), roles.ROLE_LIST);
    return c.json(await roles.listRoles(c.var.deps, query));
  })
  // GET /api/roles/moduleRoles – every permission a role can grant → {moduleRoles}
  .get("/moduleRoles", requirePermission("readRoles", "createRoles", "updateRoles"), (c) =>
    c.json(roles.listModuleRoles()),
  )
  // GET /api/roles/{id} – one role → {role}
  .get("/:id", requirePermission("readRoles"), async (c) =>
    c.json(await roles.getRole(c.var.deps, c.req.param("id"))),
  )
  // POST /api/roles/create – {roleName, moduleRoles} → 201 {role}
  .post("/create", requirePermission("createRoles"), async (c) => {
    const input = await readBody(c, RoleSchema);
    return c.json(await roles.createRole(c.var.deps, authOf(c), input), 201);
  })
  // PUT /api/roles/update/{id} – replace name and module roles → {role}
  .put("/update/:id", requirePermission("updateRoles"), async (c) => {
    const input = await readBody(c, RoleSchema);
    return c.json(await roles.updateRole(c.var.deps, authOf(c), c.req.param("id"), input));
  })
  // DELETE /api/roles/{id} – only roles nobody holds and the product does not need → {message}
  .delete("/:id", requirePermission("deleteRoles"), async (c) =>
    c.json(await roles.deleteRole(c.var.deps, c.req.param("id"))),
  );
