import { menuCollectionEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import * as menu from "./service.js";

/** Menu entries (spec studio §7 Menu collection), mounted under `/api/menuCollection` against their contract. */
export const menuCollectionRoutes = contractRoutes("/api/menuCollection", menuCollectionEndpoints, {
  list: (c, { list }) => menu.listMenuCollection(c.var.deps, list),
  get: (c, { params }) => menu.getMenuEntry(c.var.deps, params.id),
  create: (c, { body }) => menu.createMenuEntry(c.var.deps, body),
  update: (c, { params, body }) => menu.updateMenuEntry(c.var.deps, params.id, body),
  delete: (c, { params }) => menu.deleteMenuEntry(c.var.deps, params.id),
});
