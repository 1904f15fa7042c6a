import { and, asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { companies, companySearchGrams } from "../../db/schema.js";
import type { SortSpec } from "../../http/list-query.js";

/** Entries counted per trigram to find a search's rarest one: enough to tell a rare trigram from a common one. */
const GRAM_COUNT_CAP = 1_000;

/**
 * The direction of a list sorted by name alone (the default order), else undefined: only that order has its
 * key in the trigram table.
 */
export function nameOrderDirection(sort: SortSpec<string>): 1 | -1 | undefined {
  const [only, ...rest] = sort;
  return only && rest.length === 0 && only[0] === "name" ? only[1] : undefined;
}

/**
 * The trigram of `search` (lower-cased by PostgreSQL, as ILIKE does) that the fewest companies hold;
 * undefined for a search of fewer than three characters, which has none. Every company the search matches
 * holds each of its trigrams, so walking the rarest one reads the fewest entries that do not match. Rarity
 * comes from the table's statistics (the share of its most common trigrams; 1 000 are kept, see migration
 * 0008), then from a count capped at 1 000 entries: counting a common trigram to the end would cost what
 * the walk saves, and a capped count alone cannot tell "ing" (in every "Trading") from "spr".
 */
export async function rarestGram(db: Executor, search: string): Promise<string | undefined> {
  const found = await db.execute<{ gram: string }>(sql`
    with common as (
      select most_common_vals::text::text[] as vals, most_common_freqs as freqs from pg_stats
      where schemaname = current_schema() and tablename = 'company_search_grams' and attname = 'gram'
    )
    select g as gram from unnest(adstudio_trigrams(lower(${search}))) as g
    order by
      coalesce((select freqs[array_position(vals, g::text)] from common), 0),
      (select count(*) from (select 1 from ${companySearchGrams}
        where ${companySearchGrams.gram} = g limit ${GRAM_COUNT_CAP + 1}) as held),
      g
    limit 1`);
  return found.rows[0]?.gram;
}

/**
 * A page of the companies matching `where`, in name order, read from one trigram's entries (already in
 * `(name key, id)` order) and checked against the real condition: the same rows, order and page as the
 * list's plain query, without walking every company that sorts before the matches.
 */
export function pageByGram(
  db: Executor,
  gram: string,
  where: SQL | undefined,
  direction: 1 | -1,
  page: { limit: number; offset: number },
) {
  const order = direction === 1 ? asc : desc;
  return db
    .select(getTableColumns(companies))
    .from(companySearchGrams)
    .innerJoin(companies, eq(companies.id, companySearchGrams.companyId))
    .where(and(eq(companySearchGrams.gram, gram), where))
    .orderBy(order(companySearchGrams.nameKey), order(companySearchGrams.companyId))
    .limit(page.limit)
    .offset(page.offset);
}
