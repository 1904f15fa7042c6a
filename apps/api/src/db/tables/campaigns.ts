import { type AnyColumn, sql } from "drizzle-orm";
import { date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

type CampaignColumns = Record<
  "name" | "status" | "startDate" | "endDate" | "totalBudget" | "values" | "createdAt" | "updatedAt",
  AnyColumn
>;

/**
 * How the campaign list sorts by the contract's sort fields of the campaign's own columns (the company's
 * name comes from a join, so the repository adds it and it has no index).
 */
export const campaignSortKeys = (t: CampaignColumns) => ({
  name: textKey(t.name),
  status: plainKey(t.status),
  startDate: plainKey(t.startDate),
  endDate: plainKey(t.endDate),
  totalBudget: plainKey(t.totalBudget),
  brand: textKey(sql`coalesce(${t.values} ->> 'brand', '')`),
  createdAt: plainKey(t.createdAt),
  updatedAt: plainKey(t.updatedAt),
});

/**
 * Campaigns: the values of the campaign form template (validated, computed fields recomputed by the
 * server) in `values`, with the columns lists filter, search and sort on copied out of them.
 * `company_id` is the owning company (a company id as users' `company_ids` hold them): users outside the
 * admin group see only their companies' campaigns.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id").notNull(),
    /** The user who created it; kept (null) when that user is deleted. */
    createdBy: uuid("created_by"),
    name: text("name").notNull(),
    status: text("status").notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    totalBudget: numeric("total_budget", { precision: 16, scale: 2, mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_company_idx").on(t.companyId),
    index("campaigns_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("campaigns_created_idx").on(t.createdAt),
    ...sortIndexes("campaigns", campaignSortKeys(t), t.id),
  ],
);
