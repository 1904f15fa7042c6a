import type { Db } from "../../db/client.js";
import { HttpError } from "../../http/errors.js";
import { clearFailures, countRecentFailures, recordFailures } from "./repo.js";

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
export async function assertNotThrottled(db: Db, login: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const checks = [
    { key: accountKey(login), limit: ACCOUNT_FAILURE_LIMIT },
    { key: ipKey(ip), limit: IP_FAILURE_LIMIT },
  ];
  for (const { key, limit } of checks) {
    const { count, oldest } = await countRecentFailures(db, key, since);
    if (count < limit) continue;
    const unlocksAt = (oldest ?? now).getTime() + THROTTLE_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new HttpError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      { retryAfter },
      { "Retry-After": String(retryAfter) },
    );
  }
}

export function recordLoginFailure(db: Db, login: string, ip: string): Promise<void> {
  return recordFailures(db, [accountKey(login), ipKey(ip)]);
}

export function clearAccountFailures(db: Db, login: string): Promise<void> {
  return clearFailures(db, accountKey(login));
}
