import { can, isAdmin, type Permission, type RoleInput } from "@adstudio/core";
import type { AuthContext } from "../../app-env.js";
import { forbidden } from "../../http/errors.js";

/*
 * Holding createRoles or updateRoles must not be a way up. Outside the admin group (which passes every
 * check anyway) a caller:
 * - may grant a role only permissions they hold themselves, so no role they make or edit can do more
 *   than they can;
 * - may not change the name or the permissions of the role they hold (saving it unchanged is harmless),
 *   since that would change their own rights.
 * Permissions a role already has may stay on it; taking permissions away is what updateRoles is for.
 */

export const OWN_ROLE_MESSAGE = "You cannot change the role you hold.";
export const grantBeyondOwnMessage = (permissions: readonly string[]) =>
  `You can only grant permissions you hold yourself; you do not hold ${permissions.join(", ")}.`;

/** The permissions in `permissions` the caller does not hold (none for the admin group). */
export function permissionsBeyond(auth: AuthContext, permissions: readonly Permission[]): Permission[] {
  return permissions.filter((permission) => !can(auth, permission));
}

/** Permissions in `next` that `current` does not have yet, in `next`'s order. */
function addedPermissions(current: readonly string[], next: readonly Permission[]): Permission[] {
  return next.filter((permission) => !current.includes(permission));
}

function sameRole(current: { roleName: string; moduleRoles: readonly string[] }, next: RoleInput): boolean {
  return (
    current.roleName === next.roleName &&
    current.moduleRoles.length === next.moduleRoles.length &&
    next.moduleRoles.every((permission) => current.moduleRoles.includes(permission))
  );
}

/**
 * Throws 403 when the caller may not save `next`: over `current` on an update, as a new role when
 * `current` is undefined.
 */
export function assertMayGrant(
  auth: AuthContext,
  current: { roleName: string; moduleRoles: readonly string[] } | undefined,
  next: RoleInput,
): void {
  if (isAdmin(auth)) return;
  if (current && current.roleName === auth.role.roleName && !sameRole(current, next)) {
    throw forbidden(OWN_ROLE_MESSAGE);
  }
  const beyond = permissionsBeyond(auth, addedPermissions(current?.moduleRoles ?? [], next.moduleRoles));
  if (beyond.length > 0) throw forbidden(grantBeyondOwnMessage(beyond));
}
