import { randomUUID } from "node:crypto";
import {
  AD_CAMPAIGN_CHOICES_LIMIT,
  AD_STALE_MESSAGE,
  type AdChoices,
  type AdCreateInput,
  type AdRecord,
  type AdStatus,
  type AdSummary,
  type AdUpdateInput,
} from "@adstudio/contract";
import { type AdType, can, isAdmin } from "@adstudio/core";
import { type AdDocument, blankDocument, isCurrentDocument, upgradeDocument } from "@adstudio/creative";
import { sizeOfferProblem } from "@adstudio/creative/resize";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { creativeAddress } from "../../http/public-url.js";
import { isUuid, recordId } from "../../http/record-id.js";
import { companyChoices } from "../campaign/index.js";
import * as repo from "./repo.js";

export const AD_NOT_FOUND = "Ad not found";
export const TEMPLATE_NOT_FOUND = "The ad to start from was not found.";
export const NO_COMPANY_MESSAGE =
  "You do not belong to any company, so you cannot create ads. Ask an administrator to add you to one.";
export const NOT_YOUR_COMPANY_MESSAGE = "Choose one of your companies.";
export const UNKNOWN_COMPANY_MESSAGE = "The company does not exist.";
export const UNKNOWN_CAMPAIGN_MESSAGE = "The campaign does not exist or belongs to another company.";
export const FORMAT_MISMATCH_MESSAGE = "The document's format must be the ad's type.";
export const XR_STUDIO_MESSAGE = "Creating an AI tracker ad needs the XRStudio permission.";
export const ADMIN_FORMAT_MESSAGE = "Only the admin group creates Image Generator ads.";

/**
 * The Create Ads menu's rules, held on the server too (spec studio §4, §6): the AI tracker is XR Studio's
 * (its own permission) and image-generator is offered to the admin group only.
 */
export function checkMayStart(auth: AuthContext, type: AdType): void {
  if (type === "ai-tracker" && !can(auth, "XRStudio")) throw forbidden(XR_STUDIO_MESSAGE);
  if (type === "image-generator" && !isAdmin(auth)) throw forbidden(ADMIN_FORMAT_MESSAGE);
}

/** Ads a caller may see: the admin group all, anyone else those of their own companies. */
export function scopeOf(auth: AuthContext): repo.CompanyScope {
  return isAdmin(auth) ? null : auth.user.companyIds;
}

/**
 * An ad as answers give it. `origin` (the caller's `publicOrigin`) makes the stored site-relative
 * `location` and `thumbnail` absolute: clients on other sites and the CLI need absolute addresses, and the
 * studio gets the host name it is browsed under, which its CSP allows.
 */
