import { randomUUID } from "node:crypto";
import {
  TEMPLATE_LIMITS,
  TEMPLATE_NO_INDEX_MESSAGE,
  TEMPLATE_NOT_FOUND,
  type TemplateRecord,
  type TemplateReport,
  type TemplateSummary,
} from "@adstudio/contract";
import { html5Facts, html5Root, readZipArchive, validate } from "@adstudio/creative/validate";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { contentTypeOf } from "../../http/content-type.js";
import { badRequest, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { creativeAddress } from "../../http/public-url.js";
import { isUuid, recordId } from "../../http/record-id.js";
import { templateFolder } from "../../storage/creative-folders.js";
import { companyExists, scopeOf } from "../ads/index.js";
import type { ReceivedZip } from "./receive-zip.js";
import * as repo from "./repo.js";

export const NO_COMPANY_MESSAGE =
  "You do not belong to any company, so you cannot upload templates. Ask an administrator to add you to one.";
export const NOT_YOUR_COMPANY_MESSAGE = "Choose one of your companies.";
export const UNKNOWN_COMPANY_MESSAGE = "The company does not exist.";

const fileRefusal = (message: string) => badRequest(message, { file: message });

function toSummary(row: repo.TemplateWithCompany, origin: string, cdnUrl?: string): TemplateSummary {
  return {
    _id: row.id,
    name: row.name,
    size: row.size,
    clickTag: row.clickTag,
    errors: row.report.issues.filter((i) => i.severity === "error").length,
    warnings: row.report.issues.filter((i) => i.severity === "warning").length,
    location: creativeAddress(origin, `/${templateFolder(row.id)}index.html`, cdnUrl),
    company: { _id: row.companyId, name: row.companyName },
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toRecord = (row: repo.TemplateWithCompany, origin: string): TemplateRecord => ({
  ...toSummary(row, origin),
  report: row.report,
});

export async function visibleTemplate(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await repo.findTemplate(deps.database.db, recordId(id, TEMPLATE_NOT_FOUND), scopeOf(auth));
  // Another company's template answers exactly like a missing one.
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** The named company (own, or any existing one for the admin group), else the caller's first. */
async function owningCompany(deps: AppDeps, auth: AuthContext, named: string | undefined): Promise<string> {
  const scope = scopeOf(auth);
  if (!named) {
    const first = scope?.[0];
    if (first !== undefined) return first;
    const message = scope === null ? "Choose the template's company." : NO_COMPANY_MESSAGE;
    throw badRequest(message, { company: message });
  }
  if (scope !== null && !scope.includes(named)) {
    throw badRequest(NOT_YOUR_COMPANY_MESSAGE, { company: NOT_YOUR_COMPANY_MESSAGE });
  }
  if (!isUuid(named) || !(await companyExists(deps.database.db, named))) {
    throw badRequest(UNKNOWN_COMPANY_MESSAGE, { company: UNKNOWN_COMPANY_MESSAGE });
  }
  return named;
}

/** The file name without its folder, `.zip`, control characters or runs of spaces; "Template" when nothing is left. */
export function templateName(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? "").replace(/\.zip$/i, "");
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return [...cleaned].slice(0, 120).join("") || "Template";
}

/** Writes every file under the template's folder; on any failure removes what was written. */
async function storeFiles(deps: AppDeps, id: string, files: Record<string, Uint8Array>): Promise<void> {
  const written: string[] = [];
  try {
    for (const [name, bytes] of Object.entries(files)) {
      const key = `${templateFolder(id)}${name}`;
      await deps.storage.put(key, bytes, contentTypeOf(name));
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function removeFiles(deps: AppDeps, id: string): Promise<void> {
  const keys = await deps.storage.list(templateFolder(id));
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}

/**
 * Checks a zip against the template limits, detects its size and clickTag, validates it (IAB profile),
 * then hosts its files and records it; answers the new id. Every check runs before anything is written,
 * so a refused zip stores nothing; a failed write removes what it wrote. Uploads and the demo seed use it.
 */
export async function hostTemplate(
  deps: AppDeps,
  input: { companyId: string; createdBy: string | null; name: string; bytes: Uint8Array },
): Promise<string> {
  const archive = readZipArchive(input.bytes, TEMPLATE_LIMITS);
  if (!archive.ok) throw fileRefusal(archive.message);
  const files = html5Root(archive.files);
  if (!files) throw fileRefusal(TEMPLATE_NO_INDEX_MESSAGE);

  const facts = html5Facts(files);
  const report: TemplateReport = {
    issues: validate({ kind: "files", files }, { profile: "iab" }),
    files: Object.keys(files).length,
    bytes: Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0),
  };
  const id = randomUUID();
  await storeFiles(deps, id, files);
  try {
    await repo.insertTemplate(deps.database.db, {
      id,
      companyId: input.companyId,
      name: input.name,
      size: facts.size,
      clickTag: facts.clickTag,
      report,
      createdBy: input.createdBy,
    });
  } catch (error) {
    await removeFiles(deps, id);
    throw error;
  }
  return id;
}

/** An upload: the caller's company (or the one named), the name given or the file's, then {@link hostTemplate}. */
export async function uploadTemplate(
  deps: AppDeps,
  auth: AuthContext,
  zip: ReceivedZip,
  query: { name?: string | undefined; company?: string | undefined },
  origin: string,
) {
  const companyId = await owningCompany(deps, auth, query.company);
  const id = await hostTemplate(deps, {
    companyId,
    createdBy: auth.user.id,
    name: query.name || templateName(zip.fileName),
    bytes: zip.bytes,
  });
  return getTemplate(deps, auth, id, origin);
}

export async function listTemplates(
  deps: AppDeps,
  auth: AuthContext,
  query: ListQuery<repo.TemplateSortField>,
  origin: string,
) {
  const { rows, ...counted } = await repo.listTemplates(deps.database.db, query, scopeOf(auth));
  return { templates: rows.map((row) => toSummary(row, origin)), page: query.page, ...counted };
}

export async function getTemplate(deps: AppDeps, auth: AuthContext, id: string, origin: string) {
  return { template: toRecord(await visibleTemplate(deps, auth, id), origin) };
}

export async function renameTemplate(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  name: string,
  origin: string,
) {
  const current = await visibleTemplate(deps, auth, id);
  if (!(await repo.renameTemplate(deps.database.db, current.id, name))) throw notFound(TEMPLATE_NOT_FOUND);
  return getTemplate(deps, auth, current.id, origin);
}

/** Deletes the row first (the template is gone for everyone at once), then its hosted files. */
export async function deleteTemplate(deps: AppDeps, auth: AuthContext, id: string) {
  const current = await visibleTemplate(deps, auth, id);
  if (!(await repo.deleteTemplate(deps.database.db, current.id))) throw notFound(TEMPLATE_NOT_FOUND);
  await removeFiles(deps, current.id);
  return { message: "Deleted successfully" };
}
