import type { SessionUser } from "@adstudio/core";
import type { UserWithRole } from "./repo.js";

/** The user object of spec §3's session shape, as every auth answer returns it. */
export function toSessionUser(user: UserWithRole): SessionUser {
  return {
    uuid: user.id,
    username: user.username,
    companyName: user.companyIds,
    role: { roleName: user.roleName, moduleRoles: user.moduleRoles },
    data: {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoUrl,
      settings: user.settings,
      shortcuts: user.shortcuts,
    },
  };
}
