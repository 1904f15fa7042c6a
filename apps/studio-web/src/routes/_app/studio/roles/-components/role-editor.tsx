import type { RoleBody, RoleRecord } from "@adstudio/api-client";
import { can, isLockedRole, isProtectedRole, PERMISSIONS, RoleSchema } from "@adstudio/core";
import { Alert, MultiSelect, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../../../features/auth/use-session";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { moduleRolesQuery, rolesKeys, saveRole } from "../../../../../features/roles/queries";

interface RoleValues {
  roleName: string;
  moduleRoles: string[];
}

const LOCKED_ROLE_TEXT = "The superadmin role cannot be edited. It is shown read-only.";
const FIXED_NAME_TEXT = "This role's name cannot be changed.";

/**
 * The role form: Role Name and the Module Roles it grants (spec studio §2, §5). What the server would
 * refuse is not offered (docs/security.md 'Roles and permissions'): the superadmin role is shown read-only without Save, and the
 * names of admin-group roles and publisher are fixed.
 */
export function RoleEditor({ role }: { role: RoleRecord | null }) {
  const mode = role ? "edit" : "create";
  const allowed = useCan(role ? "updateRoles" : "createRoles");
  const locked = role !== null && isLockedRole(role.roleName);
  const fixedName = role !== null && isProtectedRole(role.roleName);
  const form = useForm<RoleValues>({
    mode: "controlled",
    initialValues: { roleName: role?.roleName ?? "", moduleRoles: role?.moduleRoles ?? [] },
  });
  const moduleRoles = useQuery(moduleRolesQuery());
  const save = useSaveRecord({
    mode,
    save: (body: RoleBody) => saveRole(role?._id ?? null, body),
    invalidate: rolesKeys.all,
    listPath: "/studio/roles",
    form,
  });
  const user = useSession().user;
  // Outside the admin group the server refuses granting a permission one does not hold (docs/security.md 'Roles and permissions'),
  // so only those are offered; permissions already on the role stay listed.
  const options = (moduleRoles.data?.moduleRoles ?? PERMISSIONS).filter(
    (permission) => can(user, permission) || (role?.moduleRoles ?? []).includes(permission),
  );

  return (
    <EditorFrame
      title={role ? role.roleName : "Create Role"}
      caption={
        role ? (locked ? "View Role" : "Edit Role") : "A role and the module roles (permissions) it grants."
      }
      backTo="/studio/roles"
      backLabel="Back to Roles"
      canSave={allowed && !locked}
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(RoleSchema, form.getValues(), form);
        if (body) save.mutate(body);
      }}
    >
      <Paper withBorder p="lg">
        <Stack>
          {locked ? (
            <Alert color="gray" icon={<IconLock size={18} />}>
              {LOCKED_ROLE_TEXT}
            </Alert>
          ) : null}
          <TextInput
            label="Role Name"
            readOnly={fixedName}
            description={fixedName && !locked ? FIXED_NAME_TEXT : undefined}
            {...form.getInputProps("roleName")}
          />
          <MultiSelect
            label="Module Roles"
            searchable={!locked}
            clearable={!locked}
            readOnly={locked}
            data={[...options]}
            placeholder={locked ? undefined : "Choose module roles"}
            {...form.getInputProps("moduleRoles")}
          />
        </Stack>
      </Paper>
    </EditorFrame>
  );
}
