import type { QrType } from "@adstudio/core";
import { type AnyColumn, sql } from "drizzle-orm";
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

type QrColumns = Record<"name" | "type" | "targetUrl" | "scanCount" | "createdAt", AnyColumn>;

/** How the QR list sorts by each of the contract's sort fields (`id` is the link's name). */
export const qrSortKeys = (t: QrColumns) => ({
  id: textKey(t.name),
  type: plainKey(t.type),
  targetUrl: textKey(t.targetUrl),
  scanCount: plainKey(t.scanCount),
  createdAt: plainKey(t.createdAt),
});

/**
 * QR links (spec studio §3 'QR link'): `name` is the spec's `id` field; `code` is the immutable
 * 8-hex short code in the public scan URL (`/q/{code}`), so renaming a link never breaks a printed code.
 */
export const qrLinks = pgTable(
  "qr_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // Only the schema's types are ever written (QrLinkSchema checks them).
    type: text("type").$type<QrType>().notNull(),
    targetUrl: text("target_url").notNull(),
    code: text("code").notNull(),
    scanCount: bigint("scan_count", { mode: "number" }).notNull().default(0),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("qr_links_name_lower_idx").on(sql`lower(${t.name})`),
    uniqueIndex("qr_links_code_idx").on(t.code),
    index("qr_links_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("qr_links_target_trgm_idx").using("gin", sql`${t.targetUrl} gin_trgm_ops`),
    ...sortIndexes("qr_links", qrSortKeys(t), t.id),
  ],
);

/**
 * No longer written: a scan is stored as its `qrScan` row in `tracker_events` (features/qr/repo.ts), and
 * nothing ever read this table. It stays for one release because replicas of the previous version still
 * write it while an upgrade starts the new ones beside them (docs/production.md); the next release's
 * migration drops it, with the rows written before this one.
 */
export const qrScanEvents = pgTable(
  "qr_scan_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    qrId: uuid("qr_id")
      .notNull()
      .references(() => qrLinks.id, { onDelete: "cascade" }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
    /** mobile, tablet, desktop or other, from the User-Agent. */
    deviceClass: text("device_class").notNull(),
  },
  (t) => [index("qr_scan_events_qr_time_idx").on(t.qrId, t.scannedAt)],
);
