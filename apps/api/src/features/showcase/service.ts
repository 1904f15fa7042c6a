import {
  type CloneAdInput,
  type CoverImageUpload,
  type PreviewUpdateInput,
  SHOWCASE_COMPANY_NOT_FOUND,
  type ShowcaseAd,
  type ShowcaseCompany,
} from "@adstudio/contract";
import { type AdType, COVER_IMAGE_FILE_PREFIX } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, notFound } from "../../http/errors.js";
import { creativeAddress } from "../../http/public-url.js";
import { isUuid } from "../../http/record-id.js";
import {
  decodeImageDataUrl,
  IMAGE_PIXEL_LIMITS,
  safeFileName,
  storeCoverVariants,
} from "../../storage/index.js";
import { createAd, NOT_YOUR_COMPANY_MESSAGE, scopeOf, visibleAd } from "../ads/index.js";
import * as repo from "./repo.js";

interface Paging {
  limit: number;
  page: number;
  sort: { createdAt: 1 | -1 };
  types: readonly AdType[];
}

/** A card as answers give it: `origin` makes the stored site-relative `location` and `thumbnail` absolute. */
function toShowcaseAd(row: repo.ShowcaseRow, origin: string, cdnUrl: string | undefined): ShowcaseAd {
  return {
    _id: row.id,
    name: row.name,
    type: row.type as AdType,
    location: creativeAddress(origin, row.location, cdnUrl),
    thumbnail: creativeAddress(origin, row.thumbnail, cdnUrl),
    teaser: row.teaser,
    features: (row.featureTypes ?? []).map((name) => ({ name })),
    coverImage: row.coverImage
      ? { location: row.coverImage.location, fileName: row.coverImage.fileName }
      : null,
    company: { _id: row.companyId, name: row.companyName, logo: row.companyLogo },
    previewName: row.previewName,
    previewHeading: row.previewHeading,
    status: row.status as ShowcaseAd["status"],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function page(deps: AppDeps, filter: repo.ShowcaseFilter, paging: Paging, origin: string) {
  const { rows, total } = await repo.listCards(deps.database.db, filter, {
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
    direction: paging.sort.createdAt,
  });
  return { docs: rows.map((row) => toShowcaseAd(row, origin, deps.config.cdnUrl)), total };
}

/** The caller's companies (all for the admin group), or the one named if it is theirs. */
function ownScope(auth: AuthContext, company: string | undefined): repo.ShowcaseScope {
  const scope = scopeOf(auth);
  if (company === undefined || company === "") return scope;
  if (scope !== null && !scope.includes(company)) {
    throw badRequest(NOT_YOUR_COMPANY_MESSAGE, { company: NOT_YOUR_COMPANY_MESSAGE });
  }
  return [company];
}

/** My Showcase: the caller's ads, drafts included (they get their cover before they are published). */
export function listOwn(
  deps: AppDeps,
  auth: AuthContext,
  body: Paging & { company?: string | undefined },
  origin: string,
) {
  const filter = { scope: ownScope(auth, body.company), types: body.types, publishedOnly: false };
  return page(deps, filter, body, origin);
}

/** A company that exists, for the public pages; a malformed or unknown id is the same 404. */
export async function publicCompany(deps: AppDeps, id: string): Promise<ShowcaseCompany> {
  const company = isUuid(id) ? await repo.findCompany(deps.database.db, id.toLowerCase()) : undefined;
  if (!company) throw notFound(SHOWCASE_COMPANY_NOT_FOUND);
  return { _id: id.toLowerCase(), name: company.name, logo: company.logo };
}

/** The public showcase: one company's published ads, never a draft. */
export async function listPublic(deps: AppDeps, body: Paging & { companyId: string }, origin: string) {
  const company = await publicCompany(deps, body.companyId);
  const filter = { scope: [company._id], types: body.types, publishedOnly: true };
  return { ...(await page(deps, filter, body, origin)), company };
}

export async function ownCategories(deps: AppDeps, auth: AuthContext) {
  const docs = await repo.categories(deps.database.db, { scope: scopeOf(auth), publishedOnly: false });
  return { docs: docs as AdType[] };
}

export async function publicCategories(deps: AppDeps, companyId: string) {
  const company = await publicCompany(deps, companyId);
  const docs = await repo.categories(deps.database.db, { scope: [company._id], publishedOnly: true });
  return { docs: docs as AdType[] };
}

async function cardOf(deps: AppDeps, id: string, origin: string): Promise<ShowcaseAd> {
  const row = await repo.findCard(deps.database.db, id);
  if (!row) throw notFound();
  return toShowcaseAd(row, origin, deps.config.cdnUrl);
}

/** `coverImage_<name>`: the spec's prefix, once, on a name safe to show and download. */
function coverFileName(given: string | undefined, extension: string): string {
  const name = safeFileName(given || `cover.${extension}`);
  return name.startsWith(COVER_IMAGE_FILE_PREFIX) ? name : `${COVER_IMAGE_FILE_PREFIX}${name}`;
}

/**
 * Stores a cover image: typed by its bytes, decoded in full, at most 1 MB. The file is kept under its
 * content hash (`covers/<sha256>.<ext>`, cached forever) and never removed, since a clone shares it.
 */
export async function updateCover(deps: AppDeps, auth: AuthContext, body: CoverImageUpload, origin: string) {
  const ad = await visibleAd(deps, auth, body._id);
  const decoded = await decodeImageDataUrl(body.file.body, IMAGE_PIXEL_LIMITS.cover);
  if (!decoded.ok) throw badRequest(decoded.message, { "file.body": decoded.message });
  const { bytes, type, sha256 } = decoded.image;
  const key = `covers/${sha256}.${type.extension}`;
  await deps.storage.put(key, bytes, type.mime);
  // Visitors load these (AVIF, WebP, or the resized original), never the uploaded file itself.
  await storeCoverVariants(deps.storage, key, bytes);
  const fileName = coverFileName(body.file.fileName ?? body.fileName, type.extension);
  await repo.setCover(deps.database.db, ad.id, { location: deps.storage.url(key), fileName });
  return { ad: await cardOf(deps, ad.id, origin) };
}

export async function updatePreview(
  deps: AppDeps,
  auth: AuthContext,
  body: PreviewUpdateInput,
  origin: string,
) {
  const ad = await visibleAd(deps, auth, body.id);
  await repo.setPreviewText(deps.database.db, ad.id, body.field, body.value);
  return { ad: await cardOf(deps, ad.id, origin) };
}

/**
 * A draft copy of an ad the caller can see: the ad service's create from a template ad (its checks of
 * format permissions and company), so the document and its assets (addressed by hash) come along; the
 * showcase cover and heading are copied too.
 */
export async function cloneAd(deps: AppDeps, auth: AuthContext, body: CloneAdInput, origin: string) {
  const source = await visibleAd(deps, auth, body.placementId);
  const { ad } = await createAd(
    deps,
    auth,
    {
      name: body.name,
      type: source.type as AdType,
      company: source.companyId,
      campaign: source.campaignId,
      template: source.id,
    },
    origin,
  );
  const dressed = await repo.findCard(deps.database.db, source.id);
  if (dressed) await repo.copyDress(deps.database.db, dressed, ad._id);
  return { ads: await cardOf(deps, ad._id, origin) };
}
