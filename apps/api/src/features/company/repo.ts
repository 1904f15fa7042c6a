import type { companyEndpoints, SortFieldOf } from "@adstudio/contract";
import { eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
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

export async function listCompanies(
  db: Executor,
  query: ListQuery<CompanySortField>,
): Promise<{ rows: CompanyRow[] } & ListTotal> {
  const where = searchCondition(query.search);
  const direction = nameOrderDirection(query.sort);
  const [counted, gram] = await Promise.all([
    countMatches(db, companies, where),
    query.search && direction ? rarestGram(db, query.search) : undefined,
  ]);
  // A search in name order that matches many companies walks the trigram table (issue 17: matches that all
  // sort late made the name index walk 800 000 companies for a page). One that matches few (an exact
  // total) reads them all through the trigram indexes and sorts them, which the walk would only slow
  // down: "99999" shares its trigram with thousands of companies that do not match.
  if (gram && direction && counted.totalEstimated) {
    return { rows: await pageByGram(db, gram, where, direction, query), ...counted };
  }
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(...orderByOf(SORT_COLUMNS, query.sort, companies.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, ...counted };
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
