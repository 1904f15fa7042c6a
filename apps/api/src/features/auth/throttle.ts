import type { Db } from "../../db/client.js";
import {
  assertUnderLimits,
  clearThrottleEvents,
  minutesText,
  recordThrottleEvents,
} from "../throttle/index.js";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per account in the window; the next attempt is refused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Per client address the limit is higher, since many people can share one address. */
export const IP_FAILURE_LIMIT = 20;

/**
 * What a sign-in's failures count against. An existing user is one counter whatever names them
 * (username or email, any case), so switching login names gives no extra guesses; an unknown login is
 * counted by its normalised text, which locks the same way and so reveals nothing.
 */
export function throttleSubject(login: string, user: { id: string } | undefined): string {
  return user ? `account:${user.id}` : `login:${login.normalize("NFKC").trim().toLowerCase()}`;
}

const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a sign-in with 429 while the subject (see `throttleSubject`) or the client address has too
 * many recent failures. Checked before the password, so a correct password does not get through a lock.
 */
export function assertNotThrottled(db: Db, subject: string, ip: string, now = new Date()): Promise<void> {
  return assertUnderLimits(
    db,
    [
      { key: subject, limit: ACCOUNT_FAILURE_LIMIT, windowMs: THROTTLE_WINDOW_MS },
      { key: ipKey(ip), limit: IP_FAILURE_LIMIT, windowMs: THROTTLE_WINDOW_MS },
    ],
    (minutes) => `Too many failed sign-in attempts. Try again in ${minutesText(minutes)}.`,
    now,
  );
}

export function recordLoginFailure(db: Db, subject: string, ip: string): Promise<void> {
  return recordThrottleEvents(db, [subject, ipKey(ip)]);
}

export function clearAccountFailures(db: Db, subject: string): Promise<void> {
  return clearThrottleEvents(db, subject);
}
