import { createHash } from "node:crypto";
import {
  REVIEW_PASSWORD_HEADER,
  REVIEW_TOKEN_HEADER,
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_PASSWORD_MESSAGE,
  SHARE_LINK_REVOKED_MESSAGE,
  SHARE_LINK_UNKNOWN_MESSAGE,
  SHARE_LINK_WRONG_PASSWORD_MESSAGE,
  type ShareLinkMode,
  shareLinkThrottledMessage,
} from "@adstudio/contract";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { clientInfo, verifyPassword } from "../auth/index.js";
import { assertUnderLimits, minutesText, recordThrottleEvents } from "../throttle/index.js";
import { findByTokenHash, type ShareLinkRow } from "./repo.js";

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not worth a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Failed attempts (unknown tokens, wrong passwords) one address may make in a window before 429. */
export const SHARE_LINK_FAILURE_LIMIT = 20;
export const SHARE_LINK_FAILURE_WINDOW_MS = 15 * 60_000;

/** A share link a reviewer has opened: the ad it shows and what it lets them do. */
export interface ShareAccess {
  link: ShareLinkRow;
  adId: string;
  mode: ShareLinkMode;
}

/** What is stored for a token: its SHA-256, so a leaked table opens no link. */
export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const throttleKey = (ip: string) => `share-link:${ip}`;

/**
 * Opens the share link a review request names (its token and password headers) or throws: 404 for an
 * unknown token, 410 for an expired or revoked link, 401 for a missing or wrong password, 429 once an
 * address has failed too often (guessing is throttled; a success does not reset the count, so
 * interleaving a known link does not help a guesser). Expired and revoked links show nothing of the ad.
 */
export async function openShareLink(c: Context<AppEnv>): Promise<ShareAccess> {
  const deps: AppDeps = c.var.deps;
  const db = deps.database.db;
  const now = deps.clock();
  const { ip } = clientInfo(c);
  const limits = [
    { key: throttleKey(ip), limit: SHARE_LINK_FAILURE_LIMIT, windowMs: SHARE_LINK_FAILURE_WINDOW_MS },
  ];
  await assertUnderLimits(db, limits, (minutes) => shareLinkThrottledMessage(minutesText(minutes)), now);
  const fail = async (status: 401 | 404, message: string): Promise<never> => {
    await recordThrottleEvents(db, [throttleKey(ip)], now);
    throw new HttpError(status, message);
  };

  const token = c.req.header(REVIEW_TOKEN_HEADER) ?? "";
  if (!TOKEN_PATTERN.test(token)) return fail(404, SHARE_LINK_UNKNOWN_MESSAGE);
  const link = await findByTokenHash(db, shareTokenHash(token));
  if (!link) return fail(404, SHARE_LINK_UNKNOWN_MESSAGE);
  if (link.revokedAt) throw new HttpError(410, SHARE_LINK_REVOKED_MESSAGE);
  if (link.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, SHARE_LINK_EXPIRED_MESSAGE);
  if (link.passwordHash) {
    const password = c.req.header(REVIEW_PASSWORD_HEADER);
    if (!password)
      throw new HttpError(401, SHARE_LINK_PASSWORD_MESSAGE, undefined, { passwordRequired: true });
    if (!(await verifyPassword(link.passwordHash, password))) {
      await recordThrottleEvents(db, [throttleKey(ip)], now);
      throw new HttpError(401, SHARE_LINK_WRONG_PASSWORD_MESSAGE, undefined, { passwordRequired: true });
    }
  }
  return { link, adId: link.adId, mode: link.mode === "comment" ? "comment" : "view" };
}
