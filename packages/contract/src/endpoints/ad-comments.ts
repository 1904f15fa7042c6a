import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/**
 * Issue 31: comments on an ad version. A thread's first comment is pinned to a point of a size's canvas
 * (`x`, `y` as fractions 0..1 of the size's width and height, optional page) and/or a layer; replies belong
 * to a thread and have no pin. A comment belongs to the version current when it was made and shows on later
 * versions until resolved. Bodies are plain text, stored as typed and always shown as text.
 */

export const AD_COMMENT_MAX_LENGTH = 2000;
export const AD_COMMENT_BLANK_MESSAGE = "Write a comment.";
export const AD_COMMENT_LENGTH_MESSAGE = "Use at most 2000 characters.";
export const AD_COMMENT_TEXT_MESSAGE = "Comments are plain text: leave out control characters.";
export const AD_COMMENT_PARENT_MESSAGE = "Reply to a comment of this ad.";
export const AD_COMMENT_NESTED_MESSAGE = "Reply to the thread's first comment: replies have no replies.";
export const AD_COMMENT_REPLY_PIN_MESSAGE = "A reply has no pin: it belongs to its thread's.";
export const AD_COMMENT_PIN_MESSAGE = "Pin the comment to a point of one of the ad's sizes, or to a layer.";
export const AD_COMMENT_POINT_MESSAGE = "A pin's x and y are fractions from 0 to 1.";
export const AD_COMMENT_SIZE_MESSAGE = "Choose one of the ad's sizes.";
export const AD_COMMENT_MENTION_MESSAGE = "Mention only people who can see this ad.";
export const AD_COMMENT_VERSION_MESSAGE = "Choose one of the ad's review versions (0 for the draft).";
export const AD_COMMENT_RESOLVED_MESSAGE = "resolved must be true or false.";
/** 400: only a thread is resolved, with everything in it. */
export const AD_COMMENT_RESOLVE_REPLY_MESSAGE = "Resolve the thread: its first comment, not a reply.";
export const AD_COMMENT_NOT_FOUND_MESSAGE = "No such comment.";

/** No control characters but line breaks and tabs (a bell or an escape sequence is not a comment). */
export function isPlainCommentText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

const uuid = v.pipe(v.string(), v.uuid());
const iso = v.pipe(v.string(), v.isoTimestamp());
const versionNumber = v.pipe(v.number(), v.integer(), v.minValue(0));
const fraction = v.pipe(
  v.number(AD_COMMENT_POINT_MESSAGE),
  v.minValue(0, AD_COMMENT_POINT_MESSAGE),
  v.maxValue(1, AD_COMMENT_POINT_MESSAGE),
);
/** A size key as the document names it (`sz300x250`, `responsive` …); whether the ad has it is the server's check. */
const sizeKey = v.pipe(
  v.string(AD_COMMENT_SIZE_MESSAGE),
  v.regex(/^[A-Za-z0-9-]{1,40}$/, AD_COMMENT_SIZE_MESSAGE),
);
const recordKey = (message: string) =>
  v.pipe(v.string(message), v.minLength(1, message), v.maxLength(100, message));

/** A comment's text: trimmed, 1–2000 characters, no control characters but line breaks and tabs. */
export const AdCommentBodySchema = v.pipe(
  v.string(AD_COMMENT_BLANK_MESSAGE),
  v.trim(),
  v.minLength(1, AD_COMMENT_BLANK_MESSAGE),
  v.maxLength(AD_COMMENT_MAX_LENGTH, AD_COMMENT_LENGTH_MESSAGE),
  v.check(isPlainCommentText, AD_COMMENT_TEXT_MESSAGE),
);

export const AdCommentPinSchema = named(
  "AdCommentPin",
  v.strictObject({
    /** The size key, or null for a comment pinned only to a layer. */
    size: v.nullable(v.string()),
    page: v.nullable(v.string()),
    /** Fractions 0..1 of the size's width and height; null without a point. */
    x: v.nullable(v.number()),
    y: v.nullable(v.number()),
    layer: v.nullable(v.string()),
  }),
);
export type AdCommentPin = v.InferOutput<typeof AdCommentPinSchema>;

export const AdCommentSchema = named(
  "AdComment",
  v.strictObject({
    _id: uuid,
    /** The review version it was made on (0: the draft before the first review request). */
    version: versionNumber,
    /** The thread's first comment for a reply; null for a thread. */
    parent: v.nullable(uuid),
    /** Where a thread points; null for a reply. */
    pin: v.nullable(AdCommentPinSchema),
    /** Plain text as typed: show it as text, never as HTML. */
    body: v.string(),
    /** A studio user (`_id` theirs) or a reviewer of a share link (`_id` null, the name they typed). */
    author: v.strictObject({
      kind: v.picklist(["user", "reviewer"]),
      _id: v.nullable(uuid),
      name: v.string(),
    }),
    mentions: v.array(v.strictObject({ _id: uuid, name: v.string() })),
    resolved: v.boolean(),
    /** Who resolved the thread, by name; null while open. */
    resolvedBy: v.nullable(v.string()),
    resolvedAt: v.nullable(iso),
    /** The version it was resolved on: it shows up to that version and no later. */
    resolvedVersion: v.nullable(versionNumber),
    createdAt: iso,
  }),
);
export type AdComment = v.InferOutput<typeof AdCommentSchema>;

export const AdCommentsResponseSchema = named(
  "AdCommentsResponse",
  v.strictObject({
    /** The version listed. */
    version: versionNumber,
    /** The ad's current version (its highest review version, 0 before the first review request). */
    currentVersion: versionNumber,
    /** Threads oldest first, each thread's first comment followed by its replies (oldest first). */
    comments: v.array(AdCommentSchema),
  }),
);
export type AdCommentsResponse = v.InferOutput<typeof AdCommentsResponseSchema>;

