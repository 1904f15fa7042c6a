import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { requireAuth } from "../auth/middleware.js";
import * as menu from "./service.js";

export const menuCollectionRoutes = new Hono<AppEnv>()
  // GET /api/menuCollection – entries for any signed-in user (the sidebar is built from them), paged
  .get("/", requireAuth, async (c) => {
    const query = parseListQuery(c.req.query(), menu.MENU_COLLECTION_LIST);
    return c.json(await menu.listMenuCollection(c.var.deps, query));
  });
