import type { AssetRendition, RenditionStatus } from "@adstudio/contract";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Uploaded assets, one row per content hash (the bytes live in the storage under `assets/<hash>.<ext>`):
 * what the server measured once, so a second upload of the same bytes answers the same facts without
 * storing or decoding again. The original file name is not kept here: it belongs to each document.
 * `render` names an asset by the first 20 hex digits of its hash, so previews are served by that prefix.
 */
export const assets = pgTable(
  "assets",
  {
    hash: text("hash").primaryKey(),
    type: text("type").$type<"image" | "video" | "font">().notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    durationMs: integer("duration_ms"),
    bitrateKbps: integer("bitrate_kbps"),
    codec: text("codec"),
    uploadedBy: uuid("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assets_short_hash_idx").on(sql`left(${t.hash}, 20)`)],
);

/**
 * A video asset's transcoding into VAST renditions (one row per source hash, written when it is
 * uploaded): where the job stands and the renditions made, each itself an asset in `assets` (so it is
 * served at `/api/assets/{hash}.{ext}`). The renditions are a JSON list: they are only ever read whole,
 * with the source, by the status endpoint and by publish (the VAST's MediaFiles).
 */
export const assetRenditions = pgTable("asset_renditions", {
  sourceHash: text("source_hash")
    .primaryKey()
    .references(() => assets.hash, { onDelete: "cascade" }),
  status: text("status").$type<RenditionStatus>().notNull(),
  progress: real("progress").notNull().default(0),
  message: text("message"),
  renditions: jsonb("renditions").$type<AssetRendition[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