export function toSummary(row: repo.AdWithCompany, origin: string, cdnUrl?: string): AdSummary {
  return {
    _id: row.id,
    name: row.name,
    type: row.type as AdType,
    location: creativeAddress(origin, row.location, cdnUrl),
    thumbnail: creativeAddress(origin, row.thumbnail, cdnUrl),
    teaser: row.document.teaser,
    // The spec's list of `{name}`: the features the ad uses, once each.
    features: [...new Set(row.document.features.map((f) => f.type))].map((name) => ({ name })),
    coverImage: row.coverImage ?? null,
    company: { _id: row.companyId, name: row.companyName, logo: row.companyLogo },
    campaign: row.campaignId,
    campaignName: row.campaignName,
    previewName: row.previewName,
    previewHeading: row.previewHeading,
    status: row.status as AdStatus,
    revision: row.revision,
    version: row.latestVersion,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRecord(row: repo.AdWithCompany, origin: string, cdnUrl?: string): AdRecord {
  return { ...toSummary(row, origin, cdnUrl), document: row.document };
}

/**
 * A stored row with its document as the current version. Rows saved before the last migration are
 * upgraded as they are read (bodies are upgraded before they are stored, so current rows skip this).
 * One this Adstudio cannot read (saved by a newer one) is left as stored: the editor runs the same
 * upgrade before opening and says why it cannot.
 */
export function withCurrentDocument<R extends { document: AdDocument }>(row: R): R {
  if (isCurrentDocument(row.document)) return row;
  const upgraded = upgradeDocument(row.document);
  return upgraded.ok ? { ...row, document: upgraded.document } : row;
}

export async function visibleAd(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  message = AD_NOT_FOUND,
  kind?: repo.AdKind,
) {
  const row = await repo.findAd(deps.database.db, recordId(id, message), scopeOf(auth), kind);
  // Another company's ad answers exactly like a missing one.
  if (!row) throw notFound(message);
  return withCurrentDocument(row);
}

/** The owning company of a new ad: the one named (own, or any existing for the admin group), else the first own. */
export async function owningCompany(
  deps: AppDeps,
  auth: AuthContext,
  named: string | undefined,
): Promise<string> {
  const scope = scopeOf(auth);
  if (named === undefined || named === "") {
    const first = scope?.[0];
    if (scope !== null && first === undefined)
      throw badRequest(NO_COMPANY_MESSAGE, { company: NO_COMPANY_MESSAGE });
    if (first !== undefined) return first;
    throw badRequest(UNKNOWN_COMPANY_MESSAGE, { company: "Choose the ad's company." });
  }
  if (scope !== null && !scope.includes(named)) {
    throw badRequest(NOT_YOUR_COMPANY_MESSAGE, { company: NOT_YOUR_COMPANY_MESSAGE });
  }
  if (!isUuid(named) || !(await repo.companyExists(deps.database.db, named))) {
    throw badRequest(UNKNOWN_COMPANY_MESSAGE, { company: UNKNOWN_COMPANY_MESSAGE });
  }
  return named;
}

async function checkCampaign(deps: AppDeps, campaign: string | null | undefined, company: string) {
  if (!campaign) return;
  if ((await repo.campaignCompany(deps.database.db, campaign)) !== company) {
    throw badRequest(UNKNOWN_CAMPAIGN_MESSAGE, { campaign: UNKNOWN_CAMPAIGN_MESSAGE });
  }
}

function checkFormat(document: AdDocument, type: string) {
  if (document.format !== type) {
    throw badRequest(FORMAT_MISMATCH_MESSAGE, { "document.format": FORMAT_MISMATCH_MESSAGE });
  }
}

/**
 * A save may add only sizes the format offers (custom ones where it allows them); sizes the ad already
 * had (an import's, an older rule's) still save, so no stored ad becomes unsaveable.
 */
function checkAddedSizes(next: AdDocument, current: AdDocument) {
  for (const key of Object.keys(next.teaser)) {
    if (Object.hasOwn(current.teaser, key)) continue;
    const problem = sizeOfferProblem(next.format, key);
    if (problem) throw badRequest(problem, { [`document.teaser.${key}`]: problem });
  }
}

export async function listAds(
  deps: AppDeps,
  auth: AuthContext,
  query: ListQuery<repo.AdSortField>,
  filters: repo.AdFilters,
  origin: string,
) {
  const { rows, ...counted } = await repo.listAds(deps.database.db, query, filters, scopeOf(auth));
  return {
    ads: rows.map((row) => toSummary(withCurrentDocument(row), origin, deps.config.cdnUrl)),
    page: query.page,
    ...counted,
  };
}

/** The companies and campaigns the caller's ads may belong to (the list's filters, a new ad's owner). */
export async function adChoices(deps: AppDeps, auth: AuthContext): Promise<AdChoices> {
  const scope = scopeOf(auth);
  const db = deps.database.db;
  const [companies, campaigns] = await Promise.all([
    companyChoices(db, scope),
    repo.campaignChoices(db, scope, AD_CAMPAIGN_CHOICES_LIMIT),
  ]);
  return {
    companies: companies.map(({ id, name }) => ({ _id: id, name })),
    campaigns: campaigns.map(({ id, name, companyId }) => ({ _id: id, name, company: companyId })),
  };
}

export async function getAd(deps: AppDeps, auth: AuthContext, id: string, origin: string) {
  return { ad: toRecord(await visibleAd(deps, auth, id), origin, deps.config.cdnUrl) };
}

/**
 * The ad (or, with readTemplate, the rich-media template) a new ad starts from: "Use template" and
 * cloning both send its id as `template`.
 */
async function startingPoint(deps: AppDeps, auth: AuthContext, id: string) {
  if (can(auth, "readTemplate")) {
    const row = await repo.findAd(deps.database.db, recordId(id, TEMPLATE_NOT_FOUND), scopeOf(auth), {
      template: true,
    });
    if (row) return withCurrentDocument(row);
  }
  return visibleAd(deps, auth, id, TEMPLATE_NOT_FOUND);
}

/** Starts from the given document, a template or ad the caller can see (renamed), or the format's blank one. */
async function startingDocument(deps: AppDeps, auth: AuthContext, body: AdCreateInput): Promise<AdDocument> {
  if (body.document) {
    checkFormat(body.document, body.type);
    return { ...body.document, name: body.name };
  }
  if (body.template) {
    const template = await startingPoint(deps, auth, body.template);
    checkFormat(template.document, body.type);
    return { ...template.document, name: body.name };
  }
  return blankDocument(body.type, body.name);
}

export async function createAd(deps: AppDeps, auth: AuthContext, body: AdCreateInput, origin: string) {
  checkMayStart(auth, body.type);
  const companyId = await owningCompany(deps, auth, body.company);
  await checkCampaign(deps, body.campaign, companyId);
  const document = await startingDocument(deps, auth, body);
  const id = randomUUID();
  await repo.insertAd(deps.database.db, id, {
    companyId,
    campaignId: body.campaign ?? null,
    createdBy: auth.user.id,
    name: body.name,
    type: body.type,
    document,
  });
  return getAd(deps, auth, id, origin);
}

export async function updateAd(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: AdUpdateInput,
  origin: string,
  /** The template endpoints save templates through here, with their own not-found and stale messages. */
  as: { kind: repo.AdKind; notFound: string; stale?: string } = {
    kind: { template: false },
    notFound: AD_NOT_FOUND,
  },
) {
  const current = await visibleAd(deps, auth, id, as.notFound, as.kind);
  if (body.document) {
    checkFormat(body.document, current.type);
    checkAddedSizes(body.document, current.document);
  }
  if (body.campaign !== undefined) await checkCampaign(deps, body.campaign, current.companyId);
  const name = body.name ?? body.document?.name;
  const document = body.document && name ? { ...body.document, name } : body.document;
  const row = await repo.updateAdAtRevision(deps.database.db, current.id, body.revision, {
    ...(name !== undefined ? { name } : {}),
    ...(document ? { document } : name !== undefined ? { document: { ...current.document, name } } : {}),
    ...(body.campaign !== undefined ? { campaignId: body.campaign } : {}),
    ...(body.previewName !== undefined ? { previewName: body.previewName } : {}),
    ...(body.previewHeading !== undefined ? { previewHeading: body.previewHeading } : {}),
  });
  if (!row) {
    const stale = as.stale ?? AD_STALE_MESSAGE;
    throw conflict(stale, { revision: stale });
  }
  return {
    ad: toRecord(await visibleAd(deps, auth, current.id, as.notFound, as.kind), origin, deps.config.cdnUrl),
  };
}

export async function deleteAd(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  /** The template endpoints delete templates through here, with their own not-found message. */
  as: { kind: repo.AdKind; notFound: string } = { kind: { template: false }, notFound: AD_NOT_FOUND },
) {
  const current = await visibleAd(deps, auth, id, as.notFound, as.kind);
  if (!(await repo.deleteAd(deps.database.db, current.id))) throw notFound(as.notFound);
  return { message: "Deleted successfully" };
}
