import type { SecretKeyResponse } from "@adstudio/contract";
import { isAdmin } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { forbidden, HttpError, notFound } from "../../http/errors.js";
import { recordId } from "../../http/record-id.js";
import { findUserById } from "../auth/index.js";
import { newSecretKey, openStored, secretKeyDigest } from "./crypto.js";
import * as repo from "./repo.js";

const USER_NOT_FOUND = "User not found";
const SUPERADMIN = "superadmin";
const READ_REFUSAL = "You can only read your own secret key.";

const answer = (key: string): SecretKeyResponse => ({ result: { "x-secret-key": key } });

/**
 * The user a request names (`userId`, default the caller). Naming someone else needs the admin group
 * (checked before the lookup, so others learn nothing about which ids exist); an unknown or malformed
 * id answers 404.
 */
async function targetUser(deps: AppDeps, auth: AuthContext, userId: string | undefined, refusal: string) {
  if (userId === undefined || userId.toLowerCase() === auth.user.id) return auth.user;
  if (!isAdmin(auth)) throw forbidden(refusal);
  const user = await findUserById(deps.database.db, recordId(userId, USER_NOT_FOUND));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

async function storeNewKey(deps: AppDeps, userId: string, mode: "replace" | "first"): Promise<string> {
  const key = newSecretKey();
  const row = { userId, digest: secretKeyDigest(key), ciphertext: deps.secretKeyCipher.seal(key, userId) };
  if (mode === "replace") await repo.upsert(deps.database.db, row);
  else await repo.insertIfMissing(deps.database.db, row);
  return key;
}

/**
 * `POST /api/user/get-secret-key`: the caller's own key, made on first read. Nobody reads another
 * user's key, admins included: they may only replace it.
 */
export async function readSecretKey(
  deps: AppDeps,
  auth: AuthContext,
  userId: string | undefined,
): Promise<SecretKeyResponse> {
  const user = await targetUser(deps, auth, userId, READ_REFUSAL);
  if (user.id !== auth.user.id) throw forbidden(READ_REFUSAL);
  let stored = await repo.findByUser(deps.database.db, user.id);
  if (!stored) {
    await storeNewKey(deps, user.id, "first");
    stored = await repo.findByUser(deps.database.db, user.id);
  }
  const key = stored && openStored(deps, stored);
  if (key === undefined) {
    // Only possible after ADSTUDIO_SECRET_KEY_ENCRYPTION_KEY changed: the old key is unusable anyway.
    throw new HttpError(
      409,
      "The secret key cannot be read with this server's encryption key; generate a new one.",
    );
  }
  return answer(key);
}

/**
 * `POST /api/user/generate-secret-key`: replaces a key, so the old one fails on the next request, and
 * answers the new one. Users replace their own; the admin group replaces anyone's (a superadmin's only
 * by a superadmin), e.g. to provision the key of a CI account or to revoke a leaked one.
 */
export async function generateSecretKey(
  deps: AppDeps,
  auth: AuthContext,
  userId: string | undefined,
): Promise<SecretKeyResponse> {
  const user = await targetUser(deps, auth, userId, "You can only generate your own secret key.");
  if (user.roleName === SUPERADMIN && auth.role.roleName !== SUPERADMIN) {
    throw forbidden("Only a superadmin can change a superadmin.");
  }
  const key = await storeNewKey(deps, user.id, "replace");
  // Cached key callers of this user (the old key) must not outlive the replacement.
  await deps.authCache.forgetUser(user.id);
  return answer(key);
}
