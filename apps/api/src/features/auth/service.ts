import { randomBytes } from "node:crypto";
import type {
  AccessTokenResponse,
  LoginResponse,
  LogoutOthersResponse,
  MeResponse,
  MessageResponse,
  RegisterResponse,
  SessionUserResponse,
} from "@adstudio/contract";
import { type LoginInput, REGISTRATION_ROLE, type RegisterBody, type UserUpdateInput } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { isUniqueViolation } from "../../db/query-helpers.js";
import { conflict, forbidden, HttpError, unauthorized } from "../../http/errors.js";
import { assertAcceptablePassword } from "./password-policy.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.js";
import * as repo from "./repo.js";
import { toSessionUser } from "./session-user.js";
import { assertNotThrottled, clearAccountFailures, recordLoginFailure, throttleSubject } from "./throttle.js";
import { INVALID_TOKEN, signAccessToken, verifyAccessToken } from "./tokens.js";

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Same answer for an unknown account and a wrong password, so sign-in does not reveal accounts. */
const BAD_CREDENTIALS = "Invalid username/email or password";

function sessionExpiry(deps: AppDeps): Date {
  return new Date(Date.now() + deps.config.sessionDays * 24 * 60 * 60 * 1000);
}

async function openSession(deps: AppDeps, userId: string, client: ClientInfo) {
  const expiresAt = sessionExpiry(deps);
  const sessionId = await repo.insertSession(deps.database.db, {
    userId,
    userAgent: client.userAgent.slice(0, 512),
    ip: client.ip,
    expiresAt,
  });
  const token = await signAccessToken(deps.jwtKey, { userId, sessionId }, expiresAt);
  return { sessionId, token };
}

export async function login(deps: AppDeps, input: LoginInput, client: ClientInfo): Promise<LoginResponse> {
  const { db } = deps.database;
  const user = await repo.findUserByLogin(db, input.email);
  const subject = throttleSubject(input.email, user);
  await assertNotThrottled(db, subject, client.ip);
  const valid = user?.active
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordLoginFailure(db, subject, client.ip);
    throw new HttpError(401, BAD_CREDENTIALS, { email: BAD_CREDENTIALS, password: BAD_CREDENTIALS });
  }
  await clearAccountFailures(db, subject);
  const { sessionId, token } = await openSession(deps, user.id, client);
  const otherSessions = await repo.countOtherLiveSessions(db, user.id, sessionId);
  return {
    user: toSessionUser(user),
    token,
    status: "success",
    message: "Login successful",
    multipleDevices: otherSessions > 0,
  };
}

export async function register(
  deps: AppDeps,
  input: RegisterBody,
  client: ClientInfo,
): Promise<RegisterResponse> {
  if (!deps.config.registrationOpen) {
    throw forbidden("Registration is closed on this server. Contact your provider for an account.");
  }
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  await assertAcceptablePassword(input.password, [email, input.displayName]);
  if (await repo.isEmailTaken(db, email)) {
    throw conflict("The email is already in use", { email: "The email is already in use" });
  }
  const roleId = await repo.findRoleIdByName(db, REGISTRATION_ROLE);
  if (!roleId) throw new Error(`role ${REGISTRATION_ROLE} is missing; the seed did not run`);
  const userId = await insertRegisteredUser(deps, {
    email,
    displayName: input.displayName.trim(),
    passwordHash: await hashPassword(input.password),
    roleId,
  });
  const { token } = await openSession(deps, userId, client);
  const user = await repo.findUserById(db, userId);
  if (!user) throw new Error("registered user vanished");
  return { user: toSessionUser(user), access_token: token, error: null };
}

/** Registrations racing for one username take the next free one; this many tries, then a unique suffix. */
const USERNAME_TRIES = 5;

/**
 * Inserts the user under a free username. The free-name check and the insert are not atomic, so two
 * registrations at once (the same email name part) may both pick one name: the loser's insert hits the
 * unique index and tries the next free name. The same email at once ends as the usual 409.
 */
async function insertRegisteredUser(deps: AppDeps, user: Omit<repo.NewUser, "username">): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const username =
      attempt < USERNAME_TRIES ? await freeUsername(deps, user.email) : uniqueUsername(user.email);
    try {
      return await repo.insertUser(deps.database.db, { ...user, username });
    } catch (error) {
      if (isUniqueViolation(error, "users_email_lower_idx"))
        throw conflict("The email is already in use", { email: "The email is already in use" });
      if (!isUniqueViolation(error, "users_username_lower_idx") || attempt > USERNAME_TRIES) throw error;
    }
  }
}

