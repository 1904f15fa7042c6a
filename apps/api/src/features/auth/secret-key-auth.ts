import { can, isSecretKeyFormat } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { forbidden, unauthorized } from "../../http/errors.js";
import { findByDigest, openStored, sameSecretKey, secretKeyDigest } from "../secret-keys/index.js";
import { findUserById } from "./repo.js";

// Signing in with `x-secret-key` is authentication, so it lives in auth beside the token check; the
// secret-keys feature owns the keys themselves (their storage, encryption and management).

/** The one 401 answer for a key that is malformed, unknown, replaced or whose user is disabled. */
export const INVALID_SECRET_KEY = "Invalid secret key";

/** Cache entries of key callers share the session cache, under a prefix no session id can have. */
const cacheKey = (digest: string) => `secret-key:${digest}`;

/**
 * Resolves `x-secret-key` to its user: found by digest, then the stored key is decrypted and compared
 * in constant time. A disabled user's key fails like an unknown one. The caller gets exactly the user's
 * role (never more), and `sessionId` null; a role that no longer holds `secretKey` may not use keys.
 */
export async function authenticateSecretKey(deps: AppDeps, presented: string): Promise<AuthContext> {
  if (!isSecretKeyFormat(presented)) throw unauthorized(INVALID_SECRET_KEY);
  const digest = secretKeyDigest(presented);
  let user = deps.authCache.get(cacheKey(digest));
  if (!user) {
    const { db } = deps.database;
    const stored = await findByDigest(db, digest);
    if (!stored || !sameSecretKey(openStored(deps, stored) ?? "", presented)) {
      throw unauthorized(INVALID_SECRET_KEY);
    }
    user = await findUserById(db, stored.userId);
    if (!user?.active) throw unauthorized(INVALID_SECRET_KEY);
    deps.authCache.set(cacheKey(digest), user);
  }
  const role = { roleName: user.roleName, moduleRoles: user.moduleRoles };
  if (!can({ role }, "secretKey")) throw forbidden("Your role may not use secret keys.");
  return { user, sessionId: null, role };
}
