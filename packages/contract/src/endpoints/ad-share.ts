import { AD_TYPES } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { REVIEW_PASSWORD_HEADER, REVIEW_TOKEN_HEADER, SHARE_LINK_MODES } from "./share-access";

/**
 * Issue 31: share links let reviewers without an account see one ad. The studio makes, lists and revokes
 * them; the review page (`/review/{token}`) reads `GET /api/review` with the token in a header.
 */

export const SHARE_LINK_MODE_MESSAGE = "Choose a mode: view or comment.";
export const SHARE_LINK_DAYS_MESSAGE = "The link expires in 1 to 90 days.";
export const SHARE_LINK_PASSWORD_LENGTH_MESSAGE = "A link password has 8 to 128 characters.";
/** 404 for a link that does not exist or belongs to another company's ad. */
export const SHARE_LINK_NOT_FOUND = "Share link not found";
/** Days a link lives when none is chosen. */
export const SHARE_LINK_DEFAULT_DAYS = 14;
export const SHARE_LINK_MAX_DAYS = 90;
export const SHARE_LINK_PASSWORD_MIN = 8;
export const SHARE_LINK_PASSWORD_MAX = 128;
/** Seconds a frame ticket of `GET /api/review` opens its frame. */
export const REVIEW_FRAME_TICKET_SECONDS = 600;

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** A share link as the studio lists it: never its token (shown once) nor the password's hash. */
export const ShareLinkSchema = named(
  "ShareLink",
  v.strictObject({
    _id: uuid,
    adId: uuid,
    mode: v.picklist(SHARE_LINK_MODES),
    expiresAt: timestamp,
    hasPassword: v.boolean(),
    /** Who made it; null once that user no longer exists. */
    createdBy: v.nullable(v.strictObject({ _id: uuid, name: v.string() })),
    createdAt: timestamp,
    revokedAt: v.nullable(timestamp),
    /** How often the review page was opened through it. */
    views: v.pipe(v.number(), v.integer(), v.minValue(0)),
    lastViewedAt: v.nullable(timestamp),
  }),
);
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;

export const ShareLinkCreateSchema = v.object({
  // A missing mode gets the same message as a wrong one (not valibot's "Invalid key").
  mode: v.pipe(
    v.optional(v.string(SHARE_LINK_MODE_MESSAGE), ""),
    v.picklist(SHARE_LINK_MODES, SHARE_LINK_MODE_MESSAGE),
  ),
  expiresInDays: v.optional(
    v.pipe(
      v.number(SHARE_LINK_DAYS_MESSAGE),
      v.integer(SHARE_LINK_DAYS_MESSAGE),
      v.minValue(1, SHARE_LINK_DAYS_MESSAGE),
      v.maxValue(SHARE_LINK_MAX_DAYS, SHARE_LINK_DAYS_MESSAGE),
    ),
  ),
  /** Optional; an empty string means none. */
  password: v.optional(
    v.union(
      [
        v.literal(""),
        v.pipe(
          v.string(SHARE_LINK_PASSWORD_LENGTH_MESSAGE),
          v.minLength(SHARE_LINK_PASSWORD_MIN, SHARE_LINK_PASSWORD_LENGTH_MESSAGE),
          v.maxLength(SHARE_LINK_PASSWORD_MAX, SHARE_LINK_PASSWORD_LENGTH_MESSAGE),
        ),
      ],
      SHARE_LINK_PASSWORD_LENGTH_MESSAGE,
    ),
  ),
});
export type ShareLinkCreateInput = v.InferOutput<typeof ShareLinkCreateSchema>;

/** One size on the review page: its pixels (null for sizes that fill the screen) and its frame address. */
export const ReviewSizeSchema = named(
  "ReviewSize",
  v.strictObject({
    /** The size key (`sz300x250`, `responsive` …). */
    size: v.string(),
    width: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    height: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** `/api/review/frame?ticket=…`: the size rendered as a preview, for a few minutes. */
    frame: v.string(),
  }),
);
export type ReviewSize = v.InferOutput<typeof ReviewSizeSchema>;

/** What the review page shows: the ad at its current review version, and what the link allows. */
export const ReviewSchema = named(
  "Review",
  v.strictObject({
    ad: v.strictObject({ _id: uuid, name: v.string(), type: v.picklist(AD_TYPES) }),
    company: v.strictObject({ name: v.string(), logo: v.string() }),
    link: v.strictObject({ _id: uuid, mode: v.picklist(SHARE_LINK_MODES), expiresAt: timestamp }),
    /** The current review version; 0 when no review was requested yet and the saved draft is shown. */
    version: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** True when `version` is 0: the page says it shows the draft. */
    draft: v.boolean(),
    sizes: v.array(ReviewSizeSchema),
  }),
);
export type Review = v.InferOutput<typeof ReviewSchema>;

