import type { UserWithRole } from "./repo.js";

interface Entry {
  user: UserWithRole;
  expiresAt: number;
}

/**
 * Remembers resolved sessions for a moment so a burst of requests does not hit the sessions table
 * once each. Local logout and revocation drop entries at once; other replicas see a revocation
 * within `ttlMs`.
 */
export class AuthCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string): UserWithRole | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  set(sessionId: string, user: UserWithRole): void {
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(sessionId, { user, expiresAt: Date.now() + this.ttlMs });
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
    for (const [sessionId, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(sessionId);
    }
  }
}
