// The secret-keys feature's public face: what other features may use. Everything else here is internal.
export { openStored, sameSecretKey, secretKeyDigest } from "./crypto.js";
export { findByDigest } from "./repo.js";
