import { performance } from "node:perf_hooks";
import type pg from "pg";

/**
 * What the ingest benches print beside their ratio, so a run says where its time went and how far to trust
 * it: how busy the process's event loop was during each server's rounds, how long PostgreSQL's WAL flushes
 * took, which every acknowledged beacon or scan waits for (docs/analytics.md, "Rollups at scale"), and how
 * far the ratio moved from one alternating round to the next.
 */

/**
 * How busy the process's event loop was while one server's runs went on (0–1): below 1 it was waiting,
 * for the app on the database. Runs of a server are added up, weighted by their length.
 */
class LoopBusy {
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

interface WalFlushes {
  count: number;
  ms: number;
}

/**
 * Has the bench's own PostgreSQL time its WAL flushes (`track_wal_io_timing`, off by default). Only for
 * the throwaway data directory a bench starts.
 */
async function timeWalFlushes(pool: pg.Pool): Promise<void> {
  await pool.query("alter system set track_wal_io_timing = on");
  await pool.query("select pg_reload_conf()");
}

/**
 * The WAL flushes client connections have made so far and their total time (`pg_stat_io`, PostgreSQL 18);
 * null where the server does not report them. Connections report their counts up to a second late, so
 * the average is the figure to read, not the count.
 */
async function walFlushes(pool: pg.Pool): Promise<WalFlushes | null> {
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

/** One measured run: how many requests were answered, in how long. */
export interface Rate {
  requests: number;
  seconds: number;
}

/**
 * "0.44–0.63× … median 0.55× (8 rounds)": the app's rate over the bare server's in each round (the i-th
 * app run against the i-th bare run, which ran just before it). On a shared machine one round's ratio can
 * move by a third, so a run's overall ratio is only read with this spread beside it.
 */
function roundRatios(bare: readonly Rate[], app: readonly Rate[]): string | null {
  const ratios = app
    .map((run, i) => {
      const before = bare[i];
      return before ? run.requests / run.seconds / (before.requests / before.seconds) : Number.NaN;
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (ratios.length === 0) return null;
  const middle = ratios.length / 2;
  const median = Number.isInteger(middle)
    ? ((ratios[middle - 1] ?? 0) + (ratios[middle] ?? 0)) / 2
    : (ratios[Math.floor(middle)] ?? 0);
  const low = ratios[0] ?? 0;
  const high = ratios.at(-1) ?? 0;
  return `${low.toFixed(2)}–${high.toFixed(2)}× the bare server in the round before, median ${median.toFixed(2)}× (${ratios.length} rounds)`;
}

/** Adds the flushes made between two readings to `total` (nothing when either reading is missing). */
function addFlushes(total: WalFlushes, before: WalFlushes | null, after: WalFlushes | null): void {
  if (!before || !after) return;
  total.count += after.count - before.count;
  total.ms += after.ms - before.ms;
}

/** "0.62 ms on average over 4,020 flushes"; null when none were counted. */
function averageFlush(flushes: WalFlushes): string | null {
  if (flushes.count <= 0) return null;
  return `${(flushes.ms / flushes.count).toFixed(2)} ms on average over ${flushes.count.toLocaleString("en-US")} flushes`;
}

/**
 * The figures for one bench run: its bare and app runs go through `bare()` and `app()`, alternating, and
 * `lines()` words them for the report, with the rounds' spread from the runs the bench kept.
 */
export class IngestDiagnostics {
  readonly #pool: pg.Pool;
  readonly #bare = new LoopBusy();
  readonly #app = new LoopBusy();
  readonly #flushes: WalFlushes = { count: 0, ms: 0 };

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Turns on the flush timing of the bench's PostgreSQL (see timeWalFlushes). */
  static async start(pool: pg.Pool): Promise<IngestDiagnostics> {
    await timeWalFlushes(pool);
    return new IngestDiagnostics(pool);
  }

  bare<R extends { seconds: number }>(load: () => Promise<R>): Promise<R> {
    return this.#bare.measure(load);
  }

  async app<R extends { seconds: number }>(load: () => Promise<R>): Promise<R> {
    const before = await walFlushes(this.#pool);
    const run = await this.#app.measure(load);
    addFlushes(this.#flushes, before, await walFlushes(this.#pool));
    return run;
  }

  /**
   * The report's lines, labels padded to `width`; `waiter` is what waits for a flush, `rounds` the bare
   * and app runs in the order they alternated.
   */
  lines(width: number, waiter: string, rounds: { bare: readonly Rate[]; app: readonly Rate[] }): string[] {
    return [
      `${"each round".padEnd(width)}${roundRatios(rounds.bare, rounds.app) ?? "no complete round"}`,
      `${"event loop busy".padEnd(width)}bare ${this.#bare.share.toFixed(2)}, app ${this.#app.share.toFixed(2)} (below 1: waiting, for the app on PostgreSQL)`,
      `${"WAL flush".padEnd(width)}${averageFlush(this.#flushes) ?? "not reported"} during the app's rounds (what ${waiter} waits for)`,
    ];
  }
}
