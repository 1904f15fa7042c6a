import type { ReportScheduleRecord } from "@adstudio/api-client";
import { Badge, Text } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { formatInZone, whenText } from "../../../../../../features/analytics/report-labels";
import {
  REPORTS_PATH,
  reportKeys,
  reportListQuery,
} from "../../../../../../features/analytics/report-queries";
import { ListPage, useRecordActions } from "../../../../../../features/master-data";
import { firstPageParams } from "../../../../../../features/master-data/list-params";
import { api } from "../../../../../../lib/api";

// GET /apps/dashboards/analytics/reports – scheduled reports of the user's companies (readAnalytics).
export const Route = createFileRoute("/_app/apps/dashboards/analytics/reports/")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(reportListQuery(firstPageParams())).catch(() => undefined),
  component: ReportsPage,
});

function ReportsPage() {
  // Anyone who sees the figures may schedule them; the server scopes every schedule to its company.
  const { addTo, rowActions } = useRecordActions({
    permissions: { create: "readAnalytics", update: "readAnalytics", delete: "readAnalytics" },
    editor: REPORTS_PATH,
    label: (report: ReportScheduleRecord) => report.name,
    remove: (id) => api.reportSchedules.delete(id),
    invalidate: reportKeys.all,
    deleteTitle: "Delete Scheduled Report",
    deleteText: "Do you want to delete this scheduled report? Its recipients get no more emails.",
  });

  const columns: DataTableColumn<ReportScheduleRecord>[] = [
    { accessor: "name", title: "Name", sortable: true },
    { accessor: "company.name", title: "Company" },
    {
      accessor: "frequency",
      title: "When",
      sortable: true,
      render: (report) => `${whenText(report)} (${report.timeZone})`,
    },
    {
      accessor: "recipients",
      title: "Recipients",
      render: ({ recipients }) => (recipients.length === 1 ? recipients[0] : `${recipients.length} people`),
    },
    {
      accessor: "nextRunAt",
      title: "Next email",
      sortable: true,
      render: (report) =>
        report.active ? (
          formatInZone(report.nextRunAt, report.timeZone)
        ) : (
          <Badge color="gray" variant="light">
            Paused
          </Badge>
        ),
    },
    {
      accessor: "lastSentAt",
      title: "Last sent",
      render: (report) =>
        report.lastError ? (
          <Text size="sm" c="red" title={report.lastError}>
            Not sent: {report.lastError}
          </Text>
        ) : (
          formatInZone(report.lastSentAt, report.timeZone)
        ),
    },
  ];

  return (
    <ListPage
      title="Scheduled Reports"
      subtitle="Daily or weekly emails with your analytics figures as a CSV file."
      addLabel="Schedule Report"
      addTo={addTo}
      query={reportListQuery}
      rows={(data) => data.reportSchedules}
      columns={columns}
      searchable
      searchLabel="Search scheduled reports"
      rowActions={rowActions}
    />
  );
}
