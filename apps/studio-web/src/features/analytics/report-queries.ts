import type { ListParams, ReportScheduleSortField, ReportScheduleValues } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the scheduled-report screens. */
export const reportKeys = {
  all: ["reportSchedules"] as const,
  lists: ["reportSchedules", "list"] as const,
};

export const REPORTS_PATH = "/apps/dashboards/analytics/reports";

/** GET /api/reportSchedule – one page of schedules (by name unless sorted). */
export const reportListQuery = (params: ListParams<ReportScheduleSortField>) =>
  queryOptions({ queryKey: [...reportKeys.lists, params], queryFn: () => api.reportSchedules.list(params) });

/** GET /api/reportSchedule/{id}. */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, "detail", id],
    queryFn: async () => (await api.reportSchedules.get(id)).reportSchedule,
  });

/** GET /api/reportSchedule/companies – the companies whose figures the user may see, as select options. */
export const analyticsCompaniesQuery = () =>
  queryOptions({
    queryKey: [...reportKeys.all, "companies"],
    queryFn: () => api.reportSchedules.companies(),
    select: (data) => data.companies.map((company) => ({ label: company.name, value: company._id })),
    staleTime: 5 * 60_000,
  });

/** POST /api/reportSchedule/create or PUT /api/reportSchedule/update/{id}. */
export const saveReport = (id: string | null, values: ReportScheduleValues) =>
  id === null ? api.reportSchedules.create(values) : api.reportSchedules.update(id, values);
