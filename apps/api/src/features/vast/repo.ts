import { VAST_EVENTS, VAST_LOG_CAPACITY, type VastEventRecord } from "@adstudio/contract";
import type pg from "pg";

/** Every VAST pixel's impression id starts so (see impression.ts): the runtime's ids never hold a ':'. */
export const VAST_KEY_PREFIX = "vast:";

/** What a VAST pixel's check needs of the ad it names. */
export interface VastAdFacts {
  companyId: string;
  type: string;
  isTemplate: boolean;
  /** Published (status) with a latest version, as the tracker's ad check reads it. */
  published: boolean;
  /** Whether the ad published the version asked for (true when none was asked for). */
  hasVersion: boolean;
}

/** The facts of an ad (and of its version `version`), or undefined for an unknown id. */
export async function vastAdFacts(
  pool: pg.Pool,
  adId: string,
  version: number | undefined,
): Promise<VastAdFacts | undefined> {
  const { rows } = await pool.query<{
    company_id: string;
    type: string;
    is_template: boolean;
    status: string;
    latest_version: number | null;
    has_version: boolean;
  }>({
    name: "vast-ad-facts",
    text: `select company_id, type, is_template, status, latest_version,
              $2::int is null or exists (select 1 from ad_versions where ad_id = $1 and version = $2) as has_version
           from ads where id = $1`,
    values: [adId, version ?? null],
  });
  const row = rows[0];
  return (
    row && {
      companyId: row.company_id,
      type: row.type,
      isTemplate: row.is_template,
      published: row.status === "published" && row.latest_version !== null,
      hasVersion: row.has_version,
    }
  );
}

/**
 * The newest live VAST pixels in the tracker's store, oldest first. `companies` null reads every company;
 * otherwise those companies' ads and the shipped samples (`samples`: no company; a pixel naming anything
 * else is refused before it is stored, and older rows of made-up names stay hidden).
 */
export async function recentVastEvents(
  pool: pg.Pool,
  creative: string | undefined,
  scope: { companies: readonly string[]; samples: readonly string[] } | null,
): Promise<VastEventRecord[]> {
  // Live pixels only: the store keeps preview impressions as `previewView` and filtered traffic as
  // `invalid`, neither of them a VAST event name. Rows without an id are pixels from before VAST ids.
  const values: unknown[] = [[...VAST_EVENTS], VAST_LOG_CAPACITY, `${VAST_KEY_PREFIX}%`];
  let where = "(impression_id = '' or impression_id like $3) and event = any($1::text[])";
  if (creative) {
    values.push(creative);
    where += ` and detail = $${values.length}`;
  }
  if (scope) {
    values.push([...scope.companies]);
    const companies = values.length;
    values.push([...scope.samples]);
    where += ` and (company_id = any($${companies}::text[])
      or (company_id = '' and ad_id is null and detail = any($${values.length}::text[])))`;
  }
  const { rows } = await pool.query<{
    creative: string;
    event: VastEventRecord["event"];
    at: Date;
    code: string;
  }>(
    `select detail as creative, event, at, action as code from tracker_events where ${where}
     order by at desc limit $2`,
    values,
  );
  return rows.reverse().map((row) => ({
    creative: row.creative,
    event: row.event,
    at: row.at.toISOString(),
    ...(row.code ? { code: row.code } : {}),
  }));
}
