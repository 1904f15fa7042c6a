import { secretKeysEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as secretKeys from "./service.js";

/**
 * Mounted under `/api/user` (spec studio §7 Users) against their contract. Both take `{userId}`; a
 * request without a body (e.g. a bare curl) means the caller's own key.
 */
export const secretKeyRoutes = contractRoutes("/api/user", secretKeysEndpoints, {
  get: (c, { body }) => secretKeys.readSecretKey(c.var.deps, authOf(c), body?.userId),
  generate: (c, { body }) => secretKeys.generateSecretKey(c.var.deps, authOf(c), body?.userId),
});
