import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { AdRevisionSchema } from "./ads";

/**
 * Issue 31: an ad's approval workflow. "Request review" snapshots the saved draft as review version n+1;
 * an approver approves it or asks for changes; a publish of the approved version's revision publishes it.
 */
export const APPROVAL_STATES = ["draft", "in_review", "changes_requested", "approved", "published"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What one audit-trail row records: the transition's verb. */
export const APPROVAL_ACTIONS = ["requested", "approved", "changes_requested", "published"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** What an approver decides on the version in review. */
export const APPROVAL_DECISIONS = ["approve", "request_changes"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** 409 on publish: the company requires approval and the ad has no approved version to publish. */
export const APPROVAL_NEEDED_MESSAGE = "This ad needs an approved version before it can be published.";
/** 409 on publish: the company requires approval and the draft is no longer the approved version's. */
export const approvalDraftChangedMessage = (version: number) =>
  `The draft changed after version ${version} was approved. Request review again.`;
/** 409 on a decision when the ad is not waiting for one. */
export const APPROVAL_NOT_IN_REVIEW_MESSAGE =
  "This ad is not in review: request review before approving or requesting changes.";
/** 409 on a decision about a version that is not the one in review. */
export const approvalNotCurrentMessage = (current: number) =>
  `Only the current version can be decided on: version ${current} is in review.`;
/** 409 on a review request while the version in review is the saved draft itself (nothing new to send). */
export const approvalAlreadyInReviewMessage = (current: number) =>
  `Version ${current} is already in review and the draft has not changed since: edit the ad to send a new version.`;
export const APPROVAL_DECISION_MESSAGE = "decision must be approve or request_changes.";
export const APPROVAL_VERSION_MESSAGE = "Send the version you decided on.";
export const APPROVAL_NOTE_LENGTH_MESSAGE = "Use at most 500 characters.";
export const APPROVAL_NOTE_TEXT_MESSAGE = "A note is plain text: leave out control characters.";

/** No control characters but line breaks and tabs. */
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/** A note on a review request or decision: plain text, trimmed, at most 500 characters; blank is none. */
export const ApprovalNoteSchema = v.pipe(
  v.string(APPROVAL_NOTE_TEXT_MESSAGE),
  v.trim(),
  v.check(isPlainText, APPROVAL_NOTE_TEXT_MESSAGE),
  v.maxLength(500, APPROVAL_NOTE_LENGTH_MESSAGE),
);

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const whole = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A review version: the saved draft as it was sent for review. */
export const ReviewVersionSchema = named(
  "ReviewVersion",
  v.strictObject({
    version: whole,
    /** The ad's revision the snapshot was taken at: publishing that revision publishes this version. */
    revision: whole,
    /** Who requested the review; null when that user no longer exists. */
    requestedBy: v.nullable(v.strictObject({ _id: uuid, name: v.string() })),
    createdAt: timestamp,
  }),
);
export type ReviewVersion = v.InferOutput<typeof ReviewVersionSchema>;

/** One audit-trail row: who did what to which version, when, with what note. */
export const ApprovalEventSchema = named(
  "ApprovalEvent",
  v.strictObject({
    _id: uuid,
    /** The review version concerned; null for a publish of a draft that was never approved. */
    version: v.nullable(whole),
    action: v.picklist(APPROVAL_ACTIONS),
    fromState: v.picklist(APPROVAL_STATES),
    toState: v.picklist(APPROVAL_STATES),
    /** The actor's name as it was then (kept after the user is deleted, when `_id` is null). */
    actor: v.strictObject({ _id: v.nullable(uuid), name: v.string() }),
    note: v.nullable(v.string()),
    createdAt: timestamp,
  }),
);
export type ApprovalEvent = v.InferOutput<typeof ApprovalEventSchema>;

/** An ad's approval: its state, versions and audit trail (newest first). */
export const AdApprovalSchema = named(
  "AdApproval",
  v.strictObject({
    state: v.picklist(APPROVAL_STATES),
    /** Whether the ad's company requires an approved version to publish. */
    approvalRequired: v.boolean(),
    /** The current review version (the highest); 0 before the first review request. */
    version: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The version last approved; null before any approval. */
    approvedVersion: v.nullable(whole),
    /** Newest first. */
    versions: v.array(ReviewVersionSchema),
    /** Newest first. */
    events: v.array(ApprovalEventSchema),
  }),
);
export type AdApproval = v.InferOutput<typeof AdApprovalSchema>;

const AdApprovalResponseSchema = named("AdApprovalResponse", v.strictObject({ approval: AdApprovalSchema }));

export const ReviewRequestSchema = named(
  "ReviewRequestInput",
  v.strictObject({
    /** The revision the requester saw: a newer one on the server answers 409. */
    revision: AdRevisionSchema,
    note: v.optional(ApprovalNoteSchema),
  }),
);
export type ReviewRequestInput = v.InferOutput<typeof ReviewRequestSchema>;

export const ApprovalDecisionSchema = named(
  "ApprovalDecisionInput",
  v.strictObject({
    /** The version decided on; it must be the current one. */
    version: v.pipe(
      v.nullish(v.number(APPROVAL_VERSION_MESSAGE), 0),
      v.integer(APPROVAL_VERSION_MESSAGE),
      v.minValue(1, APPROVAL_VERSION_MESSAGE),
      v.maxValue(2_147_483_647, APPROVAL_VERSION_MESSAGE),
    ),
    decision: v.pipe(
      v.nullish(v.string(APPROVAL_DECISION_MESSAGE), ""),
      v.picklist(APPROVAL_DECISIONS, APPROVAL_DECISION_MESSAGE),
    ),
    note: v.optional(ApprovalNoteSchema),
  }),
);
export type ApprovalDecisionInput = v.InferOutput<typeof ApprovalDecisionSchema>;

const EXAMPLE_DESIGNER = { _id: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", name: "Dana Designer" };
const EXAMPLE_APPROVER = { _id: "3b5d7f9a-1c3e-4a5c-9e7a-1b3d5f7a9c2e", name: "Ari Advertiser" };
const EXAMPLE_APPROVAL = {
  state: "approved",
  approvalRequired: true,
  version: 2,
  approvedVersion: 2,
  versions: [
    { version: 2, revision: 7, requestedBy: EXAMPLE_DESIGNER, createdAt: "2027-02-16T10:00:00.000Z" },
    { version: 1, revision: 4, requestedBy: EXAMPLE_DESIGNER, createdAt: "2027-02-15T09:00:00.000Z" },
  ],
  events: [
    {
      _id: "0c2e4a6c-8e0a-4c2e-9a4c-6e8a0c2e4a6c",
      version: 2,
      action: "approved",
      fromState: "in_review",
      toState: "approved",
      actor: EXAMPLE_APPROVER,
      note: "Good to go.",
      createdAt: "2027-02-16T11:30:00.000Z",
    },
    {
      _id: "1d3f5b7d-9f1b-4d3f-8b5d-7f9b1d3f5b7d",
      version: 2,
      action: "requested",
      fromState: "changes_requested",
      toState: "in_review",
      actor: EXAMPLE_DESIGNER,
      note: "Bigger logo, as asked.",
      createdAt: "2027-02-16T10:00:00.000Z",
    },
  ],
};

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.";

/** An ad's approval workflow: its state and audit trail, review requests and decisions. */
export const adApprovalEndpoints = {
  approval: endpoint({
    operationId: "getAdApproval",
    method: "get",
    path: "/api/ads/approval/{id}",
    tag: "ads",
    summary: "The ad's approval state, review versions and audit trail → {approval}",
    description: `\`state\` is draft, in_review, changes_requested, approved or published; \`version\` the current review version (0 before the first request); \`events\` every transition, newest first, with who, when, the version and the note. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readAds", "viewAdDetails"],
    responses: {
      200: {
        description: "The approval.",
        schema: AdApprovalResponseSchema,
        example: { approval: EXAMPLE_APPROVAL },
      },
    },
  }),
  review: endpoint({
    operationId: "requestAdReview",
    method: "post",
    path: "/api/ads/review/{id}",
    tag: "ads",
    summary: "Request review: snapshot the saved draft as the next review version → {approval}",
    description: `The draft at \`revision\` becomes review version n+1 and the ad goes to in_review (from draft, changes_requested, approved or published); the company's users who may approve (approveAds) are told in the chat and by e-mail. A stale revision answers 409 like a publish, as does a request while a version is still in review; a refused request changes nothing. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateAds"],
    body: {
      schema: ReviewRequestSchema,
      example: { revision: 7, note: "Bigger logo, as asked." },
    },
    responses: {
      200: { description: "The approval, in review.", schema: AdApprovalResponseSchema },
      ...failures(409),
    },
  }),
  decide: endpoint({
    operationId: "approveAd",
    method: "post",
    path: "/api/ads/approve/{id}",
    tag: "ads",
    summary: "Approve the version in review, or request changes to it → {approval}",
    description: `\`decision\` approve makes the ad approved (a publish of that version's revision is then allowed where the company requires approval); request_changes sends it back to the designers. Whoever requested review of the version (and the ad's creator) is told. 409 unless the ad is in review and \`version\` is the current one; a refused decision changes nothing. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["approveAds"],
    body: {
      schema: ApprovalDecisionSchema,
      example: { version: 2, decision: "approve", note: "Good to go." },
    },
    responses: {
      200: { description: "The approval after the decision.", schema: AdApprovalResponseSchema },
      ...failures(409),
    },
  }),
};
