import type { Db } from "../../db/client.js";
import {
  assertUnderLimits,
  clearThrottleEvents,
  minutesText,
  recordThrottleEvents,
} from "../throttle/throttle.js";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per account name in the window; the next attempt is refused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Per client address the limit is higher, since many people can share one address. */
export const IP_FAILURE_LIMIT = 20;

const accountKey = (login: string) => `account:${login.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a sign-in with 429 while the account name or the client address has too many recent
 * failures. Checked before the password, so a correct password does not get through a lock either.
 */
export function assertNotThrottled(db: Db, login: string, ip: string, now = new Date()): Promise<void> {
  return assertUnderLimits(
    db,
    [
      { key: accountKey(login), limit: ACCOUNT_FAILURE_LIMIT, windowMs: THROTTLE_WINDOW_MS },
      { key: ipKey(ip), limit: IP_FAILURE_LIMIT, windowMs: THROTTLE_WINDOW_MS },
    ],
    (minutes) => `Too many failed sign-in attempts. Try again in ${minutesText(minutes)}.`,
    now,
  );
}

export function recordLoginFailure(db: Db, login: string, ip: string): Promise<void> {
  return recordThrottleEvents(db, [accountKey(login), ipKey(ip)]);
}

export function clearAccountFailures(db: Db, login: string): Promise<void> {
  return clearThrottleEvents(db, accountKey(login));
}
