import { AD_TYPES, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";
import { AdDocumentBodySchema, AdDocumentInputSchema } from "./ad-document";
import { AD_STATUSES, AdSummarySchema, summaryEntries } from "./ad-summary";

export const AD_NAME_BLANK_MESSAGE = "Name should not be blank.";
export const AD_TYPE_MESSAGE = "Choose one of the ad types.";
export const AD_REVISION_MESSAGE = "Send the revision the changes were made to.";
export const AD_SIZE_MESSAGE = "size must be one of the ad's sizes, such as sz300x250, or all.";
/** The download's `size` for every size at once: a zip holding each size's zip. */
export const ALL_SIZES = "all";
export const AD_STALE_MESSAGE = "This ad was changed by someone else. Reload it to see their changes.";
/** The same 409 when a rich-media template (saved through the ad's rules) is saved at a stale revision. */
export const TEMPLATE_STALE_MESSAGE =
  "This template was changed by someone else. Reload it to see their changes.";

const uuid = v.pipe(v.string(), v.uuid());
// `nullish(…, default)`: a missing field gets the field's own message, not valibot's "Invalid key".
const name = v.pipe(
  v.nullish(v.string(AD_NAME_BLANK_MESSAGE), ""),
  v.trim(),
  v.minLength(1, AD_NAME_BLANK_MESSAGE),
  v.maxLength(120, "Use at most 120 characters."),
);
/**
 * The revision a save or publish was made to; missing or not a whole number ≥ 1 answers the same message.
 * The column is a 4-byte integer: a larger number is refused here, not by the database (a 500).
 */
export const AdRevisionSchema = v.pipe(
  v.nullish(v.number(AD_REVISION_MESSAGE), 0),
  v.integer(AD_REVISION_MESSAGE),
  v.minValue(1, AD_REVISION_MESSAGE),
  v.maxValue(2_147_483_647, AD_REVISION_MESSAGE),
);
const revision = AdRevisionSchema;

export const AD_NOTES_LENGTH_MESSAGE = "Use at most 500 characters.";
export const AD_NOTES_TEXT_MESSAGE = "Notes are plain text: leave out control characters.";
/** No control characters but line breaks and tabs (a bell or an escape sequence is not a note). */
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/**
 * A version's notes: plain text (line breaks and tabs, no other control characters), trimmed, at most 500
 * characters; blank notes are none. Shown as text, never as HTML.
 */
export const AdVersionNotesSchema = v.pipe(
  v.string(AD_NOTES_TEXT_MESSAGE),
  v.trim(),
  v.check(isPlainText, AD_NOTES_TEXT_MESSAGE),
  v.maxLength(500, AD_NOTES_LENGTH_MESSAGE),
);
const previewText = v.pipe(v.string(), v.trim(), v.maxLength(120, "Use at most 120 characters."));

export { AD_STATUSES, type AdStatus, type AdSummary, AdSummarySchema } from "./ad-summary";

export const AdRecordSchema = named(
  "AdRecord",
  v.strictObject({ ...summaryEntries, document: AdDocumentBodySchema }),
);
export type AdRecord = v.InferOutput<typeof AdRecordSchema>;

export const AdResponseSchema = named("AdResponse", v.strictObject({ ad: AdRecordSchema }));

export const AdCreateSchema = named(
  "AdCreateInput",
  v.strictObject({
    name,
    type: v.pipe(v.nullish(v.string(AD_TYPE_MESSAGE), ""), v.picklist(AD_TYPES, AD_TYPE_MESSAGE)),
    /** The owning company; callers outside the admin group may leave it out for their first company. */
    company: v.optional(v.string()),
    campaign: v.optional(v.nullable(uuid)),
    /** Start from this ad's document (a template or another ad the caller can see) instead of a blank one. */
    template: v.optional(uuid),
    /** Start from this document (an import) of any version read; its format must be `type`. */
    document: v.optional(AdDocumentInputSchema),
  }),
);
export type AdCreateInput = v.InferOutput<typeof AdCreateSchema>;

export const AdUpdateSchema = named(
  "AdUpdateInput",
  v.strictObject({
    /** The revision these changes were made to: a newer one on the server answers 409. */
    revision,
    name: v.optional(name),
    campaign: v.optional(v.nullable(uuid)),
    previewName: v.optional(previewText),
    previewHeading: v.optional(previewText),
    /** Of any version read; stored as the current version. */
    document: v.optional(AdDocumentInputSchema),
  }),
);
export type AdUpdateInput = v.InferOutput<typeof AdUpdateSchema>;

/** Filters of the ad list, besides paging, search and sort. */
export const AdListFiltersSchema = v.object({
  type: v.optional(v.picklist(AD_TYPES, AD_TYPE_MESSAGE)),
  company: v.optional(v.pipe(v.string(), v.maxLength(100))),
  campaign: v.optional(uuid),
  status: v.optional(v.picklist(AD_STATUSES, "status must be draft or published.")),
});

const ChoiceSchema = v.strictObject({ _id: uuid, name: v.string() });

/** What the ad list filters by and a new ad may belong to: the caller's companies and their campaigns. */
export const AdChoicesSchema = named(
  "AdChoices",
  v.strictObject({
    companies: v.array(ChoiceSchema),
    campaigns: v.array(v.strictObject({ ...ChoiceSchema.entries, company: v.string() })),
  }),
);
export type AdChoices = v.InferOutput<typeof AdChoicesSchema>;

/** The most campaigns `choices` lists (by name): a filter, not an export. */
export const AD_CAMPAIGN_CHOICES_LIMIT = 1000;

const AD_LIST = listSpec({
  sortable: ["name", "type", "status", "createdAt", "updatedAt"],
  defaultSort: [["createdAt", -1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name",
});

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.";

const EXAMPLE_SUMMARY = {
  _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
  name: "Spring coffee 300x250",
  type: "mini",
  location: "https://studio.example.com/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/2/index.html",
  thumbnail: "https://studio.example.com/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/2/thumbnail.png",
  teaser: { sz300x250: { width: 300, height: 250 } },
  features: [],
  coverImage: null,
  company: { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media", logo: "" },
  campaign: null,
  campaignName: null,
  previewName: "",
  previewHeading: "",
  status: "published",
  revision: 3,
  version: 2,
  createdBy: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d",
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-16T15:10:00.000Z",
};

/** Ads (spec §7 groups ads and richmedia), scoped to the caller's companies like campaigns. */
export const adsEndpoints = {
  publish: endpoint({
    operationId: "publishAd",
    method: "post",
    path: "/api/ads/publish/{id}",
    tag: "ads",
    summary: "Publish the ad as saved at `revision` → {ad} with its new version and location",
    description: `Renders every size into an immutable version under \`/creatives/{id}/{version}/\` (each size in its own folder, the base size also at the root; video formats also get \`vast.xml\`, served at \`/api/vast/{id}.xml\`) and points the ad's \`location\` at it. The base size's first page is also drawn as \`thumbnail.png\`, 320 px wide, for lists (\`thumbnail\`); one that cannot be drawn leaves \`thumbnail\` "" and does not fail the publish. Optional \`notes\` (plain text, trimmed, at most 500 characters) are kept with the version. A stale revision answers 409 and writes nothing; a document that cannot be rendered answers 400. Where the ad's company requires approval (issue 31), the ad must be approved and \`revision\` must be the approved review version's, else 409 ("This ad needs an approved version before it can be published." or "The draft changed after version n was approved. Request review again."). Every publish sets the ad's approval state to published and adds it to the audit trail (\`GET /api/ads/approval/{id}\`). ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateAds"],
    body: {
      schema: named(
        "AdPublishInput",
        v.strictObject({
          revision,
          /** What changed, for the version history (`GET /api/ads/versions/{id}`). */
          notes: v.optional(AdVersionNotesSchema),
        }),
      ),
      example: { revision: 3, notes: "New headline for the spring push." },
    },
    responses: {
      200: { description: "The published ad.", schema: AdResponseSchema },
      ...failures(409),
    },
  }),
  download: endpoint({
    operationId: "downloadAdZip",
    method: "get",
    path: "/api/ads/download/{id}",
    tag: "ads",
    summary:
      "One size of the saved ad as a zip: an HTML5 creative (index.html + assets, relative paths), or for image-generator the size's PNG and JPEG; size=all answers a zip holding each size's zip",
    description: `With \`size=all\` the zip holds one \`{name}-{size}.zip\` per size, each as \`size\` alone answers it. Each size's zip passes \`adstudio validate\` (HTML5: clickTag, ad.size meta, no external requests; a still: images of the size within its IAB weight). ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["downloadHtml"],
    query: v.object({
      size: v.pipe(
        v.optional(v.string(AD_SIZE_MESSAGE), ""),
        v.regex(/^[A-Za-z0-9-]{1,20}$/, AD_SIZE_MESSAGE),
      ),
    }),
    responses: { 200: { description: "The zip.", contentTypes: ["application/zip"] } },
  }),
  list: endpoint({
    operationId: "listAds",
    method: "get",
    path: "/api/ads",
    tag: "ads",
    summary:
      "Paged list of ads, newest first, filtered by format, company, campaign and status → {ads, page, total}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readAds"],
    list: AD_LIST,
    query: AdListFiltersSchema,
    responses: {
      200: {
        description: "One page of ads (without their documents).",
        schema: listResponse("ads", AdSummarySchema),
        example: { ads: [EXAMPLE_SUMMARY], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  // Before `get`, whose `{id}` would otherwise match "choices".
  choices: endpoint({
    operationId: "listAdChoices",
    method: "get",
    path: "/api/ads/choices",
    tag: "ads",
    summary: "The companies and campaigns the caller's ads may belong to → {companies, campaigns}",
    description: `Every company for the admin group, else the caller's own, by name; their campaigns by name (at most ${AD_CAMPAIGN_CHOICES_LIMIT}), each with its company's id.`,
    auth: "required",
    permissions: ["readAds", "createAds", "updateAds"],
    responses: {
      200: {
        description: "The choices.",
        schema: AdChoicesSchema,
        example: {
          companies: [EXAMPLE_SUMMARY.company].map(({ _id, name }) => ({ _id, name })),
          campaigns: [
            {
              _id: "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
              name: "Spring launch",
              company: EXAMPLE_SUMMARY.company._id,
            },
          ],
        },
      },
    },
  }),
  get: endpoint({
    operationId: "getAd",
    method: "get",
    path: "/api/ads/{id}",
    tag: "ads",
    summary: "One ad with its document → {ad}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    responses: { 200: { description: "The ad.", schema: AdResponseSchema } },
  }),
  create: endpoint({
    operationId: "createAd",
    method: "post",
    path: "/api/ads/create",
    tag: "ads",
    summary: "Create an ad from a format, a template ad or a document → 201 {ad}",
    description:
      "Without `template` or `document` the ad starts from the format's blank document (its default sizes, one page).",
    auth: "required",
    permissions: ["createAds"],
    body: { schema: AdCreateSchema, example: { name: "Spring coffee 300x250", type: "mini" } },
    responses: {
      201: { description: "The new ad.", schema: AdResponseSchema },
      ...failures(404),
    },
  }),
  update: endpoint({
    operationId: "updateAd",
    method: "put",
    path: "/api/ads/update/{id}",
    tag: "ads",
    summary: "Save changes made to a revision of an ad → {ad} with the next revision",
    description: `A revision older than the server's answers 409 and changes nothing: of two concurrent saves of the same revision exactly one wins. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateAds"],
    body: { schema: AdUpdateSchema },
    responses: {
      200: { description: "The saved ad.", schema: AdResponseSchema },
      ...failures(409),
    },
  }),
  delete: endpoint({
    operationId: "deleteAd",
    method: "post",
    path: "/api/ads/delete",
    tag: "ads",
    summary: "Delete an ad and its published versions (spec `POST ads/delete`) → {message}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["deleteAds"],
    body: {
      schema: named("AdDeleteInput", v.strictObject({ id: uuid })),
      example: { id: EXAMPLE_SUMMARY._id },
    },
    responses: {
      200: { description: "Deleted.", schema: MessageSchema },
      ...failures(404),
    },
  }),
};
