import * as v from "valibot";
import { AD_TYPES } from "../catalogue/ad-formats";
import { DEFAULT_TIMEZONE } from "../constants/business";
import { MAX_EMAIL_LENGTH, requiredText } from "../schemas/fields";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import {
  addDays,
  type CalendarDay,
  dayIn,
  formatDay,
  isoWeekday,
  isTimeZoneName,
  zonedInstant,
} from "./zoned-time";

export const REPORT_FREQUENCIES = ["daily", "weekly"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** ISO weekdays as the schedule stores them (1 Monday … 7 Sunday). */
export const REPORT_WEEKDAYS = [
  { value: 1, label: "Monday" },
  { value: 2, label: "Tuesday" },
  { value: 3, label: "Wednesday" },
  { value: 4, label: "Thursday" },
  { value: 5, label: "Friday" },
  { value: 6, label: "Saturday" },
  { value: 7, label: "Sunday" },
] as const;

/** A report goes to a handful of people; a mailing list belongs in the mail server. */
export const MAX_REPORT_RECIPIENTS = 20;
export const REPORT_NAME_MAX_LENGTH = 120;
/** The hour a new schedule sends at, in its time zone (the start of a working day). */
export const DEFAULT_REPORT_HOUR = 8;

export const REPORT_NAME_BLANK_MESSAGE = "Name should not be blank.";
export const REPORT_COMPANY_MESSAGE = "Choose the report's company.";
export const REPORT_RECIPIENTS_EMPTY_MESSAGE = "Add at least one recipient.";
export const REPORT_RECIPIENTS_TOO_MANY_MESSAGE = `A report goes to at most ${MAX_REPORT_RECIPIENTS} recipients.`;
export const REPORT_RECIPIENT_MESSAGE = "Each recipient must be an email address.";
export const REPORT_FREQUENCY_MESSAGE = "Choose daily or weekly.";
export const REPORT_WEEKDAY_MESSAGE = "Choose a day of the week.";
export const REPORT_HOUR_MESSAGE = "Choose an hour from 0 to 23.";
export const REPORT_TIME_ZONE_MESSAGE = "Choose a time zone such as Asia/Kolkata.";
export const REPORT_FILTER_ID_MESSAGE = "Choose one from the list.";
export const REPORT_FORMAT_MESSAGE = "Choose a format from the list.";

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An optional filter id: empty (no filter) or a record id. */
const filterId = v.pipe(
  v.optional(v.nullable(v.string(REPORT_FILTER_ID_MESSAGE)), ""),
  v.transform((value) => (value ?? "").trim()),
  v.check((value) => value === "" || UUID.test(value), REPORT_FILTER_ID_MESSAGE),
);

/** Which figures a report holds: every ad of the company, or one campaign, ad or format of it. */
export const ReportFiltersSchema = v.object(
  {
    campaign: filterId,
    ad: filterId,
    format: v.pipe(
      v.optional(v.nullable(v.string(REPORT_FORMAT_MESSAGE)), ""),
      v.transform((value) => value ?? ""),
      v.check(
        (value) => value === "" || (AD_TYPES as readonly string[]).includes(value),
        REPORT_FORMAT_MESSAGE,
      ),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type ReportFilters = v.InferOutput<typeof ReportFiltersSchema>;

/**
 * A scheduled report as a form and the API take it. Checks run in the form's order: name, company,
 * recipients, when, filters.
 */
export const ReportScheduleSchema = v.object(
  {
    name: requiredText("Name", REPORT_NAME_MAX_LENGTH, REPORT_NAME_BLANK_MESSAGE),
    company: v.pipe(v.string(REPORT_COMPANY_MESSAGE), v.trim(), v.regex(UUID, REPORT_COMPANY_MESSAGE)),
    recipients: v.pipe(
      v.array(
        v.pipe(
          v.string(REPORT_RECIPIENT_MESSAGE),
          v.trim(),
          v.toLowerCase(),
          v.maxLength(MAX_EMAIL_LENGTH, REPORT_RECIPIENT_MESSAGE),
          v.regex(EMAIL, REPORT_RECIPIENT_MESSAGE),
        ),
        REPORT_RECIPIENTS_EMPTY_MESSAGE,
      ),
      v.minLength(1, REPORT_RECIPIENTS_EMPTY_MESSAGE),
      v.maxLength(MAX_REPORT_RECIPIENTS, REPORT_RECIPIENTS_TOO_MANY_MESSAGE),
      // The same address twice would get two copies.
      v.transform((list) => [...new Set(list)]),
    ),
    frequency: v.picklist(REPORT_FREQUENCIES, REPORT_FREQUENCY_MESSAGE),
    weekday: v.optional(
      v.pipe(
        v.number(REPORT_WEEKDAY_MESSAGE),
        v.integer(REPORT_WEEKDAY_MESSAGE),
        v.minValue(1, REPORT_WEEKDAY_MESSAGE),
        v.maxValue(7, REPORT_WEEKDAY_MESSAGE),
      ),
      1,
    ),
    hour: v.optional(
      v.pipe(
        v.number(REPORT_HOUR_MESSAGE),
        v.integer(REPORT_HOUR_MESSAGE),
        v.minValue(0, REPORT_HOUR_MESSAGE),
        v.maxValue(23, REPORT_HOUR_MESSAGE),
      ),
      DEFAULT_REPORT_HOUR,
    ),
    timeZone: v.optional(
      v.pipe(v.string(REPORT_TIME_ZONE_MESSAGE), v.trim(), v.check(isTimeZoneName, REPORT_TIME_ZONE_MESSAGE)),
      DEFAULT_TIMEZONE,
    ),
    filters: v.optional(ReportFiltersSchema, {}),
    active: v.optional(v.boolean("Active must be true or false."), true),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type ReportScheduleInput = v.InferInput<typeof ReportScheduleSchema>;
export type ReportScheduleValues = v.InferOutput<typeof ReportScheduleSchema>;

/** When a schedule sends: what {@link nextReportRun} reads. */
export interface ReportTiming {
  frequency: ReportFrequency;
  /** ISO weekday (weekly only). */
  weekday: number;
  hour: number;
  timeZone: string;
}

/**
 * The first send time strictly after `after`: `hour`:00 on the schedule's clock, every day or on its
 * weekday. A schedule saved at 08:00 sharp for 08:00 sends the next day, not at once.
 */
export function nextReportRun(timing: ReportTiming, after: Date): Date {
  const today = dayIn(timing.timeZone, after);
  for (let offset = 0; offset <= 8; offset += 1) {
    const day = addDays(today, offset);
    if (timing.frequency === "weekly" && isoWeekday(day) !== timing.weekday) continue;
    const at = zonedInstant(timing.timeZone, day, timing.hour);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error("no send time within 8 days");
}

/** The days a report covers, as `YYYY-MM-DD` in its time zone, both ends included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/**
 * What a send at `runAt` reports: a daily report the day before (on its clock), a weekly one the seven
 * days before the send day. Complete days only, so a report never shows a day still being counted.
 */
export function reportPeriod(frequency: ReportFrequency, timeZone: string, runAt: Date): ReportPeriod {
  const sendDay: CalendarDay = dayIn(timeZone, runAt);
  const last = addDays(sendDay, -1);
  const first = frequency === "daily" ? last : addDays(sendDay, -7);
  return { from: formatDay(first), to: formatDay(last) };
}
