import { LRUCache } from "lru-cache";
import type { UserWithRole } from "./repo.js";

/**
 * Remembers resolved sessions for a moment so a burst of requests does not hit the sessions table
 * once each. Local logout and revocation drop entries at once; other replicas see a revocation
 * within `ttlMs`. The least recently used session leaves first when `maxEntries` are held.
 */
export class AuthCache {
  readonly #entries: LRUCache<string, UserWithRole>;

  constructor(ttlMs = 2_000, maxEntries = 10_000) {
    this.#entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  get(sessionId: string): UserWithRole | undefined {
    return this.#entries.get(sessionId);
  }

  set(sessionId: string, user: UserWithRole): void {
    this.#entries.set(sessionId, user);
  }

  forgetSession(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  /** Drops every entry, e.g. after a role's module roles changed (any cached user may hold that role). */
  forgetAll(): void {
    this.#entries.clear();
  }

  /** Drops every cached session of a user, e.g. after a profile change or revocation. */
  forgetUser(userId: string): void {
    // Keys first: the cache is not changed while it is being walked.
    const sessions = [...this.#entries.entries()].filter(([, user]) => user.id === userId);
    for (const [sessionId] of sessions) this.#entries.delete(sessionId);
  }
}
