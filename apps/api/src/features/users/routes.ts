import { usersEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as users from "./service.js";

/** User accounts (spec studio §7 Users), mounted under `/api/user` against their contract. */
export const userRoutes = contractRoutes("/api/user", usersEndpoints, {
  list: (c, { list }) => users.listUsers(c.var.deps, list),
  // Public: the answer depends on whether the caller (if any) holds readUser.
  get: (c, { params }) => users.getUser(c.var.deps, c.var.auth, params.id),
  create: (c, { body }) => users.createUser(c.var.deps, authOf(c), body),
  update: (c, { params, body }) => users.updateUser(c.var.deps, authOf(c), params.id, body),
  delete: (c, { params }) => users.deleteUser(c.var.deps, authOf(c), params.id),
});
