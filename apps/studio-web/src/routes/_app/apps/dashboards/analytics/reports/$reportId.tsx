import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { REPORTS_PATH, reportQuery } from "../../../../../../features/analytics/report-queries";
import { ReportScheduleEditor } from "../../../../../../features/analytics/report-schedule-editor";
import { EditorLoadError } from "../../../../../../features/master-data";
import { isNewId } from "../../../../../../features/master-data/editor-id";

// GET /apps/dashboards/analytics/reports/{reportId} – schedule ('new') or edit a report (readAnalytics).
export const Route = createFileRoute("/_app/apps/dashboards/analytics/reports/$reportId")({
  loader: async ({ context, params }) => {
    if (isNewId(params.reportId)) return { report: null };
    return { report: await context.queryClient.fetchQuery(reportQuery(params.reportId)) };
  },
  component: ReportEditorPage,
  errorComponent: LoadError,
});

function ReportEditorPage() {
  const { report } = Route.useLoaderData();
  const { reportId } = Route.useParams();
  return <ReportScheduleEditor key={reportId} report={report} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Scheduled Reports" listPath={REPORTS_PATH} />;
}
