import type { MessageResponse, PublicUser, UserRecord } from "@adstudio/contract";
import { can, USER_ROLE_BLANK_MESSAGE, type UserCreateInput, type UserEditInput } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { isUniqueViolation } from "../../db/query-helpers.js";
import { badRequest, conflict, forbidden, type HttpError, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { isUuid, recordId } from "../../http/record-id.js";
import { assertAcceptablePassword, hashPassword } from "../auth/index.js";
import { assertMayChange, assertMayGive } from "./permissions.js";
import * as repo from "./repo.js";

const USER_NOT_FOUND = "User not found";
const USERNAME_TAKEN = "The username is already in use";
const EMAIL_TAKEN = "The email is already in use";
const ROLE_MISSING = "Role does not exist.";
const COMPANY_MISSING = "Company does not exist.";

/** The answer's fields, picked one by one: the role's permissions and any secret column stay behind. */
function toUserRecord(row: repo.UserRow): UserRecord {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    role: { _id: row.roleId, roleName: row.roleName },
    companyName: row.companyIds,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPublicUser(row: repo.UserRow): PublicUser {
  return { uuid: row.id, displayName: row.displayName, photoURL: row.photoUrl };
}

/** The role named by `roleId` (preferred) or `roleName`; an unknown one answers 400 on that field. */
async function resolveRole(
  deps: AppDeps,
  input: { roleId?: string | undefined; roleName?: string | undefined },
) {
  const { db } = deps.database;
  if (input.roleId !== undefined) {
    const role = await repo.findRole(db, { id: input.roleId });
    if (!role) throw badRequest(ROLE_MISSING, { roleId: ROLE_MISSING });
    return role;
  }
  if (input.roleName !== undefined) {
    const role = await repo.findRole(db, { name: input.roleName });
    if (!role) throw badRequest(ROLE_MISSING, { roleName: ROLE_MISSING });
    return role;
  }
  return undefined;
}

async function assertCompaniesExist(deps: AppDeps, ids: readonly string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const missing = await repo.missingCompanyIds(deps.database.db, ids);
  if (missing.length > 0) throw badRequest(COMPANY_MISSING, { companyName: COMPANY_MISSING });
}

function takenConflict(taken: { username: boolean; email: boolean }): HttpError | undefined {
  const errors = {
    ...(taken.username ? { username: USERNAME_TAKEN } : {}),
    ...(taken.email ? { email: EMAIL_TAKEN } : {}),
  };
  const [message] = Object.values(errors);
  return message ? conflict(message, errors) : undefined;
}

async function assertFree(
  deps: AppDeps,
  values: { username?: string | undefined; email?: string | undefined },
  exceptId?: string,
): Promise<void> {
  const error = takenConflict(await repo.findTaken(deps.database.db, values, exceptId));
  if (error) throw error;
}

/** A duplicate that slipped past the check (a concurrent create) still answers 409 on its field. */
function duplicateFromRace(error: unknown): HttpError | undefined {
  if (isUniqueViolation(error, repo.USERNAME_INDEX)) return takenConflict({ username: true, email: false });
  if (isUniqueViolation(error, repo.EMAIL_INDEX)) return takenConflict({ username: false, email: true });
  return undefined;
}

async function existingUser(deps: AppDeps, id: string): Promise<repo.UserRow> {
  const row = await repo.findUserById(deps.database.db, recordId(id, USER_NOT_FOUND));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function answerUser(deps: AppDeps, id: string): Promise<{ user: UserRecord }> {
  const row = await repo.findUserById(deps.database.db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return { user: toUserRecord(row) };
}

export async function listUsers(deps: AppDeps, query: ListQuery<repo.UserSortField>) {
  const { rows, ...counted } = await repo.listUsers(deps.database.db, query);
  return { users: rows.map(toUserRecord), page: query.page, ...counted };
}

/** Public: everyone gets `{uuid, displayName, photoURL}`; a caller holding readUser gets the full record. */
export async function getUser(
  deps: AppDeps,
  auth: AuthContext | undefined,
  id: string,
): Promise<{ user: UserRecord | PublicUser }> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const row = await repo.findUserById(deps.database.db, id.toLowerCase());
  if (!row) throw notFound(USER_NOT_FOUND);
  if (auth && can(auth, "readUser")) return { user: toUserRecord(row) };
  return { user: toPublicUser(row) };
}

export async function createUser(deps: AppDeps, auth: AuthContext, input: UserCreateInput) {
  const role = await resolveRole(deps, input);
  // The schema already asks for one of roleId and roleName; this only guards the types.
  if (!role) throw badRequest(USER_ROLE_BLANK_MESSAGE, { roleId: USER_ROLE_BLANK_MESSAGE });
  assertMayGive(auth, role);
  await assertAcceptablePassword(input.password, [input.username, input.email, input.displayName]);
  await assertCompaniesExist(deps, input.companyName);
  await assertFree(deps, input);
  let id: string;
  try {
    id = await repo.insertUser(deps.database.db, {
      username: input.username,
      email: input.email,
      displayName: input.displayName,
      passwordHash: await hashPassword(input.password),
      roleId: role.id,
      companyIds: input.companyName,
      photoUrl: input.photoURL,
      active: input.active,
    });
  } catch (error) {
    throw duplicateFromRace(error) ?? error;
  }
  return answerUser(deps, id);
}

/**
 * Changes any of a user's fields. A new `password` (an admin reset) and `active: false` end all the
 * user's sessions at once, so their tokens answer 401 on the next request. Nobody may disable themselves
 * or change their own role, which could lock the last admin out.
 */
export async function updateUser(deps: AppDeps, auth: AuthContext, id: string, input: UserEditInput) {
  const target = await existingUser(deps, id);
  assertMayChange(auth, target);
  const self = target.id === auth.user.id;
  if (self && input.active === false) throw forbidden("You cannot disable your own account.");
  const role = await resolveRole(deps, input);
  if (role) {
    if (self && role.id !== target.roleId) throw forbidden("You cannot change your own role.");
    assertMayGive(auth, role);
  }
  if (input.password !== undefined) {
    await assertAcceptablePassword(input.password, [
      input.username ?? target.username,
      input.email ?? target.email,
      input.displayName ?? target.displayName,
    ]);
  }
  await assertCompaniesExist(deps, input.companyName);
  await assertFree(deps, input, target.id);

  const changes: Partial<repo.UserValues> = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
    ...(role ? { roleId: role.id } : {}),
    ...(input.companyName !== undefined ? { companyIds: input.companyName } : {}),
    ...(input.photoURL !== undefined ? { photoUrl: input.photoURL } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  const endSessions = input.password !== undefined || input.active === false;
  try {
    await deps.database.db.transaction(async (tx) => {
      if (!(await repo.updateUser(tx, target.id, changes))) throw notFound(USER_NOT_FOUND);
      if (endSessions) await repo.revokeAllSessions(tx, target.id);
    });
  } catch (error) {
    throw duplicateFromRace(error) ?? error;
  }
  // Cached sessions carry the user's role and profile; the next request reads them afresh.
  await deps.authCache.forgetUser(target.id);
  return answerUser(deps, target.id);
}

export async function deleteUser(deps: AppDeps, auth: AuthContext, id: string): Promise<MessageResponse> {
  const target = await existingUser(deps, id);
  if (target.id === auth.user.id) throw forbidden("You cannot delete your own account.");
  assertMayChange(auth, target);
  if (!(await repo.deleteUser(deps.database.db, target.id))) throw notFound(USER_NOT_FOUND);
  await deps.authCache.forgetUser(target.id);
  return { message: "User deleted successfully" };
}
