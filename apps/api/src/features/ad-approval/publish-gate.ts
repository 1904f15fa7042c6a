import { APPROVAL_NEEDED_MESSAGE, approvalDraftChangedMessage } from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";
import type { Executor } from "../../db/query-helpers.js";
import { conflict } from "../../http/errors.js";
import { tellPublished } from "./notices.js";
import * as repo from "./repo.js";

/** What the gate found: the review version a publish publishes (approved at that revision), if any. */
export interface PublishApproval {
  /** The approved review version whose revision is being published; null for any other publish. */
  version: number | null;
}

/**
 * Checks a publish of `revision` inside the publish's transaction (the ad's row locked by the caller):
 * where the ad's company requires approval, the ad must be approved and `revision` must be the approved
 * version's, else 409 and nothing is written. Answers which approved version (if any) is published.
 */
export async function checkPublish(tx: Executor, adId: string, revision: number): Promise<PublishApproval> {
  const ad = await repo.lockAd(tx, adId);
  if (!ad) return { version: null };
  const approved =
    ad.state === "approved" && ad.approvedVersion !== null
      ? await repo.findVersion(tx, adId, ad.approvedVersion)
      : undefined;
  const matches = approved !== undefined && approved.revision === revision;
  if (ad.approvalRequired) {
    if (!approved || ad.approvedVersion === null) throw conflict(APPROVAL_NEEDED_MESSAGE);
    if (!matches) throw conflict(approvalDraftChangedMessage(ad.approvedVersion));
  }
  return { version: matches ? ad.approvedVersion : null };
}

/**
 * Records a successful publish (or rollback) in the audit trail and sets the ad's state to published,
 * in the publish's transaction. The actor's name is copied from their account.
 */
export async function recordPublished(
  tx: Executor,
  entry: { adId: string; version: number | null; actorId: string | null; note: string | null },
): Promise<void> {
  const ad = await repo.lockAd(tx, entry.adId);
  if (!ad) return;
  const actorName = entry.actorId ? ((await repo.userName(tx, entry.actorId)) ?? "Adstudio") : "Adstudio";
  await repo.setState(tx, entry.adId, "published");
  await repo.insertEvent(tx, {
    adId: entry.adId,
    version: entry.version,
    action: "published",
    fromState: ad.state,
    toState: "published",
    actorId: entry.actorId,
    actorName,
    note: entry.note,
  });
}

/** After a publish of an approved version has committed: tells its approvers. */
export async function tellApproversOfPublish(
  deps: AppDeps,
  event: {
    adId: string;
    adName: string;
    version: number | null;
    actor: { id: string; displayName: string };
    origin: string;
  },
): Promise<void> {
  if (event.version === null) return;
  await tellPublished(deps, { ...event, version: event.version });
}
