import { AD_TYPES } from "@adstudio/core";
import * as v from "valibot";
import { named } from "../names";

// An ad as lists and the showcase answer it, apart from the ads endpoints (ads.ts), whose documents'
// schemas the public showcase never loads (issue 34: a page carries only its endpoints' schemas).

export const AD_STATUSES = ["draft", "published"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** The owning company as lists and the showcase show it (spec §3 "company (with logo)"). */
const AdCompanySchema = named(
  "AdCompany",
  v.strictObject({ _id: v.string(), name: v.string(), logo: v.string() }),
);

/** An ad without its document (spec studio §3 'Ad' plus what the studio's lists need). */
export const summaryEntries = {
  _id: uuid,
  name: v.string(),
  type: v.picklist(AD_TYPES),
  /** The latest published version's address (`…/creatives/{id}/{version}/{size}/index.html`); "" before. */
  location: v.string(),
  /**
   * The latest published version's picture for lists (`…/creatives/{id}/{version}/thumbnail.png`): its base
   * size's first page, 320 px wide. "" before the first publish, or when that version's could not be drawn.
   */
  thumbnail: v.string(),
  /** The sizes, keyed `sz300x250`… as in the spec, with the design size of each. */
  teaser: v.record(v.string(), v.strictObject({ width: v.number(), height: v.number() })),
  features: v.array(v.strictObject({ name: v.string() })),
  coverImage: v.nullable(v.strictObject({ location: v.string(), fileName: v.string() })),
  company: AdCompanySchema,
  campaign: v.nullable(uuid),
  /** The campaign's name, for lists; null without a campaign. */
  campaignName: v.nullable(v.string()),
  previewName: v.string(),
  previewHeading: v.string(),
  status: v.picklist(AD_STATUSES),
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The latest published version number, or null before the first publish. */
  version: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  createdBy: v.nullable(uuid),
  createdAt: timestamp,
  updatedAt: timestamp,
};

export const AdSummarySchema = named("AdSummary", v.strictObject(summaryEntries));
export type AdSummary = v.InferOutput<typeof AdSummarySchema>;
