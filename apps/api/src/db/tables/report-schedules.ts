import type { ReportFilters, ReportFrequency } from "@adstudio/core";
import { type AnyColumn, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

type ReportColumns = Record<"name" | "frequency" | "nextRunAt" | "createdAt", AnyColumn>;

/** How the schedule list sorts by the contract's sort fields. */
export const reportScheduleSortKeys = (t: ReportColumns) => ({
  name: textKey(t.name),
  frequency: plainKey(t.frequency),
  nextRunAt: plainKey(t.nextRunAt),
  createdAt: plainKey(t.createdAt),
});

/**
 * Scheduled analytics reports (spec endpoint group reportSchedule). `next_run_at` is when the report is
 * due (null while paused): every API process claims due rows with `FOR UPDATE SKIP LOCKED` and moves
 * `next_run_at` on in the same transaction as the send, so a report is mailed once however many
 * processes run. `company_id` scopes it like campaigns.
 */
export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id").notNull(),
    createdBy: uuid("created_by"),
    name: text("name").notNull(),
    recipients: text("recipients").array().notNull(),
    frequency: text("frequency").$type<ReportFrequency>().notNull(),
    weekday: integer("weekday").notNull(),
    hour: integer("hour").notNull(),
    timeZone: text("time_zone").notNull(),
    filters: jsonb("filters").$type<ReportFilters>().notNull(),
    active: boolean("active").notNull().default(true),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("report_schedules_company_idx").on(t.companyId),
    // The scheduler's claim reads only due, active rows.
    index("report_schedules_due_idx").on(t.nextRunAt).where(sql`${t.nextRunAt} is not null`),
    ...sortIndexes("report_schedules", reportScheduleSortKeys(t), t.id),
  ],
);
