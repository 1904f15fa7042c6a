import { isAdmin, isAdminRoleName, isPermission } from "@adstudio/core";
import type { AuthContext } from "../../app-env.js";
import { forbidden } from "../../http/errors.js";
import { permissionsBeyond } from "../roles/index.js";
import type { UserRow } from "./repo.js";

/*
 * Who may change whom on the Users screen, beyond holding createUser, updateUser or deleteUser: nobody
 * reaches rights above their own by making, promoting or taking over an account.
 */

const SUPERADMIN = "superadmin";

/**
 * Superadmins are changed only by superadmins, admin-group users only by the admin group, and outside it
 * only users whose role's permissions the caller holds too: resetting a stronger account's password
 * would be a way into its rights.
 */
export function assertMayChange(auth: AuthContext, target: UserRow): void {
  if (target.roleName === SUPERADMIN && auth.role.roleName !== SUPERADMIN) {
    throw forbidden("Only a superadmin can change a superadmin.");
  }
  if (isAdminRoleName(target.roleName) && !isAdmin(auth))
    throw forbidden("Only an admin can change an admin.");
  if (target.id === auth.user.id) return;
  const beyond = permissionsBeyond(auth, target.moduleRoles.filter(isPermission));
  if (beyond.length > 0) {
    throw forbidden(
      `You can only change users whose permissions you hold yourself; ${target.username} also has ${beyond.join(", ")}.`,
    );
  }
}

/**
 * Holding createUser or updateUser must not be a way up: an account made or changed by someone outside
 * the admin group gets only a role whose permissions that someone holds (as in the roles screen), and
 * never an admin-group role.
 */
export function assertMayGive(auth: AuthContext, role: { roleName: string; moduleRoles: string[] }): void {
  if (role.roleName === SUPERADMIN && auth.role.roleName !== SUPERADMIN) {
    throw forbidden("Only a superadmin can give the superadmin role.");
  }
  if (isAdminRoleName(role.roleName) && !isAdmin(auth)) {
    throw forbidden(`Only an admin can give the ${role.roleName} role.`);
  }
  const beyond = permissionsBeyond(auth, role.moduleRoles.filter(isPermission));
  if (beyond.length > 0) {
    throw forbidden(
      `You can only give a role whose permissions you hold yourself; ${role.roleName} also has ${beyond.join(", ")}.`,
    );
  }
}
