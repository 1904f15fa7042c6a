import type { RoleRecord } from "@adstudio/contract";
import {
  isAdminRoleName,
  isLockedRole,
  isProtectedRole,
  PERMISSIONS,
  REGISTRATION_ROLE,
  type RoleInput,
} from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/query-helpers.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { recordId } from "../../http/record-id.js";
import { assertMayGrant } from "./grant-rules.js";
import * as repo from "./repo.js";

const ROLE_NOT_FOUND = "Role not found";

export function toRoleRecord(row: repo.RoleRow): RoleRecord {
  return { _id: row.id, roleName: row.roleName, moduleRoles: row.moduleRoles };
}

function duplicateName(roleName: string) {
  const message = `Role Name '${roleName}' already exists.`;
  return conflict(message, { roleName: message });
}

async function existingRole(deps: AppDeps, id: string): Promise<repo.RoleRow> {
  const row = await repo.findRoleById(deps.database.db, recordId(id, ROLE_NOT_FOUND));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

export async function listRoles(deps: AppDeps, query: ListQuery<repo.RoleSortField>) {
  const { rows, ...counted } = await repo.listRoles(deps.database.db, query);
  return { roles: rows.map(toRoleRecord), page: query.page, ...counted };
}

/** Every permission a role can grant, in catalogue order (the module-role picker of the role editor). */
export function listModuleRoles() {
  return { moduleRoles: [...PERMISSIONS] };
}

export async function getRole(deps: AppDeps, id: string) {
  return { role: toRoleRecord(await existingRole(deps, id)) };
}

export async function createRole(deps: AppDeps, auth: AuthContext, input: RoleInput) {
  assertMayGrant(auth, undefined, input);
  const { db } = deps.database;
  if (await repo.findRoleByName(db, input.roleName)) throw duplicateName(input.roleName);
  try {
    return { role: toRoleRecord(await repo.insertRole(db, input)) };
  } catch (error) {
    if (isUniqueViolation(error, repo.ROLE_NAME_INDEX)) throw duplicateName(input.roleName);
    throw error;
  }
}

/**
 * The superadmin role cannot be edited at all, and roles the product knows by name cannot be renamed
 * (renaming 'admin' would silently take the admin group's rights away from its users); outside the admin
 * group nobody grants more than they hold or edits their own role (`assertMayGrant`). A change reaches
 * every signed-in holder of the role on their next request.
 */
export async function updateRole(deps: AppDeps, auth: AuthContext, id: string, input: RoleInput) {
  const { db } = deps.database;
  const current = await existingRole(deps, id);
  if (isLockedRole(current.roleName)) throw forbidden("Cannot update superadmin");
  assertMayGrant(auth, current, input);
  if (input.roleName !== current.roleName && isProtectedRole(current.roleName)) {
    throw forbidden(`Cannot rename ${current.roleName} role`);
  }
  if (await repo.findRoleByName(db, input.roleName, current.id)) throw duplicateName(input.roleName);
  let row: repo.RoleRow | undefined;
  try {
    row = await repo.updateRole(db, current.id, input);
  } catch (error) {
    if (isUniqueViolation(error, repo.ROLE_NAME_INDEX)) throw duplicateName(input.roleName);
    throw error;
  }
  if (!row) throw notFound(ROLE_NOT_FOUND);
  // Cached sessions carry their role's module roles; any of them may hold this role.
  await deps.authCache.forgetAll();
  return { role: toRoleRecord(row) };
}

export async function deleteRole(deps: AppDeps, id: string) {
  const current = await existingRole(deps, id);
  if (isAdminRoleName(current.roleName)) {
    throw forbidden(`Cannot delete ${current.roleName} role`);
  }
  if (current.roleName === REGISTRATION_ROLE) {
    throw forbidden(`Cannot delete ${current.roleName} role: self-registration gives it to new accounts.`);
  }
  const inUse = (count: number) =>
    conflict(
      `Cannot delete ${current.roleName} role: ${count === 1 ? "1 user still has" : `${count} users still have`} it. Give them another role first.`,
    );
  const { db } = deps.database;
  try {
    await db.transaction(async (tx) => {
      const holders = await repo.countUsersWithRole(tx, current.id);
      if (holders > 0) throw inUse(holders);
      if (!(await repo.deleteRole(tx, current.id))) throw notFound(ROLE_NOT_FOUND);
    });
  } catch (error) {
    // A user given the role between the count and the delete: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw inUse(await repo.countUsersWithRole(db, current.id));
    throw error;
  }
  return { message: "Role deleted successfully" };
}
