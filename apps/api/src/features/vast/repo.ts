import { VAST_EVENTS, VAST_LOG_CAPACITY, type VastEventRecord } from "@adstudio/contract";
import type pg from "pg";

/** Every VAST pixel's impression id starts so (see impression.ts): the runtime's ids never hold a ':'. */
export const VAST_KEY_PREFIX = "vast:";

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
