import {
  AD_STALE_MESSAGE,
  type AdApproval,
  APPROVAL_NOT_IN_REVIEW_MESSAGE,
  type ApprovalAction,
  type ApprovalDecisionInput,
  type ApprovalState,
  approvalAlreadyInReviewMessage,
  approvalNotCurrentMessage,
  type ReviewRequestInput,
} from "@adstudio/contract";
import { isAdmin } from "@adstudio/core";
import { isCurrentDocument, upgradeDocument } from "@adstudio/creative";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { conflict, notFound } from "../../http/errors.js";
import { recordId } from "../../http/record-id.js";
import { tellDecision, tellReviewRequested } from "./notices.js";
import * as repo from "./repo.js";

export const AD_NOT_FOUND = "Ad not found";

const scopeOf = (auth: AuthContext): repo.CompanyScope => (isAdmin(auth) ? null : auth.user.companyIds);

/** The ad as the caller may see it; another company's ad answers exactly like a missing one. */
async function visibleAd(deps: AppDeps, auth: AuthContext, id: string): Promise<repo.ApprovalAd> {
  const ad = await repo.findAd(deps.database.db, recordId(id, AD_NOT_FOUND), scopeOf(auth));
  if (!ad) throw notFound(AD_NOT_FOUND);
  return ad;
}

/** The ad's approval: state, current version, versions and audit trail (newest first). */
export async function getApproval(deps: AppDeps, auth: AuthContext, id: string) {
  const ad = await visibleAd(deps, auth, id);
  return { approval: await approvalOf(deps, ad.id) };
}

async function approvalOf(deps: AppDeps, adId: string): Promise<AdApproval> {
  const db = deps.database.db;
  const ad = await repo.findAd(db, adId, null);
  if (!ad) throw notFound(AD_NOT_FOUND);
  const [versions, events] = await Promise.all([repo.listVersions(db, adId), repo.listEvents(db, adId)]);
  return {
    state: ad.state,
    approvalRequired: ad.approvalRequired,
    version: versions[0]?.version ?? 0,
    approvedVersion: ad.approvedVersion,
    versions: versions.map((row) => ({
      version: row.version,
      revision: row.revision,
      requestedBy:
        row.requestedBy && row.requesterName !== null
          ? { _id: row.requestedBy, name: row.requesterName }
          : null,
      createdAt: row.createdAt.toISOString(),
    })),
    events: events.map((row) => ({
      _id: row.id,
      version: row.version,
      action: row.action as ApprovalAction,
      fromState: row.fromState as ApprovalState,
      toState: row.toState as ApprovalState,
      actor: { _id: row.actorExists ? row.actorId : null, name: row.actorName },
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * "Request review": the saved draft at `revision` becomes review version n+1 (from any state, in_review
 * too when the draft changed since the version in review) and the ad goes to in_review, with one audit-trail row, in one transaction with the ad's row locked; a refused request
 * changes nothing. The company's approvers are told once it is stored.
 */
export async function requestReview(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: ReviewRequestInput,
  origin: string,
) {
  const ad = await visibleAd(deps, auth, id);
  const note = body.note ? body.note : null;
  const version = await deps.database.db.transaction(async (tx) => {
    const locked = await repo.lockAd(tx, ad.id);
    if (!locked) throw notFound(AD_NOT_FOUND);
    if (locked.revision !== body.revision) throw conflict(AD_STALE_MESSAGE, { revision: AD_STALE_MESSAGE });
    const current = await repo.currentVersion(tx, ad.id);
    // A newer draft supersedes the version in review (the designer fixed what reviewers pinned, with no
    // approver's "request changes" needed first); the same draft again would only be a duplicate.
    if (locked.state === "in_review") {
      const inReview = await repo.findVersion(tx, ad.id, current);
      if (inReview?.revision === locked.revision) throw conflict(approvalAlreadyInReviewMessage(current));
    }
    const next = current + 1;
    // Reviewers see the snapshot as this Adstudio reads it, however old the stored draft is.
    const upgraded = isCurrentDocument(locked.document) ? null : upgradeDocument(locked.document);
    const document = upgraded?.ok ? upgraded.document : locked.document;
    await repo.insertVersion(tx, {
      adId: ad.id,
      version: next,
      revision: locked.revision,
      document,
      requestedBy: auth.user.id,
    });
    await repo.setState(tx, ad.id, "in_review");
    await repo.insertEvent(tx, {
      adId: ad.id,
      version: next,
      action: "requested",
      fromState: locked.state,
      toState: "in_review",
      actorId: auth.user.id,
      actorName: auth.user.displayName,
      note,
    });
    return next;
  });
  await tellReviewRequested(deps, { ad, version, note, actor: auth.user, origin });
  return { approval: await approvalOf(deps, ad.id) };
}

/**
 * An approver's decision on the version in review: approve (the ad becomes approved, that version its
 * approved one) or request changes. 409 unless the ad is in review and `version` is the current one.
 */
export async function decide(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: ApprovalDecisionInput,
  origin: string,
) {
  const ad = await visibleAd(deps, auth, id);
  const note = body.note ? body.note : null;
  const approve = body.decision === "approve";
  const toState: ApprovalState = approve ? "approved" : "changes_requested";
  const requestedBy = await deps.database.db.transaction(async (tx) => {
    const locked = await repo.lockAd(tx, ad.id);
    if (!locked) throw notFound(AD_NOT_FOUND);
    if (locked.state !== "in_review") throw conflict(APPROVAL_NOT_IN_REVIEW_MESSAGE);
    const current = await repo.currentVersion(tx, ad.id);
    if (body.version !== current) {
      const message = approvalNotCurrentMessage(current);
      throw conflict(message, { version: message });
    }
    await repo.setState(tx, ad.id, toState, approve ? current : undefined);
    await repo.insertEvent(tx, {
      adId: ad.id,
      version: current,
      action: approve ? "approved" : "changes_requested",
      fromState: locked.state,
      toState,
      actorId: auth.user.id,
      actorName: auth.user.displayName,
      note,
    });
    return (await repo.findVersion(tx, ad.id, current))?.requestedBy ?? null;
  });
  await tellDecision(deps, {
    ad,
    version: body.version,
    approved: approve,
    note,
    actor: auth.user,
    to: [requestedBy, ad.createdBy].filter((user): user is string => user !== null),
    origin,
  });
  return { approval: await approvalOf(deps, ad.id) };
}
