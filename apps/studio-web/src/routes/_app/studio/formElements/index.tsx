import type { FormElementRecord } from "@adstudio/api-client";
import { Text } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import {
  FORM_ELEMENTS_DEFAULT_SORT,
  formElementListQuery,
  formElementsKeys,
} from "../../../../features/form-elements/queries";
import { ListPage, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { api } from "../../../../lib/api";

// GET /studio/formElements – the form-element list (admin or readFormElements).
export const Route = createFileRoute("/_app/studio/formElements/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(formElementListQuery(firstPageParams({ element: 1 })))
      .catch(() => undefined),
  component: FormElementsPage,
});

/** A long list in one cell: clamped to two lines, the whole of it on hover. */
function ListCell({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Text c="dimmed">-</Text>;
  const text = items.join(", ");
  return (
    <Text size="sm" lineClamp={2} title={text} maw={280}>
      {text}
    </Text>
  );
}

const rulesText = (rules: FormElementRecord["layerIdsForAdType"]) =>
  rules.map((rule) => `${rule.adType}: ${rule.layers}`);

const columns: DataTableColumn<FormElementRecord>[] = [
  { accessor: "element", title: "Form Element", sortable: true },
  { accessor: "adType", title: "Ad Type", render: ({ adType }) => <ListCell items={adType} /> },
  { accessor: "layers", title: "Layers", render: ({ layers }) => <ListCell items={layers} /> },
  {
    accessor: "layerIdsForAdType",
    title: "Visible On Layers",
    render: ({ layerIdsForAdType }) => <ListCell items={rulesText(layerIdsForAdType)} />,
  },
  {
    accessor: "hideElementOnLayers",
    title: "Hidden On Layers",
    render: ({ hideElementOnLayers }) => <ListCell items={rulesText(hideElementOnLayers)} />,
  },
];

function FormElementsPage() {
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: { create: "createFormElements", update: "updateFormElements", delete: "deleteFormElements" },
    editor: "/studio/createFormElement",
    label: (element: FormElementRecord) => element.element,
    remove: (id) => api.formElements.delete(id),
    invalidate: formElementsKeys.all,
    deleteTitle: "Delete Form Element",
    deleteText: "Do you want to delete the form element?",
  });
  return (
    <ListPage
      title="Form Elements"
      subtitle="The property controls the ad editor shows, per format and layer."
      addLabel={canCreate ? "Add Element" : undefined}
      addTo={addTo}
      query={formElementListQuery}
      rows={(data) => data.formElements}
      columns={columns}
      defaultSort={FORM_ELEMENTS_DEFAULT_SORT}
      searchable
      searchLabel="Search form elements"
      rowActions={rowActions}
    />
  );
}