const EXAMPLE_AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
const EXAMPLE_LINK = {
  _id: "3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b",
  adId: EXAMPLE_AD,
  mode: "comment",
  expiresAt: "2026-12-20T10:00:00.000Z",
  hasPassword: true,
  createdBy: { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Dana Designer" },
  createdAt: "2026-12-06T10:00:00.000Z",
  revokedAt: null,
  views: 3,
  lastViewedAt: "2026-12-07T08:30:00.000Z",
} as const;
const SCOPED =
  "Outside the admin group only the caller's companies' ads exist: another company's ad or link answers 404 like a missing one.";

/** The studio's share links of an ad, and the public review they open. */
export const adShareEndpoints = {
  create: endpoint({
    operationId: "createShareLink",
    method: "post",
    path: "/api/ads/share/{id}",
    tag: "ads",
    summary: "Make a review link for people without an account → 201 {link, url}",
    description: `\`url\` (\`{studio}/review/{token}\`) is answered once: only the token's SHA-256 is stored. \`mode\` is view or comment; \`expiresInDays\` 1–90 (default ${SHARE_LINK_DEFAULT_DAYS}); an optional \`password\` of 8–128 characters is stored as an argon2 hash. ${SCOPED}`,
    auth: "required",
    permissions: ["updateAds", "approveAds"],
    body: {
      schema: ShareLinkCreateSchema,
      example: { mode: "comment", expiresInDays: 14, password: "legal-review-2026" },
    },
    responses: {
      201: {
        description: "The link, and its address (shown this once).",
        schema: named("ShareLinkCreated", v.strictObject({ link: ShareLinkSchema, url: v.string() })),
        example: {
          link: EXAMPLE_LINK,
          url: "https://studio.example.com/review/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c",
        },
      },
      ...failures(400, 404),
    },
  }),
  list: endpoint({
    operationId: "listShareLinks",
    method: "get",
    path: "/api/ads/share/{id}",
    tag: "ads",
    summary: "The ad's active review links (not revoked, not expired), newest first → {links}",
    description: SCOPED,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    responses: {
      200: {
        description: "The active links.",
        schema: named("ShareLinkList", v.strictObject({ links: v.array(ShareLinkSchema) })),
        example: { links: [EXAMPLE_LINK] },
      },
      ...failures(404),
    },
  }),
  revoke: endpoint({
    operationId: "revokeShareLink",
    method: "post",
    path: "/api/ads/share/revoke/{linkId}",
    tag: "ads",
    summary: "Revoke a review link at once → {link}; revoking it again changes nothing",
    description: `From then on the link answers 410 and shows nothing of the ad. ${SCOPED}`,
    auth: "required",
    permissions: ["updateAds", "approveAds"],
    responses: {
      200: {
        description: "The revoked link.",
        schema: named("ShareLinkRevoked", v.strictObject({ link: ShareLinkSchema })),
        example: { link: { ...EXAMPLE_LINK, revokedAt: "2026-12-08T09:00:00.000Z" } },
      },
      ...failures(404),
    },
  }),
};

/** The reviewer's side: public, opened by the token (and password) in headers. */
export const reviewEndpoints = {
  get: endpoint({
    operationId: "getReview",
    method: "get",
    path: "/api/review",
    tag: "review",
    summary: "What a review link shows: the ad's name, format, company, sizes and frames → Review",
    description: `Public. Headers: \`${REVIEW_TOKEN_HEADER}\` (the token of the link's address) and, for a link with a password, \`${REVIEW_PASSWORD_HEADER}\`. Answers the current review version's sizes (or the saved draft, \`draft: true\`, before any review request), each with a frame address carrying a ticket valid for ${REVIEW_FRAME_TICKET_SECONDS / 60} minutes, and counts a view. An unknown token answers 404, an expired or revoked link 410, a missing or wrong password 401 (\`passwordRequired: true\`), and 20 failures from one address within 15 minutes 429.`,
    auth: "public",
    responses: {
      200: {
        description: "The review.",
        schema: ReviewSchema,
        example: {
          ad: { _id: EXAMPLE_AD, name: "Spring coffee", type: "mini" },
          company: { name: "Acme Coffee", logo: "https://studio.example.com/files/logo.png" },
          link: { _id: EXAMPLE_LINK._id, mode: "comment", expiresAt: EXAMPLE_LINK.expiresAt },
          version: 2,
          draft: false,
          sizes: [
            {
              size: "sz300x250",
              width: 300,
              height: 250,
              frame: "https://studio.example.com/api/review/frame?ticket=eyJ…",
            },
          ],
        },
      },
      ...failures(401, 404, 410, 429),
    },
  }),
  frame: endpoint({
    operationId: "getReviewFrame",
    method: "get",
    path: "/api/review/frame",
    tag: "review",
    summary: "One size of a review, rendered as a preview (HTML for a sandboxed frame)",
    description:
      "Public. The `ticket` query parameter comes from `GET /api/review` (an iframe cannot send headers): it names the link, version and size, and expires after a few minutes. The page is served with the creatives' `Content-Security-Policy: sandbox` and carries no tracker, so a review never counts an impression. A bad or expired ticket, or a link revoked or expired since, answers 404 or 410 with nothing of the ad.",
    auth: "public",
    query: v.object({ ticket: v.optional(v.string()) }),
    responses: {
      200: { description: "The size's HTML.", contentTypes: ["text/html"] },
      ...failures(404, 410),
    },
  }),
};
