import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { ads, type CoverImageRef, companies } from "../../db/schema.js";

/** `null`: every company's ads (the admin group); otherwise only these companies' (empty: none). */
export type ShowcaseScope = readonly string[] | null;

export interface ShowcaseFilter {
  scope: ShowcaseScope;
  /** Only these categories (formats); empty: every one. */
  types: readonly string[];
  /** The public showcase: published ads only, never drafts. */
  publishedOnly: boolean;
}

/** A card's columns: the document's teaser and feature list only, never the whole document. */
const card = {
  id: ads.id,
  name: ads.name,
  type: ads.type,
  status: ads.status,
  location: ads.location,
  thumbnail: ads.thumbnail,
  previewName: ads.previewName,
  previewHeading: ads.previewHeading,
  coverImage: ads.coverImage,
  createdBy: ads.createdBy,
  createdAt: ads.createdAt,
  companyId: ads.companyId,
  teaser: sql<Record<string, { width: number; height: number }>>`${ads.document} -> 'teaser'`,
  featureTypes: sql<
    string[] | null
  >`(select array_agg(distinct f ->> 'type') from json_array_elements(${ads.document} -> 'features') f)`,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
  companyLogo: sql<string>`coalesce(${companies.logo} ->> 'location', '')`,
};
export interface ShowcaseRow {
  id: string;
  name: string;
  type: string;
  status: string;
  location: string;
  thumbnail: string;
  previewName: string;
  previewHeading: string;
  coverImage: CoverImageRef | null;
  createdBy: string | null;
  createdAt: Date;
  companyId: string;
  teaser: Record<string, { width: number; height: number }>;
  featureTypes: string[] | null;
  companyName: string;
  companyLogo: string;
}

const companyMatch = eq(sql`${companies.id}::text`, ads.companyId);

function conditions(filter: ShowcaseFilter): SQL | undefined {
  const { scope, types, publishedOnly } = filter;
  return and(
    // Rich-media templates are documents to start from, never cards.
    eq(ads.isTemplate, false),
    scope === null ? undefined : scope.length === 0 ? sql`false` : inArray(ads.companyId, [...scope]),
    types.length > 0 ? inArray(ads.type, [...types]) : undefined,
    publishedOnly ? and(eq(ads.status, "published"), sql`${ads.location} <> ''`) : undefined,
  );
}

/**
 * One page of cards, newest first (or oldest with `direction` 1), and how many there are in all. The page's
 * ids are found first and only those 8 rows are joined and read out of their documents: reading the
 * teaser of every skipped row made a deep page of 10 000 ads take over 100 ms.
 */
export async function listCards(
  db: Executor,
  filter: ShowcaseFilter,
  page: { limit: number; offset: number; direction: 1 | -1 },
): Promise<{ rows: ShowcaseRow[]; total: number }> {
  const where = conditions(filter);
  const order = page.direction === 1 ? asc : desc;
  const ids = db
    .select({ id: ads.id })
    .from(ads)
    .where(where)
    .orderBy(order(ads.createdAt), order(ads.id))
    .limit(page.limit)
    .offset(page.offset)
    .as("page_ids");
  const [rows, [counted]] = await Promise.all([
    db
      .select(card)
      .from(ads)
      .innerJoin(ids, eq(ids.id, ads.id))
      .leftJoin(companies, companyMatch)
      .orderBy(order(ads.createdAt), order(ads.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(ads).where(where),
  ]);
  return { rows: rows as ShowcaseRow[], total: counted?.total ?? 0 };
}

/** One card by id (after a change), whatever its scope: the caller checked it. */
export async function findCard(db: Executor, id: string): Promise<ShowcaseRow | undefined> {
  const [row] = await db
    .select(card)
    .from(ads)
    .leftJoin(companies, companyMatch)
    .where(and(eq(ads.id, id), eq(ads.isTemplate, false)));
  return row as ShowcaseRow | undefined;
}

/**
 * The categories (formats) the filter's ads hold, by name. A loose index scan (one index probe per format,
 * each for the next type after the last) instead of DISTINCT over every ad: at most 21 probes however
 * many ads a company has.
 */
export async function categories(db: Executor, filter: Omit<ShowcaseFilter, "types">): Promise<string[]> {
  const where = conditions({ ...filter, types: [] }) ?? sql`true`;
  const result = await db.execute<{ type: string | null }>(sql`
    with recursive found(type) as (
      (select ${ads.type} from ${ads} where ${where} order by ${ads.type} limit 1)
      union all
      select (select ${ads.type} from ${ads} where ${where} and ${ads.type} > found.type order by ${ads.type} limit 1)
      from found where found.type is not null
    )
    select type from found where type is not null`);
  return result.rows.flatMap((row) => (row.type ? [row.type] : []));
}

/** A company's public face (name and logo address), or undefined when there is none with this id. */
export async function findCompany(db: Executor, id: string) {
  const [row] = await db
    .select({ name: companies.name, logo: sql<string>`coalesce(${companies.logo} ->> 'location', '')` })
    .from(companies)
    .where(eq(sql`${companies.id}::text`, id));
  return row;
}

/** Sets the cover; the ad's revision stays, so an editor open on it is not made stale. */
export async function setCover(db: Executor, id: string, cover: CoverImageRef | null): Promise<void> {
  await db.update(ads).set({ coverImage: cover, updatedAt: new Date() }).where(eq(ads.id, id));
}

/** Sets the preview name or heading; the revision stays, as for the cover. */
export async function setPreviewText(
  db: Executor,
  id: string,
  field: "previewName" | "previewHeading",
  value: string,
): Promise<void> {
  await db
    .update(ads)
    .set({ [field]: value, updatedAt: new Date() })
    .where(eq(ads.id, id));
}

/** Copies the showcase dress (cover and heading) of one ad onto another (a clone). */
export async function copyDress(db: Executor, from: ShowcaseRow, to: string): Promise<void> {
  await db
    .update(ads)
    .set({ coverImage: from.coverImage, previewHeading: from.previewHeading })
    .where(eq(ads.id, to));
}
