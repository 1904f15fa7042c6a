import { HttpError } from "../http/errors.js";
import { SOCKET_ERROR_CODES } from "../socket-errors.js";

/** What a request that needs the database answers while it cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Try again in a few seconds.";
/** Seconds a client should wait before trying again (the `Retry-After` of those 503s). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// SQLSTATEs of a server going away or not taking connections yet: class 08 (connection exception),
// admin/crash shutdown, "the database system is starting up", too many connections.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// pg raises these as plain Errors with no code.
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
  "Connection ended unexpectedly",
];

/**
 * Whether an error (or one it wraps: Drizzle wraps pg's) means the database could not be reached,
 * as opposed to a query it refused. Those answer 503 with `Retry-After`, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === "string") {
      if (SOCKET_ERROR_CODES.has(candidate.code) || SQLSTATES.has(candidate.code)) return true;
      if (/^08/.test(candidate.code)) return true;
    }
    if (
      typeof candidate.message === "string" &&
      PG_MESSAGES.some((m) => String(candidate.message).includes(m))
    )
      return true;
    // A connection refused on every address of a host comes as an AggregateError.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = candidate.cause;
  }
  return false;
}

/** The 503 a request gets while the database is unreachable. */
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    DATABASE_UNAVAILABLE_MESSAGE,
    undefined,
    {},
    {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );
}

export interface AvailabilityOptions {
  /** One round trip; rejects while the database cannot be reached. */
  probe: () => Promise<void>;
  onLost?: (error: unknown) => void;
  onBack?: (downForMs: number) => void;
  /** First wait between probes; it doubles up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

/**
 * Knows whether the database is reachable. A lost connection (a request's error, an idle client's
 * error) marks it down; from then on it probes with exponential backoff (250 ms doubling to 2 s, so a
 * database that returns is noticed within about 2 s without hammering one that does not) until a
 * probe answers. The pool itself opens fresh connections on demand, so requests recover as soon as the
 * server answers again; this state is what health reports and what the logs tell an operator.
 */
export class DatabaseAvailability {
  readonly #options: Required<Omit<AvailabilityOptions, "onLost" | "onBack">> &
    Pick<AvailabilityOptions, "onLost" | "onBack">;
  #downSince: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: AvailabilityOptions) {
    this.#options = { initialDelayMs: 250, maxDelayMs: 2000, now: Date.now, ...options };
  }

  get reachable(): boolean {
    return this.#downSince === undefined;
  }

  /** Reports an error; connection losses mark the database down and start probing. */
  report(error: unknown): void {
    if (!isDatabaseUnavailable(error) || this.#closed) return;
    if (this.#downSince !== undefined) return;
    this.#downSince = this.#options.now();
    this.#options.onLost?.(error);
    this.#schedule(this.#options.initialDelayMs);
  }

  /** Stops probing (shutdown). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => void this.#probe(delay), delay);
    // Probing alone never keeps a stopping process alive.
    this.#timer.unref();
  }

  async #probe(delay: number): Promise<void> {
    try {
      await this.#options.probe();
    } catch {
      this.#schedule(Math.min(delay * 2, this.#options.maxDelayMs));
      return;
    }
    const downSince = this.#downSince ?? this.#options.now();
    this.#downSince = undefined;
    this.#options.onBack?.(this.#options.now() - downSince);
  }
}

/**
 * Logs a failed database step without flooding: a connection loss goes to the availability state,
 * which logs the outage once and its end once; anything else is logged as an error with `message`.
 */
export function logDatabaseFailure(
  availability: DatabaseAvailability,
  log: { error(object: object, message: string): void },
  error: unknown,
  message: string,
  context: object = {},
): void {
  if (isDatabaseUnavailable(error)) availability.report(error);
  else log.error({ ...context, err: error }, message);
}
