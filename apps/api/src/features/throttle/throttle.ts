import type { Db } from "../../db/client.js";
import { HttpError } from "../../http/errors.js";
import { clearEvents, countRecentEvents, recordEvents } from "./repo.js";

/** At most `limit` events per `key` within `windowMs`; the next attempt is refused. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Throws 429 `{message, retryAfter}` with a `Retry-After` header when any rule's key already has
 * `limit` events in its window. `message` gets the wait in whole minutes. Counts live in the database,
 * so every replica sees the same limits.
 */
export async function assertUnderLimits(
  db: Db,
  rules: ThrottleRule[],
  message: (minutes: number) => string,
  now = new Date(),
): Promise<void> {
  for (const { key, limit, windowMs } of rules) {
    const { count, oldest } = await countRecentEvents(db, key, new Date(now.getTime() - windowMs));
    if (count < limit) continue;
    const unlocksAt = (oldest ?? now).getTime() + windowMs;
    const retryAfter = Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
    throw new HttpError(
      429,
      message(Math.ceil(retryAfter / 60)),
      undefined,
      { retryAfter },
      {
        "Retry-After": String(retryAfter),
      },
    );
  }
}

/** "1 minute", "5 minutes". */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

/**
 * Counts one event against each key. Events are stamped with the same clock the limits are checked
 * with (not the database's), so the window is one clock's fifteen minutes.
 */
export function recordThrottleEvents(db: Db, keys: string[], now = new Date()): Promise<void> {
  return recordEvents(db, keys, now);
}

/** Forgets a key's events (e.g. an account's failures after a successful sign-in). */
export function clearThrottleEvents(db: Db, key: string): Promise<void> {
  return clearEvents(db, key);
}
