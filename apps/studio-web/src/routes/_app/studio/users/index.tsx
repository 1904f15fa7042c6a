import type { UserRecord } from "@adstudio/api-client";
import { ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { ListPage, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { USERS_DEFAULT_SORT, userListQuery, usersKeys } from "../../../../features/users/queries";
import { useCompanyOptions } from "../../../../features/users/use-company-names";
import { api } from "../../../../lib/api";

// GET /studio/users – the user list (readUser).
export const Route = createFileRoute("/_app/studio/users/")({
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(userListQuery(firstPageParams({ displayName: 1 })))
      .catch(() => undefined),
  component: UsersPage,
});

function ActiveIcon({ active }: { active: boolean }) {
  return (
    <ThemeIcon
      variant="light"
      color={active ? "green" : "red"}
      size="sm"
      radius="xl"
      role="img"
      aria-label={active ? "Active" : "Inactive"}
    >
      {active ? <IconCheck size={14} /> : <IconX size={14} />}
    </ThemeIcon>
  );
}

function UsersPage() {
  const { nameOf } = useCompanyOptions();
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: { create: "createUser", update: "updateUser", delete: "deleteUser" },
    editor: "/studio/user",
    label: (user: UserRecord) => user.displayName,
    remove: (id) => api.users.delete(id),
    invalidate: usersKeys.all,
    deleteTitle: "Delete User",
    deleteText: "Do you want to delete the user?",
  });
  const columns: DataTableColumn<UserRecord>[] = [
    { accessor: "displayName", title: "Display Name", sortable: true },
    { accessor: "username", title: "Username", sortable: true },
    { accessor: "email", title: "Email", sortable: true },
    { accessor: "role.roleName", title: "Role", sortable: true, sortKey: "roleName" },
    {
      accessor: "companyName",
      title: "Company",
      render: ({ companyName }) => companyName.map(nameOf).join(", "),
    },
    {
      accessor: "active",
      title: "Active",
      sortable: true,
      render: ({ active }) => <ActiveIcon active={active} />,
    },
  ];
  return (
    <ListPage
      title="Users"
      subtitle="The accounts of the people who use the studio."
      addLabel={canCreate ? "Add User" : undefined}
      addTo={addTo}
      query={userListQuery}
      rows={(data) => data.users}
      columns={columns}
      defaultSort={USERS_DEFAULT_SORT}
      searchable
      searchLabel="Search users"
      rowActions={rowActions}
    />
  );
}
