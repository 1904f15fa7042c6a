import type { RoleRecord } from "@adstudio/api-client";
import { isProtectedRole } from "@adstudio/core";
import { Badge, Group, Text } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import { ListPage, useRecordActions } from "../../../../../features/master-data";
import { ROLES_DEFAULT_SORT, roleListQuery, rolesKeys } from "../../../../../features/roles/queries";
import { api } from "../../../../../lib/api";

const MAX_BADGES = 4;

const columns: DataTableColumn<RoleRecord>[] = [
  { accessor: "roleName", title: "Role Name", sortable: true },
  {
    accessor: "moduleRoles",
    title: "Module Roles",
    render: ({ moduleRoles }) => (
      <Group gap={4} title={moduleRoles.join(", ")}>
        {moduleRoles.slice(0, MAX_BADGES).map((role) => (
          <Badge key={role} variant="light" size="sm" tt="none">
            {role}
          </Badge>
        ))}
        {moduleRoles.length > MAX_BADGES ? (
          <Text size="xs" c="dimmed">
            +{moduleRoles.length - MAX_BADGES} more
          </Text>
        ) : null}
      </Group>
    ),
  },
];

/** The roles list (spec studio §2): Role Name and Module Roles; no Delete for the roles the product needs. */
export function RolesList() {
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: { create: "createRoles", update: "updateRoles", delete: "deleteRoles" },
    editor: "/studio/roles",
    label: (role: RoleRecord) => role.roleName,
    remove: (id) => api.roles.delete(id),
    invalidate: rolesKeys.all,
    deleteTitle: "Delete Role",
    deleteText: "Do you want to delete the role?",
    // Admin-group roles and publisher cannot be deleted (docs/security.md 'Roles and permissions'): the server would refuse.
    deletable: (role) => !isProtectedRole(role.roleName),
  });
  return (
    <ListPage
      title="Roles"
      subtitle="Roles and the module roles (permissions) they grant."
      addLabel={canCreate ? "Add Role" : undefined}
      addTo={addTo}
      query={roleListQuery}
      rows={(data) => data.roles}
      columns={columns}
      defaultSort={ROLES_DEFAULT_SORT}
      searchable
      searchLabel="Search roles"
      rowActions={rowActions}
    />
  );
}
