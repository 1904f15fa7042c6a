import { randomUUID } from "node:crypto";
import type { CompanyRecord } from "@adstudio/contract";
import type { CompanyInput } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import { isUniqueViolation } from "../../db/query-helpers.js";
import type { StoredFileRef } from "../../db/schema.js";
import { conflict, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { recordId } from "../../http/record-id.js";
import type { Logger } from "../../logger.js";
import { applyLogo, type LogoChange, logoRecord, removeLogoFile } from "./logo.js";
import * as repo from "./repo.js";

const COMPANY_NOT_FOUND = "Company not found";

export function toCompanyRecord(row: repo.CompanyRow): CompanyRecord {
  return {
    _id: row.id,
    name: row.name,
    shortName: row.shortName,
    domains: row.domains,
    logo: row.logo ? logoRecord(row.logo) : null,
    address: row.address,
    country: row.country,
    city: row.city,
    state: row.state,
    pin: row.pin,
    phone: row.phone,
    mobile: row.mobile,
    contactPerson: {
      name: row.contactPerson.name ?? "",
      email: row.contactPerson.email ?? "",
      phone: row.contactPerson.phone ?? "",
      mobile: row.contactPerson.mobile ?? "",
    },
    status: row.status,
    approvalRequired: row.approvalRequired,
  };
}

function duplicateShortName(shortName: string) {
  const message = `A company with the short name '${shortName}' already exists.`;
  return conflict(message, { shortName: message });
}

/** `status` and `approvalRequired` left out keep the current ones (a new company is active, without approval). */
function toValues(
  input: CompanyInput,
  logo: StoredFileRef | null,
  current: { status: boolean; approvalRequired: boolean } = { status: true, approvalRequired: false },
): repo.CompanyValues {
  return {
    name: input.name,
    shortName: input.shortName,
    domains: input.domains,
    logo,
    address: input.address,
    country: input.country,
    city: input.city,
    state: input.state,
    pin: input.pin,
    phone: input.phone,
    mobile: input.mobile,
    contactPerson: { ...input.contactPerson },
    status: input.status ?? current.status,
    approvalRequired: input.approvalRequired ?? current.approvalRequired,
  };
}

async function existingCompany(deps: AppDeps, id: string): Promise<repo.CompanyRow> {
  const row = await repo.findCompanyById(deps.database.db, recordId(id, COMPANY_NOT_FOUND));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** Runs a write after a logo was stored; if the write fails, the new file is removed again. */
async function withLogo<T>(deps: AppDeps, change: LogoChange, log: Logger, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (change.writtenKey) {
      await removeLogoFile(deps.storage, change.logo, log);
    }
    throw error;
  }
}

export async function listCompanies(deps: AppDeps, query: ListQuery<repo.CompanySortField>) {
  const { rows, ...counted } = await repo.listCompanies(deps.database.db, query);
  return { company: rows.map(toCompanyRecord), page: query.page, ...counted };
}

export async function getCompany(deps: AppDeps, id: string) {
  return { company: toCompanyRecord(await existingCompany(deps, id)) };
}

export async function createCompany(deps: AppDeps, input: CompanyInput, log: Logger) {
  const { db } = deps.database;
  if (await repo.findCompanyByShortName(db, input.shortName)) throw duplicateShortName(input.shortName);
  const id = randomUUID();
  const change = await applyLogo(deps.storage, id, input.logo, null);
  const row = await withLogo(deps, change, log, async () => {
    try {
      return await repo.insertCompany(db, id, toValues(input, change.logo));
    } catch (error) {
      if (isUniqueViolation(error, repo.SHORT_NAME_INDEX)) throw duplicateShortName(input.shortName);
      throw error;
    }
  });
  return { company: toCompanyRecord(row) };
}

/**
 * Replaces every field; an omitted `status` or `approvalRequired` keeps the current one, and so does an
 * omitted `logo` (`null` removes it, and its file).
 */
export async function updateCompany(deps: AppDeps, id: string, input: CompanyInput, log: Logger) {
  const { db } = deps.database;
  const current = await existingCompany(deps, id);
  const holder = await repo.findCompanyByShortName(db, input.shortName);
  if (holder && holder.id !== current.id) throw duplicateShortName(input.shortName);
  const change = await applyLogo(deps.storage, current.id, input.logo, current.logo);
  const row = await withLogo(deps, change, log, async () => {
    try {
      return await repo.updateCompany(db, current.id, toValues(input, change.logo, current));
    } catch (error) {
      if (isUniqueViolation(error, repo.SHORT_NAME_INDEX)) throw duplicateShortName(input.shortName);
      throw error;
    }
  });
  if (!row) {
    if (change.writtenKey) await removeLogoFile(deps.storage, change.logo, log);
    throw notFound(COMPANY_NOT_FOUND);
  }
  if (current.logo && current.logo.location !== change.logo?.location) {
    await removeLogoFile(deps.storage, current.logo, log);
  }
  return { company: toCompanyRecord(row) };
}

export async function deleteCompany(deps: AppDeps, id: string, log: Logger) {
  const current = await existingCompany(deps, id);
  const row = await repo.deleteCompany(deps.database.db, current.id);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  await removeLogoFile(deps.storage, row.logo, log);
  return { message: "Company deleted successfully" };
}
