import { UserCreateSchema, UserEditSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { readBody } from "../../http/validate.js";
import { authOf, optionalAuth, requireAuth, requirePermission } from "../auth/middleware.js";
import * as users from "./service.js";

export const userRoutes = new Hono<AppEnv>()
  // GET /api/user – paged list → {users, page, total}; search username, email, display name (displayName 1)
  .get("/", requireAuth, requirePermission("readUser"), async (c) => {
    const query = parseListQuery(c.req.query(), users.USER_LIST);
    return c.json(await users.listUsers(c.var.deps, query));
  })
  // GET /api/user/{id} – public {user: {uuid, displayName, photoURL}}; the full record with readUser
  .get("/:id", optionalAuth, async (c) =>
    c.json(await users.getUser(c.var.deps, c.var.auth, c.req.param("id"))),
  )
  // POST /api/user/create – an account made by an admin → 201 {user}
  .post("/create", requireAuth, requirePermission("createUser"), async (c) => {
    const input = await readBody(c, UserCreateSchema);
    return c.json(await users.createUser(c.var.deps, authOf(c), input), 201);
  })
  // PUT /api/user/update/{id} – any fields; a password reset or disabling ends the user's sessions → {user}
  .put("/update/:id", requireAuth, requirePermission("updateUser"), async (c) => {
    const input = await readBody(c, UserEditSchema);
    return c.json(await users.updateUser(c.var.deps, authOf(c), c.req.param("id"), input));
  })
  // DELETE /api/user/{id} – anyone but oneself → {message}
  .delete("/:id", requireAuth, requirePermission("deleteUser"), async (c) =>
    c.json(await users.deleteUser(c.var.deps, authOf(c), c.req.param("id"))),
  );
