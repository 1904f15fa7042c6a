import type { RoleBody, RoleRecord } from "@adstudio/api-client";
import { PERMISSIONS, RoleSchema } from "@adstudio/core";
import { MultiSelect, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { moduleRolesQuery, rolesKeys, saveRole } from "../../../../../features/roles/queries";

interface RoleValues {
  roleName: string;
  moduleRoles: string[];
}

/** The role form: Role Name and the Module Roles it grants (spec studio §2, §5). */
export function RoleEditor({ role }: { role: RoleRecord | null }) {
  const mode = role ? "edit" : "create";
  const allowed = useCan(role ? "updateRoles" : "createRoles");
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
  const options = moduleRoles.data?.moduleRoles ?? PERMISSIONS;

  return (
    <EditorFrame
      title={role ? role.roleName : "Create Role"}
      caption={role ? "Edit Role" : "A role and the module roles (permissions) it grants."}
      backTo="/studio/roles"
      backLabel="Back to Roles"
      canSave={allowed}
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(RoleSchema, form.getValues(), form);
        if (body) save.mutate(body);
      }}
    >
      <Paper withBorder p="lg">
        <Stack>
          <TextInput label="Role Name" {...form.getInputProps("roleName")} />
          <MultiSelect
            label="Module Roles"
            searchable
            clearable
            data={[...options]}
            placeholder="Choose module roles"
            {...form.getInputProps("moduleRoles")}
          />
        </Stack>
      </Paper>
    </EditorFrame>
  );
}
