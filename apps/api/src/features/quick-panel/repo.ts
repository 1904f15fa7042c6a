import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { ads, adVersions, campaigns, companies } from "../../db/schema.js";

/** The caller's companies, or null for the admin group (every company). */
export type CompanyScope = readonly string[] | null;

function inScope(
  column: typeof campaigns.companyId | typeof ads.companyId,
  scope: CompanyScope,
): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? eq(column, "") : inArray(column, [...scope]);
}

/** Campaigns whose flight starts or ends between `from` and `to` (dates, inclusive). */
export async function flightsBetween(db: Db, scope: CompanyScope, from: string, to: string, limit: number) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      companyName: companies.name,
    })
    .from(campaigns)
    .leftJoin(companies, eq(sql`${companies.id}::text`, campaigns.companyId))
    .where(
      and(
        inScope(campaigns.companyId, scope),
        or(
          and(gte(campaigns.startDate, from), lte(campaigns.startDate, to)),
          and(gte(campaigns.endDate, from), lte(campaigns.endDate, to)),
        ),
      ),
    )
    .limit(limit);
}

/** Versions published since `since`, latest first. */
export async function publishedSince(db: Db, scope: CompanyScope, since: Date, limit: number) {
  return db
    .select({
      adId: ads.id,
      name: ads.name,
      version: adVersions.version,
      publishedAt: adVersions.createdAt,
    })
    .from(adVersions)
    .innerJoin(ads, eq(ads.id, adVersions.adId))
    .where(and(inScope(ads.companyId, scope), gte(adVersions.createdAt, since)))
    .orderBy(desc(adVersions.createdAt))
    .limit(limit);
}
