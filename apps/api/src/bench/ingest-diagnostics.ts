import { performance } from "node:perf_hooks";
import type pg from "pg";

/**
 * What the ingest benches print beside their ratio, so a run says where its time went: how busy the
 * process's event loop was during each server's rounds, and how long PostgreSQL's WAL flushes took, which
 * every acknowledged beacon or scan waits for (docs/analytics.md, "Rollups at scale").
 */

/**
 * How busy the process's event loop was while one server's runs went on (0–1): below 1 it was waiting,
 * for the app on the database. Runs of a server are added up, weighted by their length.
 */
export class LoopBusy {
  #busySeconds = 0;
  #seconds = 0;

  /** Runs `load` (a run that reports its length), counting the event loop's busy share meanwhile. */
  async measure<R extends { seconds: number }>(load: () => Promise<R>): Promise<R> {
    const start = performance.eventLoopUtilization();
    const run = await load();
    this.#busySeconds += performance.eventLoopUtilization(start).utilization * run.seconds;
    this.#seconds += run.seconds;
    return run;
  }

  get share(): number {
    return this.#seconds > 0 ? this.#busySeconds / this.#seconds : 0;
  }
}

export interface WalFlushes {
  count: number;
  ms: number;
}

/**
 * Has the bench's own PostgreSQL time its WAL flushes (`track_wal_io_timing`, off by default). Only for
 * the throwaway data directory a bench starts.
 */
export async function timeWalFlushes(pool: pg.Pool): Promise<void> {
  await pool.query("alter system set track_wal_io_timing = on");
  await pool.query("select pg_reload_conf()");
}

/**
 * The WAL flushes client connections have made so far and their total time (`pg_stat_io`, PostgreSQL 18);
 * null where the server does not report them. Connections report their counts up to a second late, so
 * the average is the figure to read, not the count.
 */
export async function walFlushes(pool: pg.Pool): Promise<WalFlushes | null> {
  try {
    const { rows } = await pool.query<WalFlushes>(
      `select coalesce(sum(fsyncs), 0)::float8 as count, coalesce(sum(fsync_time), 0)::float8 as ms
         from pg_stat_io where object = 'wal' and backend_type = 'client backend'`,
    );
    return rows[0] ?? null;
  } catch {
    return null;
  }
}

/** Adds the flushes made between two readings to `total` (nothing when either reading is missing). */
export function addFlushes(total: WalFlushes, before: WalFlushes | null, after: WalFlushes | null): void {
  if (!before || !after) return;
  total.count += after.count - before.count;
  total.ms += after.ms - before.ms;
}

/** "0.62 ms on average over 4,020 flushes"; null when none were counted. */
export function averageFlush(flushes: WalFlushes): string | null {
  if (flushes.count <= 0) return null;
  return `${(flushes.ms / flushes.count).toFixed(2)} ms on average over ${flushes.count.toLocaleString("en-US")} flushes`;
}
