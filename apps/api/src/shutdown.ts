import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";
import type { AppDeps } from "./app-env.js";
import type { EmbeddedServer } from "./db/embedded.js";
import { closeDeps } from "./deps.js";
import type { Logger } from "./logger.js";

/** The whole stop, whatever hangs: within it the process is gone (a supervisor's usual grace is 10 s). */
export const SHUTDOWN_DEADLINE_MS = 9000;
/** How long requests in flight may finish before their connections are cut. */
const DRAIN_MS = 3000;
/** How long the last scan batches may take to write before the pool closes anyway. */
const FLUSH_MS = 2000;

export interface Stoppable {
  server: ServerType;
  deps: AppDeps;
  reports?: { stop(): Promise<void> };
  embedded?: EmbeddedServer;
  logger: Logger;
}

/** Resolves when the promise settles or after `ms`, whichever comes first; never rejects. */
function within(ms: number, work: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    work.then(
      () => resolve(),
      () => resolve(),
    );
  }).then(() => undefined);
}

/**
 * Stops the process in order, each step bounded: end the chat streams (they never end by themselves),
 * stop taking requests and let those in flight finish (then cut them), stop the scheduler, write the
 * last scan and beacon batches and close the pool, stop PostgreSQL, exit. A database that is gone makes
 * the writes fail fast or time out; a hard deadline exits regardless.
 */
export function createShutdown(parts: Stoppable): (reason: string, exitCode: number) => Promise<void> {
  let stopping = false;
  return async (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    const { server, deps, reports, embedded, logger } = parts;
    logger.info({ reason }, "shutting down");
    const hard = setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      process.exit(exitCode === 0 ? 1 : exitCode);
    }, SHUTDOWN_DEADLINE_MS);
    hard.unref();

    await within(1000, deps.chat.endStreams());
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await within(DRAIN_MS, closed);
    // Keep-alive sockets and requests still waiting (on a database that is gone) are cut now.
    (server as Server).closeAllConnections?.();
    await within(1000, reports?.stop() ?? Promise.resolve());
    await within(
      FLUSH_MS,
      closeDeps(deps).catch((error) => logger.error({ err: error }, "closing the database failed")),
    );
    await within(SHUTDOWN_DEADLINE_MS, embedded?.stop() ?? Promise.resolve());
    logger.info({ exitCode }, "stopped");
    process.exit(exitCode);
  };
}