export const AdCommentsQuerySchema = v.object({
  version: v.optional(
    v.pipe(
      v.string(AD_COMMENT_VERSION_MESSAGE),
      v.regex(/^\d{1,9}$/, AD_COMMENT_VERSION_MESSAGE),
      v.transform(Number),
    ),
  ),
});
export type AdCommentsQuery = v.InferOutput<typeof AdCommentsQuerySchema>;

export const AdCommentInputSchema = named(
  "AdCommentInput",
  v.strictObject({
    body: AdCommentBodySchema,
    /** The thread to reply to (its first comment). */
    parent: v.optional(v.pipe(v.string(AD_COMMENT_PARENT_MESSAGE), v.uuid(AD_COMMENT_PARENT_MESSAGE))),
    size: v.optional(sizeKey),
    page: v.optional(recordKey("Choose one of the ad's pages.")),
    x: v.optional(fraction),
    y: v.optional(fraction),
    layer: v.optional(recordKey("Choose one of the ad's layers.")),
    /** Studio users to tell (chat and e-mail): each must see the ad. */
    mentions: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(AD_COMMENT_MENTION_MESSAGE), v.uuid(AD_COMMENT_MENTION_MESSAGE))),
        v.maxLength(20, "Mention at most 20 people."),
      ),
    ),
  }),
);
export type AdCommentInput = v.InferOutput<typeof AdCommentInputSchema>;

export const AdCommentResolveSchema = named(
  "AdCommentResolveInput",
  v.strictObject({ resolved: v.boolean(AD_COMMENT_RESOLVED_MESSAGE) }),
);

/** Someone a comment may mention: a studio user who can see the ad. */
export const AdCommentPersonSchema = named(
  "AdCommentPerson",
  v.strictObject({ _id: uuid, name: v.string(), username: v.string() }),
);
export type AdCommentPerson = v.InferOutput<typeof AdCommentPersonSchema>;

const EXAMPLE_COMMENT: AdComment = {
  _id: "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
  version: 1,
  parent: null,
  pin: { size: "sz300x250", page: "page1", x: 0.42, y: 0.3, layer: null },
  body: "Can the logo be a little larger?",
  author: { kind: "user", _id: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", name: "Ada Advertiser" },
  mentions: [{ _id: "1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a", name: "Dana Designer" }],
  resolved: false,
  resolvedBy: null,
  resolvedAt: null,
  resolvedVersion: null,
  createdAt: "2027-03-02T09:30:00.000Z",
};

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' ads exist: another company's ad (and its comments) answers 404 like a missing one.";

/** Comments on an ad's versions: list, add (threads and replies, with mentions), resolve and reopen. */
export const adCommentEndpoints = {
  comments: endpoint({
    operationId: "listAdComments",
    method: "get",
    path: "/api/ads/comments/{id}",
    tag: "ads",
    summary: "The comments on a version of the ad (default: the current one) → {version, comments}",
    description: `Version n lists the threads made on versions up to n that are open, or were resolved on version n or later (a thread is carried forward until resolved), each followed by its replies made up to n. The current version is the ad's highest review version (0 before the first review request). ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    query: AdCommentsQuerySchema,
    responses: {
      200: {
        description: "The version's threads, oldest first, each followed by its replies.",
        schema: AdCommentsResponseSchema,
        example: { version: 1, currentVersion: 1, comments: [EXAMPLE_COMMENT] },
      },
      ...failures(400, 404),
    },
  }),
  people: endpoint({
    operationId: "listAdCommentPeople",
    method: "get",
    path: "/api/ads/comments/people/{id}",
    tag: "ads",
    summary: "Who a comment on the ad may mention: the active studio users who can see it → {people}",
    description: `The ad company's users and the admin group, by name. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    responses: {
      200: {
        description: "The people, by name.",
        schema: named("AdCommentPeopleResponse", v.strictObject({ people: v.array(AdCommentPersonSchema) })),
      },
      ...failures(404),
    },
  }),
  add: endpoint({
    operationId: "addAdComment",
    method: "post",
    path: "/api/ads/comments/{id}",
    tag: "ads",
    summary: "Comment on the ad's current version: a pinned thread, or a reply with `parent` → {comment}",
    description: `A thread needs \`size\` with \`x\` and \`y\` (fractions 0..1 of the size's width and height; \`page\` optional) and/or \`layer\`; a reply names its thread's first comment as \`parent\` and has no pin. Each mentioned user must see the ad; they get a chat message and, with SMTP, an e-mail. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    body: {
      schema: AdCommentInputSchema,
      example: {
        body: "Can the logo be a little larger?",
        size: "sz300x250",
        page: "page1",
        x: 0.42,
        y: 0.3,
        mentions: ["1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a"],
      },
    },
    responses: {
      201: {
        description: "The stored comment.",
        schema: named("AdCommentResponse", v.strictObject({ comment: AdCommentSchema })),
        example: { comment: EXAMPLE_COMMENT },
      },
      ...failures(404),
    },
  }),
  resolve: endpoint({
    operationId: "resolveAdComment",
    method: "post",
    path: "/api/ads/comments/resolve/{commentId}",
    tag: "ads",
    summary: "Resolve a thread on the current version, or reopen it → {comment}",
    description: `A resolved thread shows up to the version it was resolved on and no later; reopening carries it forward again. Only a thread (its first comment) is resolved. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    body: { schema: AdCommentResolveSchema, example: { resolved: true } },
    responses: {
      200: {
        description: "The comment.",
        schema: named("AdCommentResolveResponse", v.strictObject({ comment: AdCommentSchema })),
      },
      ...failures(404),
    },
  }),
};
