import type { AdDocument } from "@adstudio/creative";
import { type AnyColumn, sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

type AdColumns = Record<"name" | "type" | "status" | "createdAt" | "updatedAt", AnyColumn>;

/** How the ad list sorts by the contract's sort fields. */
export const adSortKeys = (t: AdColumns) => ({
  name: textKey(t.name),
  type: plainKey(t.type),
  status: plainKey(t.status),
  createdAt: plainKey(t.createdAt),
  updatedAt: plainKey(t.updatedAt),
});

/** A cover image as the showcase shows it (spec studio §3 `coverImage {location, fileName}`). */
export interface CoverImageRef {
  location: string;
  fileName: string;
}

/**
 * Ads: the document the editor edits (`document`, checked by @adstudio/creative on every save) with the
 * columns lists filter, search and sort on. `revision` counts saves: an update names the revision it
 * started from and only `UPDATE … WHERE revision = n` succeeds, so of two concurrent saves one wins and the
 * other is told (409), never silently overwritten. `company_id` is the owning company, as for campaigns.
 */
export const ads = pgTable(
  "ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id").notNull(),
    campaignId: uuid("campaign_id"),
    createdBy: uuid("created_by"),
    name: text("name").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("draft"),
    // `json`, not `jsonb`: jsonb reorders object keys (shortest first), and the order of the sizes in
    // `teaser` is the user's (the first is the one a preview opens with).
    document: json("document").$type<AdDocument>().notNull(),
    revision: integer("revision").notNull().default(1),
    /**
     * The latest published version's address, site-relative (`/creatives/{id}/{version}/index.html`) so it
     * follows the host name the studio is browsed under; answers make it absolute. Empty until the first publish.
     */
    location: text("location").notNull().default(""),
    /**
     * The latest version's `thumbnail.png` address (site-relative, like `location`); empty before the first publish, for versions published
     * before thumbnails existed, and when the version's thumbnail could not be drawn (the publish goes on
     * without it). Stored rather than derived from `location` because only the publish knows which.
     */
    thumbnail: text("thumbnail").notNull().default(""),
    latestVersion: integer("latest_version"),
    previewName: text("preview_name").notNull().default(""),
    previewHeading: text("preview_heading").notNull().default(""),
    coverImage: jsonb("cover_image").$type<CoverImageRef | null>(),
    /**
     * A rich-media template (issue 13): the same document, editor, assets and draft preview as an ad, so a
     * flag rather than a second table. Ad endpoints, lists and public answers see only `false`; the
     * template endpoints only `true`.
     */
    isTemplate: boolean("is_template").notNull().default(false),
    /**
     * Issue 31: draft, in_review, changes_requested, approved or published (the contract's
     * `APPROVAL_STATES`); the audit trail of its transitions is `ad_approval_events`.
     */
    approvalState: text("approval_state").notNull().default("draft"),
    /** The review version last approved; null before any approval. */
    approvedVersion: integer("approved_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_company_idx").on(t.companyId),
    // A company's showcase, newest first: its pages are read in this order, never sorted.
    index("ads_company_created_idx").on(t.companyId, t.createdAt, t.id),
    // The public showcase's counts and categories read only this (published ads, no templates), never the
    // table with its documents.
    index("ads_showcase_published_idx")
      .on(t.companyId, t.type, t.createdAt)
      .where(sql`${t.isTemplate} = false and ${t.status} = 'published' and ${t.location} <> ''`),
    index("ads_campaign_idx").on(t.campaignId),
    index("ads_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    ...sortIndexes("ads", adSortKeys(t), t.id),
  ],
);

/**
 * Published versions: immutable once written (their files live under `creatives/{adId}/{version}/`), so
 * they can be cached forever; the ad's `location` points at the latest.
 */
export const adVersions = pgTable(
  "ad_versions",
  {
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The ad's revision that was published. */
    revision: integer("revision").notNull(),
    sizes: text("sizes").array().notNull(),
    publishedBy: uuid("published_by"),
    /** What the publisher wrote about the version (plain text, ≤ 500 characters); null without notes. */
    notes: text("notes"),
    /**
     * The document this version was rendered from, kept so a rollback can make its VAST tag again for the
     * new version number and restore its design into the draft (the files alone cannot give either back).
     * `json` like the ad's own document, to keep the sizes' order; null for versions published before.
     */
    document: json("document").$type<AdDocument>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.version] })],
);
