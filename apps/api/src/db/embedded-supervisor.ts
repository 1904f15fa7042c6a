import type { Logger } from "../logger.js";
import type { EmbeddedServer } from "./embedded.js";

/** Restarts allowed within {@link RESTART_WINDOW_MS} before the server gives up and exits. */
export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 5 * 60_000;

/**
 * Counts restarts in a sliding window: a database that dies now and then is restarted every time, one
 * that keeps dying is left to a supervisor (systemd, Kubernetes) that can do more than try again.
 */
export class RestartBudget {
  readonly #times: number[] = [];
  constructor(
    readonly max = MAX_RESTARTS,
    readonly windowMs = RESTART_WINDOW_MS,
    readonly now: () => number = Date.now,
  ) {}

  /** Takes one restart; false when `max` were taken within the window already. */
  take(): boolean {
    const now = this.now();
    while (this.#times.length > 0 && (this.#times[0] ?? 0) <= now - this.windowMs) this.#times.shift();
    if (this.#times.length >= this.max) return false;
    this.#times.push(now);
    return true;
  }

  get used(): number {
    return this.#times.length;
  }
}

/**
 * Watches the embedded PostgreSQL: when its postmaster dies, it is started again on the same port
 * and data (requests meanwhile answer 503 and recover by themselves, the pool reconnecting); past the
 * budget, or when it will not start, `onGiveUp` ends the process with a failing code.
 */
export function superviseEmbedded(
  embedded: EmbeddedServer,
  options: { logger: Logger; budget?: RestartBudget; onGiveUp: (reason: string) => void },
): void {
  const budget = options.budget ?? new RestartBudget();
  embedded.onUnexpectedExit(() => {
    if (!budget.take()) {
      options.onGiveUp(
        `embedded PostgreSQL died ${budget.max + 1} times within ${budget.windowMs / 60_000} minutes`,
      );
      return;
    }
    options.logger.warn({ restart: budget.used, of: budget.max }, "restarting embedded PostgreSQL");
    embedded.restart().catch((error: unknown) => {
      options.onGiveUp(error instanceof Error ? error.message : String(error));
    });
  });
}
