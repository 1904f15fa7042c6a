import type pg from "pg";
import { rollupLag } from "../features/tracker/index.js";

const SAMPLE_MS = 200;

/**
 * Samples how far the rollups trail while a load runs (the dashboard's `rollupLagSeconds`, to the
 * millisecond): the age of the oldest event not yet rolled up, every 200 ms. `stop()` answers the worst
 * sample in seconds. The roll timer of the server under test does the rolling; this only reads.
 */
export function watchRollupLag(pool: pg.Pool): { stop(): Promise<number> } {
  let worst = 0;
  let sampling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = rollupLag(pool).then(
      (lag) => {
        if (lag.oldestPendingAt) worst = Math.max(worst, (Date.now() - lag.oldestPendingAt.getTime()) / 1000);
      },
      () => undefined,
    );
  }, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return worst;
    },
  };
}
