import { authEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf, clientInfo } from "./middleware.js";
import * as auth from "./service.js";

/** Sign-in, sessions and the caller's own profile (spec studio §7 Auth), mounted at `/api/auth`. */
export const authRoutes = contractRoutes("/api/auth", authEndpoints, {
  login: (c, { body }) => auth.login(c.var.deps, body, clientInfo(c)),
  // Open self-registration with the least privileged role.
  register: (c, { body }) => auth.register(c.var.deps, body, clientInfo(c)),
  // The studio's auto-login with a stored token.
  accessToken: (c) => auth.refreshAccessToken(c.var.deps, authOf(c)),
  // The CLI's `whoami`: a token or a secret key.
  me: (c) => auth.whoAmI(authOf(c)),
  logout: (c) => auth.logout(c.var.deps, authOf(c)),
  // The /logout page ends every other session of the caller.
  logoutOthers: (c) => auth.logoutOthers(c.var.deps, authOf(c)),
  // The body arrives unwrapped: the contract accepts `{user: {...}}` and a bare object alike.
  updateUser: (c, { body }) => auth.updateOwnProfile(c.var.deps, authOf(c), body),
});
