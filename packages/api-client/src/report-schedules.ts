import {
  type ReportScheduleRecord,
  reportScheduleEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ReportScheduleValues } from "@adstudio/core";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { ReportScheduleRecord, ReportScheduleValues };
export type ReportScheduleSortField = SortFieldOf<typeof reportScheduleEndpoints.list>;
export type ReportScheduleListResponse = SuccessBody<typeof reportScheduleEndpoints.list>;

/**
 * The `/api/reportSchedule` endpoints (readAnalytics). Outside the admin group only the caller's
 * companies' schedules exist; another company's answers 404.
 */
export function createReportSchedulesApi({ call }: Transport) {
  const endpoints = reportScheduleEndpoints;
  return {
    /** GET /api/reportSchedule – by name; searches the name. */
    list: (params?: ListParams<ReportScheduleSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/reportSchedule/companies – the companies the caller may report on, by name. */
    companies: () => call(endpoints.companies),
    /** GET /api/reportSchedule/{id}. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/reportSchedule/create – 400 `{message, errors}` keyed by field (`recipients.1`). */
    create: (values: ReportScheduleValues) => call(endpoints.create, { body: values }),
    /** PUT /api/reportSchedule/update/{id} – replaces the settings; the next send is worked out again. */
    update: (id: string, values: ReportScheduleValues) =>
      call(endpoints.update, { params: { id }, body: values }),
    /** DELETE /api/reportSchedule/{id}. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type ReportSchedulesApi = ReturnType<typeof createReportSchedulesApi>;
