import { AD_TYPES, COVER_IMAGE_FILE_PREFIX, IMAGE_SIZE_MESSAGE, SHOWCASE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { AdSummarySchema } from "./ad-summary";

export const SHOWCASE_COMPANY_NOT_FOUND = "Company not found";
export const SHOWCASE_TYPES_MESSAGE = "types must be a list of ad types.";
export const SHOWCASE_SORT_MESSAGE = "sort must be {createdAt: 1} or {createdAt: -1}.";
export const SHOWCASE_PAGE_MESSAGE = "page must be a whole number from 1.";
export const SHOWCASE_LIMIT_MESSAGE = "limit must be a whole number from 1 to 50.";
export const PREVIEW_FIELD_MESSAGE = "field must be previewName or previewHeading.";
export const PREVIEW_VALUE_MESSAGE = "Use at most 120 characters.";
export const COVER_IMAGE_MESSAGE = "Choose an image to upload as the cover.";
export const COVER_UPDATED_MESSAGE = "Cover Image Updated successfully";
export const CLONED_MESSAGE = "Cloned successfully";
/** The most cards one showcase page asks for (the studio asks for 8). */
export const SHOWCASE_MAX_LIMIT = 50;
/** The most ads one stats request counts: one showcase page. */
export const AD_STATS_MAX_IDS = 8;
export const AD_STATS_IDS_MESSAGE = `ids must be a list of 1 to ${AD_STATS_MAX_IDS} ad ids.`;

const uuid = v.pipe(v.string(), v.uuid());

/**
 * An ad as a showcase card shows it (spec studio §3 'Ad (as listed in the showcase)'), plus the first
 * frame drawn at publishing (`thumbnail`, the cover's fallback) and the owner (`createdBy`, the preview
 * link's `uid`). No document, campaign or revision: the public showcase answers exactly this.
 */
export const ShowcaseAdSchema = named(
  "ShowcaseAd",
  v.pick(AdSummarySchema, [
    "_id",
    "name",
    "type",
    "location",
    "thumbnail",
    "teaser",
    "features",
    "coverImage",
    "company",
    "previewName",
    "previewHeading",
    "status",
    "createdBy",
    "createdAt",
  ]),
);
export type ShowcaseAd = v.InferOutput<typeof ShowcaseAdSchema>;

// `nullish(…, default)`: a missing or null field takes the spec's default, a wrong one its own message.
const listEntries = {
  // The checks sit inside `nullish`, so the document shows them on the number (the default passes them).
  limit: v.nullish(
    v.pipe(
      v.number(SHOWCASE_LIMIT_MESSAGE),
      v.integer(SHOWCASE_LIMIT_MESSAGE),
      v.minValue(1, SHOWCASE_LIMIT_MESSAGE),
      v.maxValue(SHOWCASE_MAX_LIMIT, SHOWCASE_LIMIT_MESSAGE),
    ),
    SHOWCASE_PAGE_SIZE,
  ),
  page: v.nullish(
    v.pipe(
      v.number(SHOWCASE_PAGE_MESSAGE),
      v.integer(SHOWCASE_PAGE_MESSAGE),
      v.minValue(1, SHOWCASE_PAGE_MESSAGE),
      v.maxValue(1_000_000, SHOWCASE_PAGE_MESSAGE),
    ),
    1,
  ),
  sort: v.nullish(
    v.strictObject({ createdAt: v.picklist([1, -1], SHOWCASE_SORT_MESSAGE) }, SHOWCASE_SORT_MESSAGE),
    { createdAt: -1 as const },
  ),
  /** Categories (formats) to show; empty or left out: every one. */
  types: v.nullish(
    v.pipe(
      v.array(v.picklist(AD_TYPES, SHOWCASE_TYPES_MESSAGE), SHOWCASE_TYPES_MESSAGE),
      v.maxLength(AD_TYPES.length, SHOWCASE_TYPES_MESSAGE),
    ),
    [],
  ),
};

export const ShowcaseListSchema = named(
  "ShowcaseListInput",
  v.strictObject({
    ...listEntries,
    /** Narrows the list to one of the caller's companies (My Showcase sends the caller's first). */
    company: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
);
export type ShowcaseListInput = v.InferInput<typeof ShowcaseListSchema>;

export const PublicShowcaseListSchema = named(
  "PublicShowcaseListInput",
  v.strictObject({ ...listEntries, companyId: v.pipe(v.string(), v.maxLength(100)) }),
);
/** What a client sends: everything but the company may be left out for the spec's defaults. */
export type PublicShowcaseListInput = v.InferInput<typeof PublicShowcaseListSchema>;

/** The owning company as the public showcase heads its page: name and logo address ("" without one). */
export const ShowcaseCompanySchema = named(
  "ShowcaseCompany",
  v.strictObject({ _id: v.string(), name: v.string(), logo: v.string() }),
);
export type ShowcaseCompany = v.InferOutput<typeof ShowcaseCompanySchema>;

const docsAndTotal = { docs: v.array(ShowcaseAdSchema), total: v.pipe(v.number(), v.integer()) };
const ShowcaseListResponse = named("ShowcaseList", v.strictObject(docsAndTotal));
const PublicShowcaseListResponse = named(
  "PublicShowcaseList",
  v.strictObject({ ...docsAndTotal, company: ShowcaseCompanySchema }),
);
const CategoriesResponse = named(
  "ShowcaseCategories",
  v.strictObject({ docs: v.array(v.picklist(AD_TYPES)) }),
);
/**
 * The first view of a public showcase as the server's /showcase/{companyId} page carries it, as JSON in
 * `<script type="application/json" id="showcase-bootstrap">`: publicList's answer for page 1 of every
 * category and publicCategories' answer, so the studio draws the cards without asking for them again.
 */
export const SHOWCASE_BOOTSTRAP_ID = "showcase-bootstrap";
export interface ShowcaseBootstrap {
  companyId: string;
  list: v.InferOutput<typeof PublicShowcaseListResponse>;
  categories: v.InferOutput<typeof CategoriesResponse>;
}
const ShowcaseAdResponse = named("ShowcaseAdResponse", v.strictObject({ ad: ShowcaseAdSchema }));

/** The cover image object of spec studio §3: `{file: {body, fileName, fileType, location}, fileName, _id}`. */
export const CoverImageUploadSchema = named(
  "CoverImageUpload",
  v.strictObject({
    _id: uuid,
    fileName: v.optional(v.pipe(v.string(), v.maxLength(255))),
    file: v.strictObject(
      {
        /** A PNG, JPEG, GIF or WebP as a base64 data URL; at most 1 MB decoded. */
        body: v.pipe(v.string(COVER_IMAGE_MESSAGE), v.minLength(1, COVER_IMAGE_MESSAGE)),
        fileName: v.optional(v.pipe(v.string(), v.maxLength(255))),
        fileType: v.optional(v.pipe(v.string(), v.maxLength(100))),
        /** Ignored: the server decides where the file lives. */
        location: v.optional(v.pipe(v.string(), v.maxLength(2048))),
      },
      COVER_IMAGE_MESSAGE,
    ),
  }),
);
export type CoverImageUpload = v.InferOutput<typeof CoverImageUploadSchema>;

export const PreviewUpdateSchema = named(
  "PreviewUpdateInput",
  v.strictObject({
    id: uuid,
    field: v.picklist(["previewName", "previewHeading"], PREVIEW_FIELD_MESSAGE),
    value: v.pipe(v.string("value must be text."), v.trim(), v.maxLength(120, PREVIEW_VALUE_MESSAGE)),
  }),
);
export type PreviewUpdateInput = v.InferOutput<typeof PreviewUpdateSchema>;

/**
 * Spec studio §7: "the ad with a new name, createdBy, placementId". The spec's client sends the whole card
 * with those three set, so the card's other fields are accepted and ignored (not refused as elsewhere).
 */
export const CloneAdSchema = named(
  "CloneAdInput",
  v.object({
    name: v.pipe(
      v.nullish(v.string("Name should not be blank."), ""),
      v.trim(),
      v.minLength(1, "Name should not be blank."),
      v.maxLength(120, "Use at most 120 characters."),
    ),
    /** Accepted for the spec's shape; the server records the caller as the clone's author. */
    createdBy: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
    /** The ad to copy. */
    placementId: uuid,
  }),
);
export type CloneAdInput = v.InferOutput<typeof CloneAdSchema>;

export const AdStatsInputSchema = named(
  "AdStatsInput",
  v.strictObject({
    ids: v.pipe(
      v.array(v.pipe(v.string(AD_STATS_IDS_MESSAGE), v.uuid(AD_STATS_IDS_MESSAGE)), AD_STATS_IDS_MESSAGE),
      v.minLength(1, AD_STATS_IDS_MESSAGE),
      v.maxLength(AD_STATS_MAX_IDS, AD_STATS_IDS_MESSAGE),
    ),
  }),
);
export type AdStatsInput = v.InferOutput<typeof AdStatsInputSchema>;

/**
 * A card's live counts, all time: `impressions` from the tracker's daily rollup (counted once per
 * impression id), `scans` the scans of QR links (the QR manager's `/q/{code}`) whose target names the ad,
 * i.e. its preview link or its files. The tracker files a scan under its link, not an ad, so that is the
 * only honest way to tie scans to an ad.
 */
export const AdStatsSchema = named(
  "AdStats",
  v.strictObject({
    _id: v.string(),
    impressions: v.pipe(v.number(), v.integer()),
    scans: v.pipe(v.number(), v.integer()),
  }),
);
export type AdStats = v.InferOutput<typeof AdStatsSchema>;

const SCOPE =
  "Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.";
const NEVER_TEMPLATES = "Rich-media templates are never listed.";

/** The showcase (spec studio §2 'My Showcase', §7 'Showcase and ads'), at the spec's paths. */
export const showcaseEndpoints = {
  list: endpoint({
    operationId: "listShowcaseAds",
    method: "post",
    path: "/api/rmcreator/adsShowcaseList",
    tag: "showcase",
    summary: "My Showcase: a page of the caller's companies' ads, newest first → {docs, total}",
    description: `\`limit\` defaults to ${SHOWCASE_PAGE_SIZE}, \`page\` (1-based) to 1, \`sort\` to {createdAt: -1}; \`types\` keeps only those categories. Drafts are listed too (their owners dress them before publishing). ${NEVER_TEMPLATES} ${SCOPE}`,
    auth: "required",
    permissions: ["viewShowcase"],
    body: { schema: ShowcaseListSchema, required: false, example: { limit: 8, page: 1, types: ["mini"] } },
    responses: { 200: { description: "One page of cards.", schema: ShowcaseListResponse } },
  }),
  publicList: endpoint({
    operationId: "listPublicShowcaseAds",
    method: "post",
    path: "/api/rmcreator/adsListById",
    tag: "showcase",
    summary: "The public showcase of a company: its published ads, newest first → {docs, total, company}",
    description: `Public. Only published ads are listed, never drafts. ${NEVER_TEMPLATES} An unknown company answers 404 \`${SHOWCASE_COMPANY_NOT_FOUND}\`.`,
    auth: "public",
    body: {
      schema: PublicShowcaseListSchema,
      example: { companyId: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", limit: 8, page: 1 },
    },
    responses: {
      200: { description: "One page of published cards.", schema: PublicShowcaseListResponse },
      ...failures(404),
    },
  }),
  categories: endpoint({
    operationId: "listShowcaseCategories",
    method: "post",
    path: "/api/rmcreator/adCategories",
    tag: "showcase",
    summary: "The categories (formats) the caller's showcase holds → {docs}",
    description: `${NEVER_TEMPLATES} ${SCOPE}`,
    auth: "required",
    permissions: ["viewShowcase"],
    responses: { 200: { description: "Ad types, by name.", schema: CategoriesResponse } },
  }),
  publicCategories: endpoint({
    operationId: "listPublicShowcaseCategories",
    method: "post",
    path: "/api/rmcreator/adCategoriesById",
    tag: "showcase",
    summary: "The categories (formats) of a company's published ads → {docs}",
    description: `Public. An unknown company answers 404 \`${SHOWCASE_COMPANY_NOT_FOUND}\`.`,
    auth: "public",
    body: {
      schema: named(
        "PublicCategoriesInput",
        v.strictObject({ company: v.pipe(v.string(), v.maxLength(100)) }),
      ),
    },
    responses: {
      200: { description: "Ad types, by name.", schema: CategoriesResponse },
      ...failures(404),
    },
  }),
  stats: endpoint({
    operationId: "showcaseAdStats",
    method: "post",
    path: "/api/rmcreator/adStats",
    tag: "showcase",
    summary: `Live impression and scan counts of up to ${AD_STATS_MAX_IDS} showcase cards → {docs}`,
    description: `Public for published ads; a signed-in caller with viewShowcase also gets their companies' drafts. Ads the caller may not see are left out of \`docs\`, as unknown ones are. Impressions are all time, from the tracker's daily rollup; scans are those of QR links whose target names the ad (its preview link or files). One query for the whole page. ${NEVER_TEMPLATES}`,
    auth: "optional",
    body: {
      schema: AdStatsInputSchema,
      example: { ids: ["9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f"] },
    },
    responses: {
      200: {
        description: "The counts of the ads the caller may see, in the order asked.",
        schema: named("AdStatsResponse", v.strictObject({ docs: v.array(AdStatsSchema) })),
      },
    },
  }),
  updateCoverImage: endpoint({
    operationId: "updateAdCoverImage",
    method: "put",
    path: "/api/ads/updateCoverImage",
    tag: "showcase",
    summary: "Set an ad's showcase cover image → {ad}",
    description: `The image is typed by its bytes (PNG, JPEG, GIF or WebP) and decoded in full; over 1 MB decoded answers 400 \`${IMAGE_SIZE_MESSAGE}\`. 250x200 is recommended. It is stored under a file name starting \`${COVER_IMAGE_FILE_PREFIX}\`. ${SCOPE}`,
    auth: "required",
    permissions: ["changeShowcasePreview"],
    body: { schema: CoverImageUploadSchema },
    responses: {
      200: { description: "The ad with its new cover.", schema: ShowcaseAdResponse },
      ...failures(404),
    },
  }),
  updatePreview: endpoint({
    operationId: "updateAdPreview",
    method: "put",
    path: "/api/ads/updatePreview",
    tag: "showcase",
    summary: "Set an ad's showcase preview name or heading → {ad}",
    description: `Trimmed, at most 120 characters; empty clears it (the card shows the ad's name). The ad's revision is not moved, so an editor open on it is not put out of date. ${SCOPE}`,
    auth: "required",
    permissions: ["changeShowcasePreview"],
    body: {
      schema: PreviewUpdateSchema,
      example: { id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f", field: "previewName", value: "Spring" },
    },
    responses: {
      200: { description: "The ad with the new text.", schema: ShowcaseAdResponse },
      ...failures(404),
    },
  }),
  clone: endpoint({
    operationId: "cloneAd",
    method: "post",
    path: "/api/richads/cloneAds",
    tag: "showcase",
    summary: "Copy an ad as a new draft with its document, assets and cover → 201 {ads}",
    description: `\`placementId\` is the ad to copy; the copy belongs to the same company and campaign and is a draft by the caller. ${SCOPE}`,
    auth: "required",
    permissions: ["createAds"],
    body: {
      schema: CloneAdSchema,
      example: { name: "Spring copy", placementId: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f" },
    },
    responses: {
      201: {
        description: "The new draft.",
        schema: named("CloneAdResponse", v.strictObject({ ads: ShowcaseAdSchema })),
      },
      ...failures(403, 404),
    },
  }),
};
