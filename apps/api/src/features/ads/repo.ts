import type { adsEndpoints, SortFieldOf } from "@adstudio/contract";
import type { AdDocument } from "@adstudio/creative";
import { and, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { type SearchPage, searchPage } from "../../db/bounded-search.js";
import type { Db } from "../../db/client.js";
import { countMatches } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { adSortKeys, ads, adVersions, campaigns, companies } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type AdRow = typeof ads.$inferSelect;
export type NewAd = Omit<typeof ads.$inferInsert, "id" | "createdAt" | "updatedAt" | "revision">;
/**
 * An ad with its company's name and logo address (empty when the company no longer exists) and its
 * campaign's name (null without a campaign, or when the campaign is gone).
 */
export type AdWithCompany = AdRow & { companyName: string; companyLogo: string; campaignName: string | null };

/** `null` sees every ad (the admin group); a list only ads of these companies (empty: none). */
export type CompanyScope = readonly string[] | null;

export type AdSortField = SortFieldOf<typeof adsEndpoints.list>;
const SORT_COLUMNS = adSortKeys(ads) satisfies Record<AdSortField, unknown>;

export interface AdFilters {
  type?: string;
  company?: string;
  campaign?: string;
  status?: string;
}

const companyMatch = eq(sql`${companies.id}::text`, ads.companyId);
const campaignMatch = eq(campaigns.id, ads.campaignId);
const withCompany = {
  ad: ads,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
  companyLogo: sql<string>`coalesce(${companies.logo} ->> 'location', '')`,
  campaignName: sql<string | null>`${campaigns.name}`,
};
type Joined = { ad: AdRow; companyName: string; companyLogo: string; campaignName: string | null };
const flatten = ({ ad, ...names }: Joined): AdWithCompany => ({ ...ad, ...names });

function scopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(ads.companyId, [...scope]);
}

/** Ads (`false`) or rich-media templates (`true`): every read names which, so neither leaks into the other. */
export type AdKind = { template: boolean };
const AD: AdKind = { template: false };

function filterConditions(filters: AdFilters): (SQL | undefined)[] {
  return [
    filters.type ? eq(ads.type, filters.type) : undefined,
    filters.company ? eq(ads.companyId, filters.company) : undefined,
    filters.campaign ? eq(ads.campaignId, filters.campaign) : undefined,
    filters.status ? eq(ads.status, filters.status) : undefined,
  ];
}

/** A page of ads (or templates); a search goes through the bounded search plan (db/bounded-search.ts). */
export async function listAds(
  db: Executor,
  query: ListQuery<AdSortField>,
  filters: AdFilters,
  scope: CompanyScope,
  kind: AdKind = AD,
): Promise<SearchPage<AdWithCompany>> {
  const filter = and(eq(ads.isTemplate, kind.template), scopeCondition(scope), ...filterConditions(filters));
  const order = orderByOf(SORT_COLUMNS, query.sort, ads.id);
  const select = async (where: SQL | undefined, page: { limit: number; offset: number }) => {
    const rows = await db
      .select(withCompany)
      .from(ads)
      .leftJoin(companies, companyMatch)
      .leftJoin(campaigns, campaignMatch)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(flatten);
  };
  if (query.search) {
    const match = ilike(ads.name, containsPattern(query.search));
    return searchPage(db, { table: ads, id: ads.id, filter, match, order, select }, query);
  }
  const [rows, counted] = await Promise.all([
    select(filter, query),
    countMatches(db, { table: ads }, filter),
  ]);
  return { rows, ...counted };
}

export async function findAd(
  db: Executor,
  id: string,
  scope: CompanyScope,
  kind: AdKind = AD,
): Promise<AdWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(ads)
    .leftJoin(companies, companyMatch)
    .leftJoin(campaigns, campaignMatch)
    .where(and(eq(ads.id, id), eq(ads.isTemplate, kind.template), scopeCondition(scope)));
  return row ? flatten(row) : undefined;
}

export async function insertAd(db: Executor, id: string, values: NewAd): Promise<void> {
  await db.insert(ads).values({ id, ...values });
}

/**
 * Writes the changes only if the ad is still at `revision`, and moves it to the next one. Answers
 * undefined when another save got there first (or the ad is gone): one statement, so two concurrent saves
 * of the same revision cannot both match.
 */
