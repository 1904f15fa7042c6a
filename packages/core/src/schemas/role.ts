import * as v from "valibot";
import { isPermission, PERMISSIONS } from "../roles/roles";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { MAX_NAME_LENGTH, requiredText } from "./fields";

export const ROLE_NAME_BLANK_MESSAGE = "Role Name should not be blank.";
export const MODULE_ROLES_REQUIRED_MESSAGE = "Choose at least one Module Role";
export const MODULE_ROLES_LIST_MESSAGE = "Module Roles must be a list of permissions.";
export const MODULE_ROLE_UNKNOWN_MESSAGE = "Module Role must be one of the known permissions.";

/** Role create/update (spec studio §3, §5): a name and the permissions (module roles) it grants. */
export const RoleSchema = v.object(
  {
    roleName: requiredText("Role Name", MAX_NAME_LENGTH, ROLE_NAME_BLANK_MESSAGE),
    moduleRoles: v.pipe(
      v.nullish(
        v.array(
          v.pipe(v.string(MODULE_ROLE_UNKNOWN_MESSAGE), v.check(isPermission, MODULE_ROLE_UNKNOWN_MESSAGE)),
          MODULE_ROLES_LIST_MESSAGE,
        ),
        [],
      ),
      v.nonEmpty(MODULE_ROLES_REQUIRED_MESSAGE),
      // Every entry is a known permission, so after removing repeats there are at most PERMISSIONS.length.
      v.transform((roles) => PERMISSIONS.filter((permission) => roles.includes(permission))),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type RoleInput = v.InferOutput<typeof RoleSchema>;
