import type { reportScheduleEndpoints, SortFieldOf } from "@adstudio/contract";
import { and, eq, ilike, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { ads, campaigns, companies, reportScheduleSortKeys, reportSchedules } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type ReportScheduleColumns = Omit<
  typeof reportSchedules.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "lastSentAt" | "lastError"
>;
export type ReportScheduleWithCompany = ReportScheduleRow & { companyName: string };
export type ReportScheduleSortField = SortFieldOf<typeof reportScheduleEndpoints.list>;

/** `null`: every company's schedules (the admin group); a list: only those companies' (empty: none). */
export type CompanyScope = readonly string[] | null;

const SORT_COLUMNS = reportScheduleSortKeys(reportSchedules) satisfies Record<
  ReportScheduleSortField,
  unknown
>;
const companyMatch = eq(sql`${companies.id}::text`, reportSchedules.companyId);
const withCompany = { schedule: reportSchedules, companyName: sql<string>`coalesce(${companies.name}, '')` };
const flatten = ({ schedule, companyName }: { schedule: ReportScheduleRow; companyName: string }) => ({
  ...schedule,
  companyName,
});

function scopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(reportSchedules.companyId, [...scope]);
}

export async function listSchedules(
  db: Executor,
  query: ListQuery<ReportScheduleSortField>,
  scope: CompanyScope,
): Promise<{ rows: ReportScheduleWithCompany[] } & ListTotal> {
  const where = and(
    scopeCondition(scope),
    query.search ? ilike(reportSchedules.name, containsPattern(query.search)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(withCompany)
      .from(reportSchedules)
      .leftJoin(companies, companyMatch)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, reportSchedules.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, { table: reportSchedules }, where),
  ]);
  return { rows: rows.map(flatten), ...counted };
}

export async function findSchedule(
  db: Executor,
  id: string,
  scope: CompanyScope,
): Promise<ReportScheduleWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(reportSchedules)
    .leftJoin(companies, companyMatch)
    .where(and(eq(reportSchedules.id, id), scopeCondition(scope)));
  return row ? flatten(row) : undefined;
}

export async function insertSchedule(db: Executor, id: string, values: ReportScheduleColumns) {
  await db.insert(reportSchedules).values({ id, ...values });
}

/** Replaces the settings; a changed schedule starts afresh, so an old failure no longer shows. */
export async function updateSchedule(
  db: Executor,
  id: string,
  values: Omit<ReportScheduleColumns, "createdBy">,
) {
  const rows = await db
    .update(reportSchedules)
    .set({ ...values, lastError: "", updatedAt: new Date() })
    .where(eq(reportSchedules.id, id))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

export async function deleteSchedule(db: Executor, id: string) {
  const rows = await db
    .delete(reportSchedules)
    .where(eq(reportSchedules.id, id))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

export async function companyExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`${companies.id}::text`, id));
  return row !== undefined;
}

/** Whether a filter's campaign (or ad) belongs to the report's company. */
export async function campaignOfCompany(db: Executor, id: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.companyId, companyId)));
  return row !== undefined;
}

export async function adOfCompany(db: Executor, id: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.companyId, companyId), eq(ads.isTemplate, false)));
  return row !== undefined;
}

/**
 * Locks up to `limit` due schedules for this transaction. Rows another process holds are skipped, not
 * waited for, and a row that process has moved on (its `next_run_at` now later) no longer matches when
 * PostgreSQL re-reads it: each due send is claimed by exactly one process.
 */
export async function claimDue(db: Executor, now: Date, limit: number): Promise<ReportScheduleWithCompany[]> {
  const rows = await db
    .select(withCompany)
    .from(reportSchedules)
    .leftJoin(companies, companyMatch)
    .where(
      and(
        eq(reportSchedules.active, true),
        isNotNull(reportSchedules.nextRunAt),
        lte(reportSchedules.nextRunAt, now),
      ),
    )
    .orderBy(reportSchedules.nextRunAt)
    .limit(limit)
    .for("update", { of: reportSchedules, skipLocked: true });
  return rows.map(flatten);
}

/** Records a send (or a failed attempt) and when the schedule is due next. */
export async function recordRun(
  db: Executor,
  id: string,
  outcome: { nextRunAt: Date; sentAt: Date | null; error: string },
) {
  await db
    .update(reportSchedules)
    .set({
      nextRunAt: outcome.nextRunAt,
      lastError: outcome.error,
      ...(outcome.sentAt ? { lastSentAt: outcome.sentAt } : {}),
    })
    .where(eq(reportSchedules.id, id));
}
