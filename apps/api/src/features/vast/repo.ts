import { VAST_EVENTS, VAST_LOG_CAPACITY, type VastEventRecord } from "@adstudio/contract";
import type pg from "pg";

/**
 * The newest VAST events in the tracker's store (players' pixels carry no impression id, which keeps
 * them apart from the creative runtime's beacons), oldest first. `companies` null reads every company;
 * otherwise those companies' ads and the shipped samples (which belong to no company).
 */
export async function recentVastEvents(
  pool: pg.Pool,
  creative: string | undefined,
  companies: readonly string[] | null,
): Promise<VastEventRecord[]> {
  const values: unknown[] = [[...VAST_EVENTS], VAST_LOG_CAPACITY];
  let where = "impression_id = '' and event = any($1::text[])";
  if (creative) {
    values.push(creative);
    where += ` and detail = $${values.length}`;
  }
  if (companies) {
    values.push([...companies, ""]);
    where += ` and company_id = any($${values.length}::text[])`;
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
