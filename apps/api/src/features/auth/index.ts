// The auth feature's public face: what other features may use. Everything else here is internal.
export { authOf, clientInfo } from "./middleware.js";
export { assertAcceptablePassword } from "./password-policy.js";
export { hashPassword, verifyPassword } from "./passwords.js";
export { findLiveSession, findUserById } from "./repo.js";
export type { ClientInfo } from "./service.js";
