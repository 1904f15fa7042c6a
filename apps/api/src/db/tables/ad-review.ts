import type { AdDocument } from "@adstudio/creative";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ads } from "./ads.js";

/**
 * Issue 31: review and approval. An ad's approval state lives on the ad (`ads.approval_state`); this file
 * holds what review adds around it: the versions sent for review, the audit trail of every transition, the
 * comments, and the share links for reviewers without an account.
 */

/**
 * A version sent for review: "Request review" snapshots the saved draft, so reviewers, comments and the
 * approval all speak of the same design while the designer goes on editing. Numbered 1, 2, … per ad; a
 * comment made before the first request belongs to version 0 (the draft).
 */
export const adReviewVersions = pgTable(
  "ad_review_versions",
  {
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The ad's revision the snapshot was taken at (a publish of that revision is a publish of this version). */
    revision: integer("revision").notNull(),
    /** `json` like the ad's own document, to keep the sizes' order. */
    document: json("document").$type<AdDocument>().notNull(),
    requestedBy: uuid("requested_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.version] })],
);

/**
 * The audit trail: one row per approval transition (requested, approved, changes requested, published…),
 * never updated. The actor's name is copied so the trail still reads after the user is deleted.
 */
export const adApprovalEvents = pgTable(
  "ad_approval_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** The review version the transition concerns; null for one that concerns none. */
    version: integer("version"),
    action: text("action").notNull(),
    fromState: text("from_state").notNull(),
    toState: text("to_state").notNull(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** What the actor wrote (plain text); null without a note. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ad_approval_events_ad_idx").on(t.adId, t.createdAt)],
);

/**
 * A link that shows one ad to reviewers without an account. Only the token's SHA-256 is stored: the token
 * itself is shown once, when the link is made. `mode` is `view` or `comment`.
 */
export const adShareLinks = pgTable(
  "ad_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    mode: text("mode").notNull(),
    /** A password hash (the same scheme as users' passwords); null for a link without a password. */
    passwordHash: text("password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    views: integer("views").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ad_share_links_token_idx").on(t.tokenHash),
    index("ad_share_links_ad_idx").on(t.adId, t.createdAt),
  ],
);

/**
 * A comment on an ad version: a thread's first comment is pinned to a point of a size's canvas (`x`, `y`
 * as fractions of its width and height) and/or a layer; replies have a parent and no pin. The author is a
 * studio user or a reviewer of a share link (named by what they typed). A comment shows on its version and
 * on later ones until resolved.
 */
export const adComments = pgTable(
  "ad_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** The review version it was made on (0: the draft before the first review request). */
    version: integer("version").notNull(),
    parentId: uuid("parent_id").references((): AnyPgColumn => adComments.id, { onDelete: "cascade" }),
    size: text("size"),
    page: text("page"),
    x: real("x"),
    y: real("y"),
    layer: text("layer"),
    body: text("body").notNull(),
    authorId: uuid("author_id"),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email"),
    shareLinkId: uuid("share_link_id").references(() => adShareLinks.id, { onDelete: "set null" }),
    mentions: uuid("mentions").array().notNull().default(sql`'{}'::uuid[]`),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
    /** The version it was resolved on: it shows up to that version, and no later. */
    resolvedVersion: integer("resolved_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ad_comments_ad_idx").on(t.adId, t.createdAt),
    index("ad_comments_parent_idx").on(t.parentId),
  ],
);
