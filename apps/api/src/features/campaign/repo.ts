import type { campaignEndpoints, SortFieldOf } from "@adstudio/contract";
import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf, textKey } from "../../db/query-helpers.js";
import { campaignSortKeys, campaigns, companies } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, "id" | "createdAt" | "updatedAt">;
/** A campaign with its company's name (empty when the company no longer exists). */
export type CampaignWithCompany = CampaignRow & { companyName: string };

/**
 * Which campaigns a caller sees: `null` is every campaign (the admin group), a list only those owned by
 * these companies (an empty list sees nothing).
 */
export type CompanyScope = readonly string[] | null;

// Company ids are uuids; campaigns keep them as text, like users' company_ids.
const companyMatch = eq(sql`${companies.id}::text`, campaigns.companyId);
const companyName = sql<string>`coalesce(${companies.name}, '')`;

export type CampaignSortField = SortFieldOf<typeof campaignEndpoints.list>;

const SORT_COLUMNS = {
  ...campaignSortKeys(campaigns),
  companyName: textKey(companyName),
} satisfies Record<CampaignSortField, unknown>;

function scopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  // An empty IN list is not valid SQL; a caller of no company sees nothing.
  return scope.length === 0 ? sql`false` : inArray(campaigns.companyId, [...scope]);
}

/** `search` matches the name, the brand and the advertiser company's name, ignoring case. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(campaigns.name, pattern),
    ilike(sql`${campaigns.values} ->> 'brand'`, pattern),
    ilike(companies.name, pattern),
  );
}

const withCompany = { campaign: campaigns, companyName };

const flatten = ({ campaign, companyName: name }: { campaign: CampaignRow; companyName: string }) => ({
  ...campaign,
  companyName: name,
});

export async function listCampaigns(
  db: Executor,
  query: ListQuery<CampaignSortField>,
  scope: CompanyScope,
): Promise<{ rows: CampaignWithCompany[] } & ListTotal> {
  const where = and(scopeCondition(scope), searchCondition(query.search));
  const [rows, counted] = await Promise.all([
    db
      .select(withCompany)
      .from(campaigns)
      .leftJoin(companies, companyMatch)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, campaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, { table: campaigns, join: sql`left join ${companies} on ${companyMatch}` }, where),
  ]);
  return { rows: rows.map(flatten), ...counted };
}

/** One campaign, if it exists and the scope may see it. */
export async function findCampaign(
  db: Executor,
  id: string,
  scope: CompanyScope,
): Promise<CampaignWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(campaigns)
    .leftJoin(companies, companyMatch)
    .where(and(eq(campaigns.id, id), scopeCondition(scope)));
  return row ? flatten(row) : undefined;
}

export async function insertCampaign(db: Executor, id: string, values: CampaignValues): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({ id, ...values })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCampaign(
  db: Executor,
  id: string,
  values: Omit<CampaignValues, "createdBy">,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}

export async function deleteCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.delete(campaigns).where(eq(campaigns.id, id)).returning();
  return row;
}

/** Companies as choices (`{id, name}`), by name; `null` scope lists every company. */
export async function companyChoices(
  db: Executor,
  scope: CompanyScope,
): Promise<{ id: string; name: string }[]> {
  if (scope !== null && scope.length === 0) return [];
  return db
    .select({ id: sql<string>`${companies.id}::text`, name: companies.name })
    .from(companies)
    .where(scope === null ? undefined : inArray(sql`${companies.id}::text`, [...scope]))
    .orderBy(textKey(companies.name), companies.id);
}

/** The name of a company, or undefined when no company has this id. */
export async function findCompanyName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(sql`${companies.id}::text`, id));
  return row?.name;
}
