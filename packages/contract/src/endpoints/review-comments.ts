import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import {
  AdCommentInputSchema,
  AdCommentSchema,
  AdCommentsResponseSchema,
  isPlainCommentText,
} from "./ad-comments";
import { REVIEW_PASSWORD_HEADER, REVIEW_TOKEN_HEADER } from "./share-access";

/**
 * Issue 31: reviewers without an account comment through a share link. A `view` link reads the comments,
 * a `comment` link also adds pinned threads and replies, signed with the name (and optional e-mail) the
 * reviewer types. Comments go on the link's ad at its current version; reviewers neither mention nor
 * resolve, and no answer carries a reviewer's e-mail.
 */

export const REVIEWER_NAME_MAX_LENGTH = 80;
/** 403: the link is `view`. */
export const REVIEW_COMMENT_VIEW_ONLY_MESSAGE = "This review link lets you view the ad, not comment on it.";
export const REVIEWER_NAME_MESSAGE = "Give your name (1 to 80 characters) to comment.";
export const REVIEWER_EMAIL_MESSAGE = "Enter a valid e-mail address, or leave it empty.";
/** Comments one address may post through one link within the window, before 429. */
export const REVIEW_COMMENT_LIMIT = 30;
export const REVIEW_COMMENT_WINDOW_MINUTES = 10;
/** 429, with the whole minutes to wait. */
export const reviewCommentThrottledMessage = (minutes: string) =>
  `Too many comments through this review link. Try again in ${minutes}.`;

/** One line of plain text: no control characters, no line breaks. */
const isOneLine = (text: string) => isPlainCommentText(text) && !/[\t\n\r]/.test(text);

/** The reviewer's name as typed: trimmed, 1–80 characters, one line of plain text. */
export const ReviewerNameSchema = v.pipe(
  v.string(REVIEWER_NAME_MESSAGE),
  v.trim(),
  v.minLength(1, REVIEWER_NAME_MESSAGE),
  v.maxLength(REVIEWER_NAME_MAX_LENGTH, REVIEWER_NAME_MESSAGE),
  v.check(isOneLine, REVIEWER_NAME_MESSAGE),
);

/** Optional; an empty string means none. */
export const ReviewerEmailSchema = v.union(
  [
    v.literal(""),
    v.pipe(
      v.string(REVIEWER_EMAIL_MESSAGE),
      v.email(REVIEWER_EMAIL_MESSAGE),
      v.maxLength(254, REVIEWER_EMAIL_MESSAGE),
    ),
  ],
  REVIEWER_EMAIL_MESSAGE,
);

export const ReviewCommentInputSchema = named(
  "ReviewCommentInput",
  v.strictObject({
    ...AdCommentInputSchema.entries,
    // A missing name gets the same message as a blank one (not valibot's "Invalid key").
    name: v.pipe(v.optional(v.string(REVIEWER_NAME_MESSAGE), ""), ReviewerNameSchema),
    email: v.optional(ReviewerEmailSchema),
  }),
);
export type ReviewCommentInput = v.InferOutput<typeof ReviewCommentInputSchema>;

const HEADERS = `Public. Headers: \`${REVIEW_TOKEN_HEADER}\` (the token of the link's address) and, for a link with a password, \`${REVIEW_PASSWORD_HEADER}\`. An unknown token answers 404, an expired or revoked link 410 with nothing of the ad, a missing or wrong password 401.`;

/** The reviewer's comments: public, opened by the share link's token (and password) in headers. */
export const reviewCommentEndpoints = {
  list: endpoint({
    operationId: "listReviewComments",
    method: "get",
    path: "/api/review/comments",
    tag: "review",
    summary: "The comments on the link's ad at its current version → {version, comments}",
    description: `${HEADERS} Any link (view or comment) reads them: open threads, each followed by its replies. Authors are named as they signed; no reviewer's e-mail is answered.`,
    auth: "public",
    responses: {
      200: {
        description: "The current version's threads, oldest first, each followed by its replies.",
        schema: AdCommentsResponseSchema,
      },
      ...failures(401, 404, 410, 429),
    },
  }),
  add: endpoint({
    operationId: "addReviewComment",
    method: "post",
    path: "/api/review/comments",
    tag: "review",
    summary: "Comment through a `comment` link: a pinned thread, or a reply with `parent` → 201 {comment}",
    description: `${HEADERS} A \`view\` link answers 403. The comment goes on the link's ad at its current version, signed with \`name\` (1–${REVIEWER_NAME_MAX_LENGTH} characters, plain text) and an optional \`email\` (kept for the studio's team, never answered). A thread needs \`size\` with \`x\` and \`y\` (fractions 0..1) and/or \`layer\`; a reply names a thread of the same ad as \`parent\`. Reviewers cannot mention anyone. At most ${REVIEW_COMMENT_LIMIT} comments per link and address within ${REVIEW_COMMENT_WINDOW_MINUTES} minutes, then 429 with \`retryAfter\`.`,
    auth: "public",
    body: {
      schema: ReviewCommentInputSchema,
      example: {
        body: "Can the price be larger?",
        size: "sz300x250",
        page: "page1",
        x: 0.5,
        y: 0.6,
        name: "Lee Legal",
        email: "lee@brand.example",
      },
    },
    responses: {
      201: {
        description: "The stored comment.",
        schema: named("ReviewCommentResponse", v.strictObject({ comment: AdCommentSchema })),
      },
      ...failures(400, 401, 403, 404, 410, 429),
    },
  }),
};
