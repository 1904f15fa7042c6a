import type { RoleRecord } from "@adstudio/api-client";
import { Badge, Group, Text } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { ListPage, RowActions, useCan, useDeleteRecord } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { ROLES_DEFAULT_SORT, roleListQuery, rolesKeys } from "../../../../features/roles/queries";
import { api } from "../../../../lib/api";

// GET /studio/roles – the roles list (admin or readRoles).
export const Route = createFileRoute("/_app/studio/roles/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(roleListQuery(firstPageParams({ roleName: 1 })))
      .catch(() => undefined),
  component: RolesPage,
});

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

function RolesPage() {
  const canCreate = useCan("createRoles");
  const canUpdate = useCan("updateRoles");
  const canDelete = useCan("deleteRoles");
  const remove = useDeleteRecord((id) => api.roles.delete(id), rolesKeys.all);
  return (
    <ListPage
      title="Roles"
      subtitle="Roles and the module roles (permissions) they grant."
      addLabel={canCreate ? "Add Role" : undefined}
      addTo="/studio/roles/new"
      query={roleListQuery}
      rows={(data) => data.roles}
      columns={columns}
      defaultSort={ROLES_DEFAULT_SORT}
      searchable
      searchLabel="Search roles"
      rowActions={(role) => (
        <RowActions
          label={role.roleName}
          editTo={canUpdate ? `/studio/roles/${role._id}` : undefined}
          onDelete={canDelete ? () => remove(role._id) : undefined}
          deleteTitle="Delete Role"
          deleteText="Do you want to delete the role?"
        />
      )}
    />
  );
}
