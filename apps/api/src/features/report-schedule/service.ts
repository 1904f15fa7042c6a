import { randomUUID } from "node:crypto";
import type { ReportScheduleRecord } from "@adstudio/contract";
import { isAdmin, nextReportRun, type ReportScheduleValues } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { recordId } from "../../http/record-id.js";
import { companyChoices } from "../campaign/index.js";
import * as repo from "./repo.js";

export const REPORT_NOT_FOUND = "Report schedule not found";
export const REPORT_NOT_YOUR_COMPANY = "Choose one of your companies.";
export const REPORT_UNKNOWN_COMPANY = "The company does not exist.";
export const REPORT_CAMPAIGN_ELSEWHERE = "The campaign is not one of this company's.";
export const REPORT_AD_ELSEWHERE = "The ad is not one of this company's.";

export const scopeOf = (auth: AuthContext): repo.CompanyScope =>
  isAdmin(auth) ? null : auth.user.companyIds;

export function toRecord(row: repo.ReportScheduleWithCompany): ReportScheduleRecord {
  return {
    _id: row.id,
    name: row.name,
    company: { _id: row.companyId, name: row.companyName },
    recipients: row.recipients,
    frequency: row.frequency,
    weekday: row.weekday,
    hour: row.hour,
    timeZone: row.timeZone,
    filters: {
      campaign: row.filters.campaign ?? "",
      ad: row.filters.ad ?? "",
      format: row.filters.format ?? "",
    },
    active: row.active,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The company must be one of the caller's (any existing one for the admin group), and a campaign or ad
 * filter must belong to it: a report never carries another company's figures.
 */
async function validSave(deps: AppDeps, auth: AuthContext, body: ReportScheduleValues) {
  const { db } = deps.database;
  const scope = scopeOf(auth);
  if (scope !== null && !scope.includes(body.company)) {
    throw badRequest(REPORT_NOT_YOUR_COMPANY, { company: REPORT_NOT_YOUR_COMPANY });
  }
  if (!(await repo.companyExists(db, body.company))) {
    throw badRequest(REPORT_UNKNOWN_COMPANY, { company: REPORT_UNKNOWN_COMPANY });
  }
  const { campaign, ad } = body.filters;
  if (campaign && !(await repo.campaignOfCompany(db, campaign, body.company))) {
    throw badRequest(REPORT_CAMPAIGN_ELSEWHERE, { "filters.campaign": REPORT_CAMPAIGN_ELSEWHERE });
  }
  if (ad && !(await repo.adOfCompany(db, ad, body.company))) {
    throw badRequest(REPORT_AD_ELSEWHERE, { "filters.ad": REPORT_AD_ELSEWHERE });
  }
}

/** The stored columns; the next send is worked out from `now` (paused: none). */
function columns(body: ReportScheduleValues, now: Date) {
  return {
    companyId: body.company,
    name: body.name,
    recipients: body.recipients,
    frequency: body.frequency,
    weekday: body.weekday,
    hour: body.hour,
    timeZone: body.timeZone,
    filters: body.filters,
    active: body.active,
    nextRunAt: body.active ? nextReportRun(body, now) : null,
  };
}

async function visibleSchedule(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await repo.findSchedule(deps.database.db, recordId(id, REPORT_NOT_FOUND), scopeOf(auth));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

export async function listSchedules(
  deps: AppDeps,
  auth: AuthContext,
  query: ListQuery<repo.ReportScheduleSortField>,
) {
  const { rows, ...counted } = await repo.listSchedules(deps.database.db, query, scopeOf(auth));
  return { reportSchedules: rows.map(toRecord), page: query.page, ...counted };
}

export async function getSchedule(deps: AppDeps, auth: AuthContext, id: string) {
  return { reportSchedule: toRecord(await visibleSchedule(deps, auth, id)) };
}

export async function createSchedule(
  deps: AppDeps,
  auth: AuthContext,
  body: ReportScheduleValues,
  now: Date,
) {
  await validSave(deps, auth, body);
  const id = randomUUID();
  await repo.insertSchedule(deps.database.db, id, { ...columns(body, now), createdBy: auth.user.id });
  return getSchedule(deps, auth, id);
}

export async function updateSchedule(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: ReportScheduleValues,
  now: Date,
) {
  const current = await visibleSchedule(deps, auth, id);
  await validSave(deps, auth, body);
  if (!(await repo.updateSchedule(deps.database.db, current.id, columns(body, now)))) {
    throw notFound(REPORT_NOT_FOUND);
  }
  return getSchedule(deps, auth, current.id);
}

export async function deleteSchedule(deps: AppDeps, auth: AuthContext, id: string) {
  const current = await visibleSchedule(deps, auth, id);
  if (!(await repo.deleteSchedule(deps.database.db, current.id))) throw notFound(REPORT_NOT_FOUND);
  return { message: "Report schedule deleted successfully" };
}

/** The companies whose figures the caller may report on: every company for the admin group, else their own. */
export async function reportCompanies(deps: AppDeps, auth: AuthContext) {
  const rows = await companyChoices(deps.database.db, scopeOf(auth));
  return { companies: rows.map((row) => ({ _id: row.id, name: row.name })) };
}
