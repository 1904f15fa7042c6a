import type { ContactPerson, StoredFile } from "@adstudio/contract";
import { type AnyColumn, sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";

/** A stored file as a company row references it: the API's shape (the bytes live in file storage). */
export type StoredFileRef = StoredFile;

type CompanyColumns = Record<
  | "name"
  | "shortName"
  | "domains"
  | "address"
  | "country"
  | "city"
  | "state"
  | "pin"
  | "phone"
  | "mobile"
  | "contactPerson"
  | "status"
  | "createdAt",
  AnyColumn
>;

// A literal key (not a bound parameter), so that the query's expression is the indexed one.
const contactKey = (t: CompanyColumns, field: "name" | "email" | "phone" | "mobile") =>
  textKey(sql`${t.contactPerson} ->> ${sql.raw(`'${field}'`)}`);

/**
 * How the company list sorts by each of the contract's sort fields; the contact person's by dotted path.
 * Domains sort as their comma-joined text through `adstudio_domains_key` (migration 0005), an IMMUTABLE
 * wrapper of `array_to_string`, which PostgreSQL marks STABLE and so would not index.
 */
export const companySortKeys = (t: CompanyColumns) => ({
  name: textKey(t.name),
  shortName: textKey(t.shortName),
  domains: sql`adstudio_domains_key(${t.domains}) collate "C"`,
  address: textKey(t.address),
  country: plainKey(t.country),
  city: textKey(t.city),
  state: textKey(t.state),
  pin: plainKey(t.pin),
  phone: plainKey(t.phone),
  mobile: plainKey(t.mobile),
  "contactPerson.name": contactKey(t, "name"),
  "contactPerson.email": contactKey(t, "email"),
  "contactPerson.phone": contactKey(t, "phone"),
  "contactPerson.mobile": contactKey(t, "mobile"),
  status: plainKey(t.status),
  createdAt: plainKey(t.createdAt),
});

/** Advertiser/agency companies (spec studio §3 'Company'). */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    logo: jsonb("logo").$type<StoredFileRef | null>(),
    address: text("address").notNull().default(""),
    country: text("country").notNull().default("IN"),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    pin: text("pin").notNull().default(""),
    phone: text("phone").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    contactPerson: jsonb("contact_person")
      .$type<ContactPerson>()
      .notNull()
      .default({ name: "", email: "", phone: "", mobile: "" }),
    status: boolean("status").notNull().default(true),
    /** Issue 31: publishing this company's ads needs an approved review version. */
    approvalRequired: boolean("approval_required").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("companies_short_name_lower_idx").on(sql`lower(${t.shortName})`),
    // Ads, campaigns, templates and report schedules name their company as text, and every join to it
    // reads `companies.id::text = …`, which the primary key cannot answer: without this index each listed
    // row compared itself with every company (an ad list's deep page took minutes at 100 000 companies).
    index("companies_id_text_idx").on(sql`(${t.id}::text)`),
    index("companies_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("companies_short_name_trgm_idx").using("gin", sql`${t.shortName} gin_trgm_ops`),
    index("companies_city_trgm_idx").using("gin", sql`${t.city} gin_trgm_ops`),
    ...sortIndexes("companies", companySortKeys(t), t.id),
  ],
);

/**
 * Every distinct trigram (three characters of the lower-cased text) of a company's name, short name and
 * city, beside the company's name sort key: the company list's search in its default name order walks
 * `(gram, name_key, company_id)` for one trigram of the search, already in page order, instead of walking
 * the name index past every company that does not match (issue 17: a search matching 200 000 companies
 * that all sort late read 800 000 rows before filling a page). Rows are kept by the
 * `companies_search_grams_sync` triggers (migration 0008), never written by the API. Both text columns are
 * COLLATE "C" there (Drizzle cannot say so), so `name_key` orders as the list's name sort key does.
 */
export const companySearchGrams = pgTable(
  "company_search_grams",
  {
    gram: text("gram").notNull(),
    nameKey: text("name_key").notNull(),
    companyId: uuid("company_id").notNull(),
  },
  (t) => [primaryKey({ name: "company_search_grams_pkey", columns: [t.gram, t.nameKey, t.companyId] })],
);
