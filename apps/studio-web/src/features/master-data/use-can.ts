import { can, type Permission } from "@adstudio/core";
import { useSession } from "../auth/use-session";

/** Whether the signed-in user holds a permission (admins hold all); the UI hides what the server refuses. */
export function useCan(permission: Permission): boolean {
  return can(useSession().user, permission);
}
