import type { TemplateReport } from "@adstudio/contract";
import { type AnyColumn, sql } from "drizzle-orm";
import { boolean, index, json, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

/** How the template list sorts by the contract's sort fields. */
export const templateSortKeys = (t: Record<"name" | "size" | "createdAt" | "updatedAt", AnyColumn>) => ({
  name: textKey(t.name),
  size: plainKey(t.size),
  createdAt: plainKey(t.createdAt),
  updatedAt: plainKey(t.updatedAt),
});

/**
 * HTML5 templates uploaded from other tools (issue 13): the files live in the storage under
 * `creatives/templates/{id}/`, served sandboxed by the creatives route; the row holds what the upload
 * detected and the validator's report. `company_id` is the owning company, as for ads.
 */
export const html5Templates = pgTable(
  "html5_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id").notNull(),
    name: text("name").notNull(),
    /** `300x250` from the ad.size meta; null without one. */
    size: text("size"),
    clickTag: boolean("click_tag").notNull(),
    report: json("report").$type<TemplateReport>().notNull(),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("html5_templates_company_idx").on(t.companyId),
    index("html5_templates_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    ...sortIndexes("html5_templates", templateSortKeys(t), t.id),
  ],
);
