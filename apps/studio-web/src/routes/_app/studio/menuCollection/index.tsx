import type { MenuCollectionItem } from "@adstudio/api-client";
import { Code, Text } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { ListPage, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { MENU_DEFAULT_SORT, menuKeys, menuListQuery } from "../../../../features/menu-collection/queries";
import { api } from "../../../../lib/api";

// GET /studio/menuCollection – the menu-collection list (admin or readMenuCollection).
export const Route = createFileRoute("/_app/studio/menuCollection/")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(menuListQuery(firstPageParams({ name: 1 }))).catch(() => undefined),
  component: MenuCollectionPage,
});

const dash = (value: string) => value || <Text c="dimmed">—</Text>;

const columns: DataTableColumn<MenuCollectionItem>[] = [
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "shortName", title: "Short Name", sortable: true },
  { accessor: "menuType", title: "Type", sortable: true },
  { accessor: "topMenu", title: "Parent Menu", sortable: true, render: ({ topMenu }) => dash(topMenu) },
  { accessor: "roles", title: "Roles", render: ({ roles }) => dash(roles.join(", ")) },
  { accessor: "icon", title: "Icon", sortable: true, render: ({ icon }) => dash(icon) },
  {
    accessor: "url",
    title: "URL",
    sortable: true,
    render: ({ url }) => (url ? <Code>{url}</Code> : dash(url)),
  },
];

function MenuCollectionPage() {
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: {
      create: "createMenuCollection",
      update: "updateMenuCollection",
      delete: "deleteMenuCollection",
    },
    editor: "/studio/menuCollection",
    label: (entry: MenuCollectionItem) => entry.name,
    remove: (id) => api.menuCollection.delete(id),
    invalidate: menuKeys.all,
    deleteTitle: "Delete Menu Collection",
    deleteText: "Do you want to delete the menu entry?",
  });
  return (
    <ListPage
      title="Menu Collection"
      subtitle="The entries non-admin users' navigation is built from."
      addLabel={canCreate ? "Add Menu" : undefined}
      addTo={addTo}
      query={menuListQuery}
      rows={(data) => data.menuCollection}
      columns={columns}
      defaultSort={MENU_DEFAULT_SORT}
      searchable
      searchLabel="Search menu entries"
      rowActions={rowActions}
    />
  );
}
