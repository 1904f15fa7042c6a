import {
  REVIEW_COMMENT_LIMIT,
  REVIEW_COMMENT_VIEW_ONLY_MESSAGE,
  REVIEW_COMMENT_WINDOW_MINUTES,
  type ReviewCommentInput,
  reviewCommentThrottledMessage,
  SHARE_LINK_NOT_FOUND,
} from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";
import { forbidden, notFound } from "../../http/errors.js";
import { addComment, type CommentedAd, listComments } from "../ad-comments/index.js";
import { findAd, withCurrentDocument } from "../ads/index.js";
import type { ShareAccess } from "../share-links/index.js";
import { assertUnderLimits, minutesText, recordThrottleEvents } from "../throttle/index.js";

/**
 * The link's own ad, found by the id stored on the link, never by one from the request: a reviewer
 * reaches no other ad or company whatever ids they send.
 */
async function linkedAd(deps: AppDeps, access: ShareAccess): Promise<CommentedAd> {
  const row = await findAd(deps.database.db, access.adId, null);
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return withCurrentDocument(row);
}

/** The comments of the link's ad at its current version (what the review page shows). */
export async function listReviewComments(deps: AppDeps, access: ShareAccess) {
  return listComments(deps, await linkedAd(deps, access));
}

const throttleKey = (access: ShareAccess, ip: string) => `review-comment:${access.link.id}:${ip}`;

/**
 * A reviewer's comment through a `comment` link, on the link's ad at its current version, signed with the
 * name (and e-mail) they typed. Throttled per link and address, so one open link cannot flood an ad.
 */
export async function addReviewComment(
  deps: AppDeps,
  access: ShareAccess,
  ip: string,
  input: ReviewCommentInput,
  origin: string,
) {
  if (access.mode !== "comment") throw forbidden(REVIEW_COMMENT_VIEW_ONLY_MESSAGE);
  const db = deps.database.db;
  const now = deps.clock();
  const key = throttleKey(access, ip);
  const rule = { key, limit: REVIEW_COMMENT_LIMIT, windowMs: REVIEW_COMMENT_WINDOW_MINUTES * 60_000 };
  await assertUnderLimits(db, [rule], (minutes) => reviewCommentThrottledMessage(minutesText(minutes)), now);
  const ad = await linkedAd(deps, access);
  const { name, email, ...comment } = input;
  const author = {
    kind: "reviewer" as const,
    shareLinkId: access.link.id,
    name,
    email: email ? email : null,
  };
  const added = await addComment(deps, ad, author, comment, origin);
  await recordThrottleEvents(db, [key], now);
  return { comment: added };
}
