import { randomUUID } from "node:crypto";
import {
  RICH_TEMPLATE_SOURCE_MESSAGE,
  type RichTemplateCreateInput,
  type RichTemplateUpdateInput,
  TEMPLATE_STALE_MESSAGE,
} from "@adstudio/contract";
import { blankDocument } from "@adstudio/creative";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import {
  type AdKind,
  type AdSortField,
  checkMayStart,
  deleteAd,
  insertAd,
  listAds,
  owningCompany,
  previewDraft,
  scopeOf,
  toRecord,
  toSummary,
  updateAd,
  visibleAd,
  withCurrentDocument,
} from "../ads/index.js";
import { redrawThumbnail } from "./thumbnail.js";

export const TEMPLATE_NOT_FOUND = "Template not found";
const TEMPLATE: AdKind = { template: true };
const AS_TEMPLATE = { kind: TEMPLATE, notFound: TEMPLATE_NOT_FOUND, stale: TEMPLATE_STALE_MESSAGE };

const visibleTemplate = (deps: AppDeps, auth: AuthContext, id: string) =>
  visibleAd(deps, auth, id, TEMPLATE_NOT_FOUND, TEMPLATE);

export async function listTemplates(
  deps: AppDeps,
  auth: AuthContext,
  query: ListQuery<AdSortField>,
  filters: { type?: string },
  origin: string,
) {
  const { rows, ...counted } = await listAds(deps.database.db, query, filters, scopeOf(auth), TEMPLATE);
  return {
    templates: rows.map((row) => toSummary(withCurrentDocument(row), origin, deps.config.cdnUrl)),
    page: query.page,
    ...counted,
  };
}

export async function getTemplate(deps: AppDeps, auth: AuthContext, id: string, origin: string) {
  return { template: toRecord(await visibleTemplate(deps, auth, id), origin, deps.config.cdnUrl) };
}

/**
 * A blank template of a format, or "Save as template": a copy of an ad the caller can see, in that ad's
 * company. Assets are addressed by content hash, so the copy shares the ad's files and the ad is untouched.
 */
export async function createTemplate(
  deps: AppDeps,
  auth: AuthContext,
  body: RichTemplateCreateInput,
  origin: string,
) {
  const id = randomUUID();
  const common = { campaignId: null, createdBy: auth.user.id, name: body.name, isTemplate: true };
  if (body.ad) {
    const ad = await visibleAd(deps, auth, body.ad);
    const document = { ...ad.document, name: body.name };
    await insertAd(deps.database.db, id, {
      ...common,
      companyId: ad.companyId,
      type: ad.type,
      document,
    });
  } else if (body.type) {
    checkMayStart(auth, body.type);
    const companyId = await owningCompany(deps, auth, body.company);
    const document = blankDocument(body.type, body.name);
    await insertAd(deps.database.db, id, { ...common, companyId, type: body.type, document });
  } else {
    throw badRequest(RICH_TEMPLATE_SOURCE_MESSAGE, { type: RICH_TEMPLATE_SOURCE_MESSAGE });
  }
  // Once, before answering: the list the user goes back to shows the picture.
  await redrawThumbnail(deps, id);
  return getTemplate(deps, auth, id, origin);
}

export async function updateTemplate(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: RichTemplateUpdateInput,
  origin: string,
) {
  const { ad } = await updateAd(deps, auth, id, body, origin, AS_TEMPLATE);
  // Autosaves come every few seconds while editing: the picture follows in the background, coalesced.
  if (body.document) void redrawThumbnail(deps, ad._id);
  return { template: ad };
}

/** The saved template rendered like an ad's draft, with its own sample content, for `/studio/rm-test`. */
export const previewTemplate = (deps: AppDeps, auth: AuthContext, id: string, origin: string) =>
  previewDraft(deps, auth, id, origin, AS_TEMPLATE);

/** Deletes a template; ads made from it are copies and stay. */
export const deleteTemplate = (deps: AppDeps, auth: AuthContext, id: string) =>
  deleteAd(deps, auth, id, AS_TEMPLATE);
