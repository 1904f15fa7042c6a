import { LRUCache } from "lru-cache";
import type { ClusterSignals } from "../../db/cluster-signals.js";
import type { UserWithRole } from "./repo.js";

/** The cache's name on the cluster signal channel. */
const CACHE = "auth";
const USER_PREFIX = "user:";

export interface AuthCacheOptions {
  /** Tells the other API processes what to drop; without it the cache is this process's alone (tests). */
  signals?: ClusterSignals;
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Remembers resolved sessions for a moment so a burst of requests does not hit the sessions table
 * once each. Logout, revocation and changes to a user or role drop the entries here before the request
 * that made them answers, and in every other API process on the database as soon as the notice
 * arrives (see ClusterSignals); while this process is not listening for those notices, nothing is
 * served from the cache, and `ttlMs` bounds an entry's life should a notice be lost anyway. The least recently used session
 * leaves first when `maxEntries` are held.
 */
export class AuthCache {
  readonly #entries: LRUCache<string, UserWithRole>;
  readonly #signals: ClusterSignals | undefined;

  constructor(options: AuthCacheOptions = {}) {
    this.#entries = new LRUCache({ max: options.maxEntries ?? 10_000, ttl: options.ttlMs ?? 2_000 });
    this.#signals = options.signals;
    this.#signals?.on(CACHE, (key) => this.#drop(key));
  }

  get(sessionId: string): UserWithRole | undefined {
    if (this.#signals && !this.#signals.listening) return undefined;
    return this.#entries.get(sessionId);
  }

  set(sessionId: string, user: UserWithRole): void {
    this.#entries.set(sessionId, user);
  }

  forgetSession(sessionId: string): Promise<void> {
    return this.#forget(sessionId);
  }

  /** Drops every entry, e.g. after a role's module roles changed (any cached user may hold that role). */
  forgetAll(): Promise<void> {
    return this.#forget(undefined);
  }

  /** Drops every cached session of a user, e.g. after a profile change or revocation. */
  forgetUser(userId: string): Promise<void> {
    return this.#forget(`${USER_PREFIX}${userId}`);
  }

  async #forget(key: string | undefined): Promise<void> {
    if (this.#signals) await this.#signals.forget(CACHE, key);
    else this.#drop(key);
  }

  #drop(key: string | undefined): void {
    if (key === undefined) {
      this.#entries.clear();
    } else if (key.startsWith(USER_PREFIX)) {
      const userId = key.slice(USER_PREFIX.length);
      // Keys first: the cache is not changed while it is being walked.
      const sessions = [...this.#entries.entries()].filter(([, user]) => user.id === userId);
      for (const [sessionId] of sessions) this.#entries.delete(sessionId);
    } else {
      this.#entries.delete(key);
    }
  }
}
