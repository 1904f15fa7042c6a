import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsDashboard } from "../../../../../features/analytics/dashboard/analytics-dashboard";

// GET /apps/dashboards/analytics – the analytics dashboard of the user's companies (readAnalytics). The
// route's component (and the charts library with it) is split into its own chunk, outside /login's budget.
export const Route = createFileRoute("/_app/apps/dashboards/analytics/")({
  component: AnalyticsDashboard,
});
