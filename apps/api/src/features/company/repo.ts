import type { companyEndpoints, SortFieldOf } from "@adstudio/contract";
import { eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type ListSelect, rowsWithIds, type SearchPage, searchPage } from "../../db/bounded-search.js";
import { countMatches } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { companies, companySortKeys } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";
import { nameOrderDirection, pageByGram, rarestGram } from "./search-grams-repo.js";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<typeof companies.$inferInsert, "id" | "createdAt" | "updatedAt">;

export type CompanySortField = SortFieldOf<typeof companyEndpoints.list>;

/** The contract's sort fields; the contact person's by dotted path, as the table's columns name them. */
const SORT_COLUMNS = companySortKeys(companies) satisfies Record<CompanySortField, unknown>;

/** The unique index behind "a short name names one company" (ignoring case). */
export const SHORT_NAME_INDEX = "companies_short_name_lower_idx";

/** `search` matches name, short name and city, case-insensitively (the trigram-indexed columns). */
export function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.shortName, pattern),
    ilike(companies.city, pattern),
  );
}

/** A page of companies; a search goes through the bounded search plan (db/bounded-search.ts). */
export async function listCompanies(
  db: Executor,
  query: ListQuery<CompanySortField>,
): Promise<SearchPage<CompanyRow>> {
  const order = orderByOf(SORT_COLUMNS, query.sort, companies.id);
  const select = (where: SQL | undefined, page: { limit: number; offset: number }) =>
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  const match = searchCondition(query.search);
  if (!match) {
    const [rows, counted] = await Promise.all([
      query.offset < DEEP_OFFSET ? select(undefined, query) : deepPage(db, order, query, select),
      countMatches(db, companies, undefined),
    ]);
    return { rows, ...counted };
  }
  const direction = nameOrderDirection(query.sort);
  // A broad search in name order walks the trigram table instead (issue 17: it holds each trigram's
  // companies in name order, so the page is full however late its matches sort, with no partial page).
  const broadPage = async () => {
    const gram = direction ? await rarestGram(db, query.search) : undefined;
    return gram && direction ? pageByGram(db, gram, match, direction, query) : undefined;
  };
  return searchPage(db, { table: companies, id: companies.id, match, order, select, broadPage }, query);
}

/** From this offset on, a page's ids are read from the sort index before its rows (see `deepPage`). */
const DEEP_OFFSET = 1_000;

/**
 * A page far into the list: its ids from the sort index alone (an index-only scan, every sort key has its
 * index ending in the id), then those companies. Read in one go, the offset's companies were each fetched
 * from the table only to be skipped, and in name order they lie all over it: page 5 000 of a million read
 * 50 000 scattered rows (681 ms); the ids are 50 000 neighbouring index entries.
 */
async function deepPage(
  db: Executor,
  order: SQL[],
  page: { limit: number; offset: number },
  select: ListSelect<CompanyRow>,
): Promise<CompanyRow[]> {
  const ids = await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rowsWithIds(
    select,
    companies.id,
    ids.map((row) => row.id),
  );
}

export async function findCompanyById(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The company holding a short name, ignoring case, like the unique index. */
export async function findCompanyByShortName(
  db: Executor,
  shortName: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(sql`lower(${companies.shortName})`, shortName.toLowerCase()));
  return row;
}

export async function insertCompany(db: Executor, id: string, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCompany(
  db: Executor,
  id: string,
  values: CompanyValues,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function deleteCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.delete(companies).where(eq(companies.id, id)).returning();
  return row;
}
