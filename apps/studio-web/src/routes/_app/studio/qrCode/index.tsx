import type { QrLinkRecord } from "@adstudio/api-client";
import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { ListPage, useRecordActions } from "../../../../features/master-data";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { QR_DEFAULT_SORT, qrKeys, qrListQuery } from "../../../../features/qr/queries";
import { api } from "../../../../lib/api";
import { QrViewDialog } from "./-components/qr-view-dialog";

// GET /studio/qrCode – the QR links with their scan counts (admin or readMenuCollection).
export const Route = createFileRoute("/_app/studio/qrCode/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(qrListQuery(firstPageParams({ id: 1 }))).catch(() => undefined),
  component: QrCodesPage,
});

const columns: DataTableColumn<QrLinkRecord>[] = [
  { accessor: "id", title: "Name", sortable: true },
  { accessor: "type", title: "Type", sortable: true },
  { accessor: "scanCount", title: "Scan Count", sortable: true, textAlign: "right" },
  {
    accessor: "targetUrl",
    title: "Url/Text",
    sortable: true,
    render: ({ targetUrl }) =>
      targetUrl ? (
        <Text size="sm" truncate="end" title={targetUrl} maw={360}>
          {targetUrl}
        </Text>
      ) : (
        "-"
      ),
  },
];

function QrCodesPage() {
  const { canCreate, addTo, rowActions } = useRecordActions({
    permissions: {
      create: "createMenuCollection",
      update: "updateMenuCollection",
      delete: "deleteMenuCollection",
    },
    editor: "/studio/qrCode",
    label: (qr: QrLinkRecord) => qr.id,
    remove: (id) => api.qr.delete(id),
    invalidate: qrKeys.all,
    deleteTitle: "Delete QR",
    deleteText: "Do you want to delete this QR?",
  });
  const [viewing, setViewing] = useState<QrLinkRecord | null>(null);
  return (
    <>
      <ListPage
        // The spec's header says 'Menu Collection' here, a copy slip of the menu page; this is the QR list.
        title="QR Codes"
        subtitle="QR links, where they lead and how often they were scanned."
        addLabel={canCreate ? "Add QR" : undefined}
        addTo={addTo}
        query={qrListQuery}
        rows={(data) => data.qrLink}
        columns={columns}
        defaultSort={QR_DEFAULT_SORT}
        searchable
        searchLabel="Search QR codes"
        rowActions={(qr) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="View">
              <ActionIcon variant="subtle" aria-label={`View ${qr.id}`} onClick={() => setViewing(qr)}>
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            {rowActions(qr)}
          </Group>
        )}
      />
      <QrViewDialog qr={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
