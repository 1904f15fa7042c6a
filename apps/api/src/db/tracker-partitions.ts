import type pg from "pg";

const DAY_MS = 86_400_000;
const NAME = /^tracker_events_p(\d{4})(\d{2})(\d{2})$/;
const DUPLICATE_TABLE = "42P07";
const DUPLICATE_OBJECT = "42710";

/** The UTC day an instant falls on, as its midnight. */
export const utcDay = (instant: Date): Date => new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);

/** `tracker_events_p20261125`: one partition per UTC day. */
export function partitionName(day: Date): string {
  return `tracker_events_p${day.toISOString().slice(0, 10).replaceAll("-", "")}`;
}

/**
 * Creates the day partitions of `tracker_events` covering `from` and the `daysAhead` days after it, if
 * missing. Two replicas creating the same partition at once is fine: the loser's error is ignored.
 */
export async function ensurePartitions(pool: pg.Pool, from: Date, daysAhead: number): Promise<void> {
  const first = utcDay(from).getTime();
  for (let i = 0; i <= daysAhead; i++) await ensurePartition(pool, new Date(first + i * DAY_MS));
}

export async function ensurePartition(pool: pg.Pool, instant: Date): Promise<void> {
  const day = utcDay(instant);
  const next = new Date(day.getTime() + DAY_MS);
  try {
    // Names and bounds come from a Date, never from a request.
    await pool.query(
      `create table if not exists ${partitionName(day)} partition of tracker_events
       for values from ('${day.toISOString()}') to ('${next.toISOString()}')`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== DUPLICATE_TABLE && code !== DUPLICATE_OBJECT) throw error;
  }
}

/** The day partitions that exist, oldest first. */
export async function listPartitions(pool: pg.Pool): Promise<{ name: string; day: Date }[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_inherits i
     join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
     where p.relname = 'tracker_events' order by 1`,
  );
  return rows.flatMap(({ name }) => {
    const match = NAME.exec(name);
    return match ? [{ name, day: new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) }] : [];
  });
}

/**
 * Drops the raw events of days wholly older than `retentionDays` before `now` (whole partitions: no
 * DELETE, no bloat) and the once-per-impression keys of the same age. Rollups stay: the dashboard's
 * figures outlive the raw rows. Returns the dropped partitions' names.
 */
export async function dropExpired(pool: pg.Pool, now: Date, retentionDays: number): Promise<string[]> {
  const cutoff = new Date(utcDay(now).getTime() - retentionDays * DAY_MS);
  const dropped: string[] = [];
  for (const partition of await listPartitions(pool)) {
    if (partition.day.getTime() >= cutoff.getTime()) continue;
    await pool.query(`drop table if exists ${partition.name}`);
    dropped.push(partition.name);
  }
  await pool.query("delete from tracker_seen where seen_at < $1", [cutoff]);
  return dropped;
}
