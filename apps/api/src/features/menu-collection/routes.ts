import { MenuEntrySchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { readBody } from "../../http/validate.js";
import { requireAuth, requirePermission } from "../auth/middleware.js";
import * as menu from "./service.js";

export const menuCollectionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // GET /api/menuCollection – entries for any signed-in user (the sidebar is built from them), paged
  .get("/", async (c) => {
    const query = parseListQuery(c.req.query(), menu.MENU_COLLECTION_LIST);
    return c.json(await menu.listMenuCollection(c.var.deps, query));
  })
  // GET /api/menuCollection/{id} – one entry → {menuCollection}
  .get("/:id", requirePermission("readMenuCollection"), async (c) =>
    c.json(await menu.getMenuEntry(c.var.deps, c.req.param("id"))),
  )
  // POST /api/menuCollection/create – a new entry → 201 {menuCollection}
  .post("/create", requirePermission("createMenuCollection"), async (c) => {
    const input = await readBody(c, MenuEntrySchema);
    return c.json(await menu.createMenuEntry(c.var.deps, input), 201);
  })
  // PUT /api/menuCollection/update/{id} – replace an entry → {menuCollection}
  .put("/update/:id", requirePermission("updateMenuCollection"), async (c) => {
    const input = await readBody(c, MenuEntrySchema);
    return c.json(await menu.updateMenuEntry(c.var.deps, c.req.param("id"), input));
  })
  // DELETE /api/menuCollection/{id} – an entry without children → {message}
  .delete("/:id", requirePermission("deleteMenuCollection"), async (c) =>
    c.json(await menu.deleteMenuEntry(c.var.deps, c.req.param("id"))),
  );
