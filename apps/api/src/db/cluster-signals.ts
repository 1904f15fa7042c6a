import pg from "pg";
import type { Logger } from "../logger.js";

/** The PostgreSQL channel on which API processes tell each other to drop cached entries. */
export const FORGET_CHANNEL = "adstudio_forget";

/** Drops one cached entry by key, or every entry of the cache when `key` is undefined. */
export type ForgetHandler = (key: string | undefined) => void;

interface ForgetNotice {
  cache: string;
  key?: string;
}

/**
 * Keeps the short-lived caches of every API process on one database coherent: a process that changes
 * what a cache holds (a session revoked, a role's permissions, a QR code's target) publishes which
 * entry to forget, and every process (itself included) drops it, over LISTEN/NOTIFY on
 * {@link FORGET_CHANNEL}. Notices sent while a process is not listening are lost, so after every
 * (re)connect each cache is emptied, and `listening` tells a cache whether its entries can be trusted.
 */
export class ClusterSignals {
  readonly #databaseUrl: string;
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #handlers = new Map<string, ForgetHandler>();
  #listener: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(databaseUrl: string, pool: pg.Pool, logger: Logger) {
    this.#databaseUrl = databaseUrl;
    this.#pool = pool;
    this.#logger = logger;
  }

  /** Whether notices from other processes reach this one now (a cache is only trusted while they do). */
  get listening(): boolean {
    return this.#listener !== undefined;
  }

  /** Names the handler of one cache; notices for it call `forget`. */
  on(cache: string, forget: ForgetHandler): void {
    this.#handlers.set(cache, forget);
  }

  /** Connects the LISTEN connection; rejects if the database does not answer. */
  async start(): Promise<void> {
    // Bounded like the pool's connects: a host that drops packets must not stall the retries for minutes.
    const client = new pg.Client({
      connectionString: this.#databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    client.on("notification", (message) => {
      if (message.channel === FORGET_CHANNEL && message.payload) this.#dispatch(message.payload);
    });
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${FORGET_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever was published while nobody listened here is unknown: every cache starts empty.
    for (const forget of this.#handlers.values()) forget(undefined);
    this.#listener = client;
  }

  /**
   * Drops `key` (or the whole cache) here at once and tells every other process; resolves once the
   * notice is sent. Called after the change is committed, so a process that drops its entry and reads
   * again finds the new state.
   */
  async forget(cache: string, key?: string): Promise<void> {
    this.#handlers.get(cache)?.(key);
    const notice: ForgetNotice = key === undefined ? { cache } : { cache, key };
    await this.#pool.query("select pg_notify($1, $2)", [FORGET_CHANNEL, JSON.stringify(notice)]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => {});
  }

  #dispatch(payload: string): void {
    try {
      const notice = JSON.parse(payload) as ForgetNotice;
      this.#handlers.get(notice.cache)?.(notice.key);
    } catch {
      // Not one of ours.
    }
  }

  /** A lost connection is made again (doubling waits up to 4 s) until the database answers. */
  #lost(client: pg.Client, error?: Error): void {
    if (this.#listener !== client || this.#closed) return;
    this.#listener = undefined;
    this.#logger.warn({ err: error }, "cache signal listener lost; caches unused until it is back");
    this.#reconnect(500);
  }

  #reconnect(delay: number): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => {
      this.start().catch(() => this.#reconnect(Math.min(delay * 2, 4000)));
    }, delay);
    this.#retry.unref();
  }
}