/** The part of an email a username is made of, at least four characters. */
function usernameBase(email: string): string {
  const base = (email.split("@")[0] ?? "user").replace(/[^a-z0-9._-]/g, "").slice(0, 40) || "user";
  return base.length >= 4 ? base : `${base}user`;
}

/** A username from the email's local part, with a numeric suffix when that name is taken. */
async function freeUsername(deps: AppDeps, email: string): Promise<string> {
  const candidate = usernameBase(email);
  for (let n = 0; n < 1000; n++) {
    const name = n === 0 ? candidate : `${candidate}${n}`;
    if (!(await repo.isUsernameTaken(deps.database.db, name))) return name;
  }
  return uniqueUsername(email);
}

/** The name part with a random suffix: free in practice, for when counting up keeps colliding. */
const uniqueUsername = (email: string) => `${usernameBase(email)}-${randomBytes(4).toString("hex")}`;

/**
 * Resolves a bearer token to its caller: signature, algorithm and expiry first, then the session row
 * (revoked or expired sessions fail at once) and the user (a disabled user fails too).
 */
export async function authenticateToken(deps: AppDeps, token: string): Promise<AuthContext> {
  const claims = await verifyAccessToken(deps.jwtKey, token);
  let user = deps.authCache.get(claims.sessionId);
  if (!user) {
    const session = await repo.findLiveSession(deps.database.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) throw unauthorized(INVALID_TOKEN);
    user = await repo.findUserById(deps.database.db, session.userId);
    if (!user?.active) throw unauthorized(INVALID_TOKEN);
    deps.authCache.set(claims.sessionId, user);
  }
  return {
    user,
    sessionId: claims.sessionId,
    role: { roleName: user.roleName, moduleRoles: user.moduleRoles },
  };
}

/** The caller's session user, and whether a bearer token or a secret key signed the request. */
export function whoAmI(auth: AuthContext): MeResponse {
  return { user: toSessionUser(auth.user), via: auth.sessionId ? "token" : "secretKey" };
}

/** Auto-login: answers the user and a fresh token for the same session, extending its life. */
export async function refreshAccessToken(deps: AppDeps, auth: AuthContext): Promise<AccessTokenResponse> {
  if (!auth.sessionId) throw unauthorized(INVALID_TOKEN);
  const expiresAt = sessionExpiry(deps);
  await repo.extendSession(deps.database.db, auth.sessionId, expiresAt);
  const token = await signAccessToken(
    deps.jwtKey,
    { userId: auth.user.id, sessionId: auth.sessionId },
    expiresAt,
  );
  return { token, user: toSessionUser(auth.user) };
}

/** Ends this session. A secret key has no session to end, so it answers 401 like the other session endpoints. */
export async function logout(deps: AppDeps, auth: AuthContext): Promise<MessageResponse> {
  if (!auth.sessionId) throw unauthorized(INVALID_TOKEN);
  await repo.revokeSession(deps.database.db, auth.sessionId);
  await deps.authCache.forgetSession(auth.sessionId);
  return { message: "Logged out" };
}

export async function logoutOthers(deps: AppDeps, auth: AuthContext): Promise<LogoutOthersResponse> {
  if (!auth.sessionId) throw unauthorized(INVALID_TOKEN);
  const ended = await repo.revokeOtherSessions(deps.database.db, auth.user.id, auth.sessionId);
  await Promise.all(ended.map((sessionId) => deps.authCache.forgetSession(sessionId)));
  return { message: "Logged out from other devices", ended: ended.length };
}

export async function updateOwnProfile(
  deps: AppDeps,
  auth: AuthContext,
  changes: UserUpdateInput,
): Promise<SessionUserResponse> {
  const { db } = deps.database;
  await repo.updateProfile(db, auth.user.id, {
    ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
    ...(changes.photoURL !== undefined ? { photoUrl: changes.photoURL } : {}),
    ...(changes.settings !== undefined ? { settings: changes.settings } : {}),
    ...(changes.shortcuts !== undefined ? { shortcuts: [...new Set(changes.shortcuts)] } : {}),
  });
  await deps.authCache.forgetUser(auth.user.id);
  const user = await repo.findUserById(db, auth.user.id);
  if (!user) throw unauthorized(INVALID_TOKEN);
  return { user: toSessionUser(user) };
}
