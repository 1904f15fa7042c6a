import { randomUUID } from "node:crypto";
import type { CampaignRecord, CampaignSummary, CampaignValues } from "@adstudio/contract";
import { isAdmin, isPlainObject } from "@adstudio/core";
import {
  type CampaignStatus,
  campaignTemplate,
  compileTemplate,
  type FormValues,
  isEmpty,
} from "@adstudio/form-engine";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { isUuid, recordId } from "../../http/record-id.js";
import type { Logger } from "../../logger.js";
import { withRichTextHtml } from "../rich-text/index.js";
import { attachmentKeys, removeKeys, storeUploads, uploadRules } from "./attachments.js";
import * as repo from "./repo.js";

/** The campaign form, compiled once: the same rules the studio shows, checked on every save. */
export const campaignForm = compileTemplate(campaignTemplate);
const UPLOADS = uploadRules(campaignTemplate);

export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const NO_COMPANY_MESSAGE =
  "You do not belong to any company, so you cannot create campaigns. Ask an administrator to add you to one.";
export const NOT_YOUR_COMPANY_MESSAGE = "Choose one of your companies.";
export const UNKNOWN_COMPANY_MESSAGE = "The advertiser company does not exist.";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function toSummary(row: repo.CampaignWithCompany): CampaignSummary {
  return {
    _id: row.id,
    name: row.name,
    // Checked by the template on save, whose status options the contract documents.
    status: row.status as CampaignStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    totalBudget: Number(row.totalBudget),
    brand: text(row.values.brand),
    objective: text(row.values.objective),
    company: { _id: row.companyId, name: row.companyName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRecord(row: repo.CampaignWithCompany): CampaignRecord {
  // Rich text stored as markdown before issue 18 is converted as it is read (see richTextHtml).
  return {
    ...toSummary(row),
    createdBy: row.createdBy,
    values: withRichTextHtml(campaignForm.index.root, row.values),
  };
}

/** Campaigns a caller may see: the admin group all, anyone else those of their own companies. */
export function scopeOf(auth: AuthContext): repo.CompanyScope {
  return isAdmin(auth) ? null : auth.user.companyIds;
}

/** The template's fields only: unknown keys of the body (and of each flight) are dropped, not stored. */
function knownValues(body: CampaignValues): FormValues {
  const values: FormValues = {};
  for (const entry of campaignForm.index.root) {
    const name = entry.field.name;
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
    if (entry.field.kind === "array" && Array.isArray(value)) {
      const children = entry.children.map((child) => child.field.name);
      values[name] = value.map((row) =>
        isPlainObject(row)
          ? Object.fromEntries(
              children.filter((key) => Object.hasOwn(row, key)).map((key) => [key, row[key]]),
            )
          : row,
      );
    } else {
      values[name] = value;
    }
  }
  return values;
}

/**
 * Validates a save: the body's template fields, the advertiser company filled in with the caller's first
 * company when left empty (callers outside the admin group), the compiled schema (400 `{message, errors}`
 * keyed by value path), then the company: one of the caller's own, or for the admin group any existing one.
 * Answers the values with every computed field recomputed here.
 */
async function validSave(deps: AppDeps, auth: AuthContext, body: CampaignValues): Promise<FormValues> {
  // Rich text is stored as sanitised HTML; the length limit applies to what is stored.
  const values = withRichTextHtml(campaignForm.index.root, knownValues(body));
  const scope = scopeOf(auth);
  if (scope !== null) {
    const [first] = scope;
    if (first === undefined) throw badRequest(NO_COMPANY_MESSAGE, { advertiserCompany: NO_COMPANY_MESSAGE });
    if (isEmpty(values.advertiserCompany)) values.advertiserCompany = first;
  }
  const result = campaignForm.validate(values);
  if (!result.success) throw badRequest(result.message, result.errors);
  const company = String(result.values.advertiserCompany);
  if (scope !== null && !scope.includes(company)) {
    throw badRequest(NOT_YOUR_COMPANY_MESSAGE, { advertiserCompany: NOT_YOUR_COMPANY_MESSAGE });
  }
  if (!isUuid(company) || (await repo.findCompanyName(deps.database.db, company)) === undefined) {
    throw badRequest(UNKNOWN_COMPANY_MESSAGE, { advertiserCompany: UNKNOWN_COMPANY_MESSAGE });
  }
  return result.values;
}

function columns(values: FormValues) {
  const day = (value: unknown) => (typeof value === "string" && value !== "" ? value.slice(0, 10) : null);
  return {
    companyId: String(values.advertiserCompany),
    name: String(values.name).trim(),
    status: String(values.status),
    startDate: day(values.startDate),
    endDate: day(values.endDate),
    values,
    totalBudget: Number(values.totalBudget) || 0,
  };
}

async function visibleCampaign(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await repo.findCampaign(deps.database.db, recordId(id, CAMPAIGN_NOT_FOUND), scopeOf(auth));
  // Another company's campaign answers exactly like a missing one.
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

export async function listCampaigns(
  deps: AppDeps,
  auth: AuthContext,
  query: ListQuery<repo.CampaignSortField>,
) {
  const { rows, ...counted } = await repo.listCampaigns(deps.database.db, query, scopeOf(auth));
  return { campaigns: rows.map(toSummary), page: query.page, ...counted };
}

export async function getCampaign(deps: AppDeps, auth: AuthContext, id: string) {
  return { campaign: toRecord(await visibleCampaign(deps, auth, id)) };
}

export async function createCampaign(deps: AppDeps, auth: AuthContext, body: CampaignValues) {
  const values = await validSave(deps, auth, body);
  const id = randomUUID();
  const uploads = await storeUploads(deps.storage, id, values, null, UPLOADS);
  try {
    await repo.insertCampaign(deps.database.db, id, { ...columns(uploads.values), createdBy: auth.user.id });
  } catch (error) {
    await removeKeys(deps.storage, uploads.written);
    throw error;
  }
  return getCampaign(deps, auth, id);
}

/** Replaces the campaign's values; files it no longer references are removed after the write. */
export async function updateCampaign(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: CampaignValues,
  log: Logger,
) {
  const current = await visibleCampaign(deps, auth, id);
  const values = await validSave(deps, auth, body);
  const uploads = await storeUploads(deps.storage, current.id, values, current.values, UPLOADS);
  let row: repo.CampaignRow | undefined;
  try {
    row = await repo.updateCampaign(deps.database.db, current.id, columns(uploads.values));
  } catch (error) {
    await removeKeys(deps.storage, uploads.written, log);
    throw error;
  }
  if (!row) {
    await removeKeys(deps.storage, uploads.written, log);
    throw notFound(CAMPAIGN_NOT_FOUND);
  }
  const kept = attachmentKeys(deps.storage, uploads.values, UPLOADS);
  const dropped = [...attachmentKeys(deps.storage, current.values, UPLOADS)].filter((key) => !kept.has(key));
  await removeKeys(deps.storage, dropped, log);
  return getCampaign(deps, auth, current.id);
}

export async function deleteCampaign(deps: AppDeps, auth: AuthContext, id: string, log: Logger) {
  const current = await visibleCampaign(deps, auth, id);
  const row = await repo.deleteCampaign(deps.database.db, current.id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  await removeKeys(deps.storage, attachmentKeys(deps.storage, row.values, UPLOADS), log);
  return { message: "Campaign deleted successfully" };
}

/** The companies the caller may own campaigns by: every company for the admin group, else their own. */
export async function campaignCompanies(deps: AppDeps, auth: AuthContext) {
  const rows = await repo.companyChoices(deps.database.db, scopeOf(auth));
  return { companies: rows.map((row) => ({ _id: row.id, name: row.name })) };
}
