import { isAdminRoleName, REGISTRATION_ROLE } from "./roles";

/**
 * The role nobody may edit (docs/security.md 'Roles and permissions'): it guards every other right, so a slip on
 * the roles screen could lock everyone out of the studio.
 */
export const LOCKED_ROLE = "superadmin";

/** Whether a role may not be edited at all (the superadmin role); the studio shows it read-only. */
export function isLockedRole(roleName: string): boolean {
  return roleName === LOCKED_ROLE;
}

/**
 * Roles the product knows by name cannot be renamed or deleted: the admin group (renaming 'admin' would
 * silently take the group's rights away from its users) and the role self-registration gives.
 */
export function isProtectedRole(roleName: string): boolean {
  return isAdminRoleName(roleName) || roleName === REGISTRATION_ROLE;
}
