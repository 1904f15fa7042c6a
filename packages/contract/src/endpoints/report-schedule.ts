import {
  REPORT_FREQUENCIES,
  type ReportFiltersSchema,
  ReportScheduleSchema,
  TABLE_PAGE_SIZE,
} from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

const timestamp = v.pipe(v.string(), v.isoTimestamp());

const ReportScheduleBodySchema = named("ReportScheduleInput", ReportScheduleSchema);

/** A scheduled report as the API answers it: what was saved, and when it sent and sends. */
export const ReportScheduleRecordSchema = named(
  "ReportSchedule",
  v.strictObject({
    _id: v.pipe(v.string(), v.uuid()),
    name: v.string(),
    /** The company whose figures the report holds; its name is empty once the company is deleted. */
    company: v.strictObject({ _id: v.pipe(v.string(), v.uuid()), name: v.string() }),
    recipients: v.array(v.string()),
    frequency: v.picklist(REPORT_FREQUENCIES),
    /** ISO weekday (1 Monday … 7 Sunday) a weekly report is sent on. */
    weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
    /** The hour (0–23) on the schedule's clock. */
    hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
    /** IANA time zone the hour and the report's days are counted in. */
    timeZone: v.string(),
    filters: v.strictObject({ campaign: v.string(), ad: v.string(), format: v.string() }),
    active: v.boolean(),
    /** The next send; null while the schedule is paused. */
    nextRunAt: v.nullable(timestamp),
    lastSentAt: v.nullable(timestamp),
    /** Why the last attempt failed (the SMTP server's refusal …); empty after a successful send. */
    lastError: v.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);
export type ReportScheduleRecord = v.InferOutput<typeof ReportScheduleRecordSchema>;
export type ReportScheduleFilters = v.InferOutput<typeof ReportFiltersSchema>;

const ReportScheduleResponseSchema = named(
  "ReportScheduleResponse",
  v.strictObject({ reportSchedule: ReportScheduleRecordSchema }),
);

const EXAMPLE_INPUT = {
  name: "Monday summary",
  company: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  recipients: ["ops@acme.example"],
  frequency: "weekly",
  weekday: 1,
  hour: 8,
  timeZone: "Asia/Kolkata",
  filters: { campaign: "", ad: "", format: "" },
  active: true,
};

const EXAMPLE_RECORD = {
  _id: "b1d3f5a7-9c1e-4a3b-8d5f-7a9c1e3b5d7f",
  ...EXAMPLE_INPUT,
  company: { _id: EXAMPLE_INPUT.company, name: "Acme Media" },
  nextRunAt: "2027-03-01T02:30:00.000Z",
  lastSentAt: null,
  lastError: "",
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-14T09:30:00.000Z",
};

const REPORT_LIST = listSpec({
  sortable: ["name", "frequency", "nextRunAt", "createdAt"],
  defaultSort: [["name", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name",
});

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' schedules exist: another company's answers 404 like a missing one. Each send mails the report's CSV (UTF-8 with a byte order mark) to the recipients over SMTP_URL.";

/** Scheduled analytics reports (spec endpoint group reportSchedule). */
export const reportScheduleEndpoints = {
  list: endpoint({
    operationId: "listReportSchedules",
    method: "get",
    path: "/api/reportSchedule",
    tag: "reportSchedule",
    summary: "Paged list of scheduled reports → {reportSchedules, page, total}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readAnalytics"],
    list: REPORT_LIST,
    responses: {
      200: {
        description: "One page of schedules.",
        schema: listResponse("reportSchedules", ReportScheduleRecordSchema),
        example: { reportSchedules: [EXAMPLE_RECORD], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  companies: endpoint({
    operationId: "listReportCompanies",
    method: "get",
    path: "/api/reportSchedule/companies",
    tag: "reportSchedule",
    summary: "The companies whose figures the caller may see → {companies: [{_id, name}]}",
    description:
      "Every company for the admin group, else the caller's own; by name. The choices of a report's and the analytics dashboard's company.",
    auth: "required",
    permissions: ["readAnalytics"],
    responses: {
      200: {
        description: "The choices.",
        schema: named(
          "ReportCompanies",
          v.strictObject({
            companies: v.array(v.strictObject({ _id: v.pipe(v.string(), v.uuid()), name: v.string() })),
          }),
        ),
        example: { companies: [{ _id: EXAMPLE_INPUT.company, name: "Acme Media" }] },
      },
    },
  }),
  get: endpoint({
    operationId: "getReportSchedule",
    method: "get",
    path: "/api/reportSchedule/{id}",
    tag: "reportSchedule",
    summary: "One scheduled report → {reportSchedule}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readAnalytics"],
    responses: {
      200: {
        description: "The schedule.",
        schema: ReportScheduleResponseSchema,
        example: { reportSchedule: EXAMPLE_RECORD },
      },
    },
  }),
  create: endpoint({
    operationId: "createReportSchedule",
    method: "post",
    path: "/api/reportSchedule/create",
    tag: "reportSchedule",
    summary: "Schedule a daily or weekly report → 201 {reportSchedule}",
    description:
      "A daily report holds the day before the send, a weekly one the seven days before the send day, counted in the schedule's time zone (default Asia/Kolkata).",
    auth: "required",
    permissions: ["readAnalytics"],
    body: { schema: ReportScheduleBodySchema, example: EXAMPLE_INPUT },
    responses: {
      201: {
        description: "The new schedule.",
        schema: ReportScheduleResponseSchema,
        example: { reportSchedule: EXAMPLE_RECORD },
      },
    },
  }),
  update: endpoint({
    operationId: "updateReportSchedule",
    method: "put",
    path: "/api/reportSchedule/update/{id}",
    tag: "reportSchedule",
    summary: "Replace a scheduled report's settings → {reportSchedule}",
    description: `The next send is worked out again from now. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAnalytics"],
    body: { schema: ReportScheduleBodySchema },
    responses: { 200: { description: "The updated schedule.", schema: ReportScheduleResponseSchema } },
  }),
  delete: endpoint({
    operationId: "deleteReportSchedule",
    method: "delete",
    path: "/api/reportSchedule/{id}",
    tag: "reportSchedule",
    summary: "Delete a scheduled report → {message}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readAnalytics"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};