export async function updateAdAtRevision(
  db: Executor,
  id: string,
  revision: number,
  changes: Partial<Pick<AdRow, "name" | "campaignId" | "previewName" | "previewHeading" | "document">>,
): Promise<AdRow | undefined> {
  const [row] = await db
    .update(ads)
    .set({ ...changes, revision: sql`${ads.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(ads.id, id), eq(ads.revision, revision)))
    .returning();
  return row;
}

/** Points a template's list picture at a new drawing; a picture is not a change, so no revision. */
export async function setThumbnail(db: Executor, id: string, thumbnail: string): Promise<void> {
  await db
    .update(ads)
    .set({ thumbnail })
    .where(and(eq(ads.id, id), eq(ads.isTemplate, true)));
}

export async function deleteAd(db: Executor, id: string): Promise<AdRow | undefined> {
  const [row] = await db.delete(ads).where(eq(ads.id, id)).returning();
  return row;
}

/** The owning company of an ad or rich-media template, whatever its kind; undefined for an unknown id. */
export async function adCompany(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ companyId: ads.companyId }).from(ads).where(eq(ads.id, id));
  return row?.companyId;
}

export async function companyExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`${companies.id}::text`, id));
  return row !== undefined;
}

/** Campaigns of these companies (`null`: every campaign) as choices, by name, at most `limit`. */
export async function campaignChoices(
  db: Executor,
  scope: CompanyScope,
  limit: number,
): Promise<{ id: string; name: string; companyId: string }[]> {
  if (scope !== null && scope.length === 0) return [];
  return db
    .select({ id: campaigns.id, name: campaigns.name, companyId: campaigns.companyId })
    .from(campaigns)
    .where(scope === null ? undefined : inArray(campaigns.companyId, [...scope]))
    .orderBy(campaigns.name, campaigns.id)
    .limit(limit);
}

/** The owning company of a campaign, or undefined when there is no such campaign. */
export async function campaignCompany(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: campaigns.companyId })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.companyId;
}

/**
 * Runs a publish with the ad's row locked (`SELECT … FOR UPDATE`), so concurrent publishes of one ad take
 * turns: each reads the revision and latest version the one before it left, and versions never collide.
 */
export async function withAdLocked<T>(
  db: Db,
  id: string,
  work: (locked: { revision: number; latestVersion: number | null }, tx: Executor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ revision: ads.revision, latestVersion: ads.latestVersion })
      .from(ads)
      .where(eq(ads.id, id))
      .for("update");
    return row ? work(row, tx) : undefined;
  });
}

/** Records a published version and points the ad at it (inside {@link withAdLocked}). */
export async function recordPublish(
  tx: Executor,
  entry: {
    adId: string;
    revision: number;
    version: number;
    sizes: string[];
    publishedBy: string | null;
    location: string;
    /** The version's thumbnail address, or "" when it could not be drawn. */
    thumbnail: string;
    notes: string | null;
    /** The document the version serves, null when it is not known (a rollback of an older version). */
    document: AdDocument | null;
  },
): Promise<void> {
  await tx
    .update(ads)
    .set({
      latestVersion: entry.version,
      location: entry.location,
      thumbnail: entry.thumbnail,
      status: "published",
      updatedAt: new Date(),
    })
    .where(eq(ads.id, entry.adId));
  await tx.insert(adVersions).values({
    adId: entry.adId,
    version: entry.version,
    revision: entry.revision,
    sizes: entry.sizes,
    publishedBy: entry.publishedBy,
    notes: entry.notes,
    document: entry.document,
  });
}

/** A published ad by id, for the public VAST tag: no scope, only what is public. */
export async function findPublished(db: Executor, id: string) {
  const [row] = await db
    .select({ type: ads.type, latestVersion: ads.latestVersion })
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.isTemplate, false)));
  return row?.latestVersion ? { type: row.type, version: row.latestVersion } : undefined;
}

/**
 * The public facts of a published ad (the embed's `data-ad-id`): name, type, location and the sizes of
 * its latest version. Undefined for an unknown ad and for one never published.
 */
export async function findPublicAd(db: Executor, id: string) {
  const [row] = await db
    .select({
      name: ads.name,
      type: ads.type,
      location: ads.location,
      sizes: adVersions.sizes,
      companyId: ads.companyId,
    })
    .from(ads)
    .innerJoin(adVersions, and(eq(adVersions.adId, ads.id), eq(adVersions.version, ads.latestVersion)))
    .where(and(eq(ads.id, id), eq(ads.isTemplate, false)));
  return row;
}
