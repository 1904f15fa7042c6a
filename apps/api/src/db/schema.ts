import { type AnyColumn, sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "./sort-keys.js";
import { timestamps } from "./tables/timestamps.js";
import { users } from "./tables/users.js";

/** Server-wide settings that must be shared by every replica (e.g. the generated JWT secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});

/** One row per signed-in device; a token is only valid while its session row is live. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_live_idx").on(t.userId).where(sql`${t.revokedAt} is null`)],
);

/**
 * Throttle events shared by every replica: failed sign-ins keyed by account (`account:…`) and client
 * address (`ip:…`), and accepted contact messages per client address (`contact:ip:…`). The table keeps
 * its first name so existing databases need no rename.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_time_idx").on(t.key, t.failedAt)],
);

/** Navigation entries; non-admin users get their sidebar built from these (spec §3, §4). */
/** How the menu list sorts by the contract's sort fields. */
export const menuSortKeys = (
  t: Record<"name" | "shortName" | "menuType" | "topMenu" | "icon" | "url" | "order", AnyColumn>,
) => ({
  name: textKey(t.name),
  shortName: textKey(t.shortName),
  menuType: textKey(t.menuType),
  topMenu: textKey(t.topMenu),
  icon: textKey(t.icon),
  url: textKey(t.url),
  order: plainKey(t.order),
});

export const menuCollection = pgTable(
  "menu_collection",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    menuType: text("menu_type").notNull(),
    topMenu: text("top_menu").notNull().default(""),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    icon: text("icon").notNull().default(""),
    url: text("url").notNull().default(""),
    order: integer("order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("menu_collection_short_name_idx").on(t.shortName),
    index("menu_collection_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("menu_collection_short_name_trgm_idx").using("gin", sql`${t.shortName} gin_trgm_ops`),
    ...sortIndexes("menu_collection", menuSortKeys(t), t.id),
  ],
);

/** A rule of a form element: on this ad type, these layers (comma-separated names). */
export interface LayerRule {
  adType: string;
  layers: string;
}

/** Which editor controls appear for which ad formats and layers (spec §3 'Form element'). */
/** How the form-element list sorts by the contract's sort fields. */
export const formElementSortKeys = (
  t: Record<"element" | "order" | "createdAt" | "updatedAt", AnyColumn>,
) => ({
  element: textKey(t.element),
  order: plainKey(t.order),
  createdAt: plainKey(t.createdAt),
  updatedAt: plainKey(t.updatedAt),
});

export const formElements = pgTable(
  "form_elements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    element: text("element").notNull(),
    adType: text("ad_type").array().notNull().default(sql`'{}'::text[]`),
    layers: text("layers").array().notNull().default(sql`'{}'::text[]`),
    layerIdsForAdType: jsonb("layer_ids_for_ad_type").$type<LayerRule[]>().notNull().default([]),
    hideElementOnLayers: jsonb("hide_element_on_layers").$type<LayerRule[]>().notNull().default([]),
    order: integer("order").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("form_elements_element_idx").on(t.element),
    index("form_elements_element_trgm_idx").using("gin", sql`${t.element} gin_trgm_ops`),
    ...sortIndexes("form_elements", formElementSortKeys(t), t.id),
  ],
);

/** Delivery of a contact message: `stored` (no SMTP configured), `sending`, then `sent` or `failed`. */
export type ContactMessageStatus = "stored" | "sending" | "sent" | "failed";

/** Every message of the contact-us form (spec studio §3 'Contact message'), whether mailed or not. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    status: text("status").$type<ContactMessageStatus>().notNull().default("stored"),
    /** Why the last SMTP delivery failed; empty otherwise. */
    deliveryError: text("delivery_error").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export * from "./tables/ad-review.js";
export * from "./tables/ads.js";
export * from "./tables/assets.js";
export * from "./tables/campaigns.js";
export * from "./tables/chat.js";
export * from "./tables/companies.js";
export * from "./tables/notes.js";
export * from "./tables/qr.js";
export * from "./tables/report-schedules.js";
export * from "./tables/secret-keys.js";
export * from "./tables/templates.js";
export * from "./tables/tracker.js";
export * from "./tables/users.js";
