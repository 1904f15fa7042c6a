import { CHAT_OFFLINE_AFTER_MS, type ChatStatus, shownChatStatus } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import * as repo from "./repo.js";

/** Whose presence event this is, and who may hear it (shared company, or the admin group). */
export interface PresenceOwner {
  id: string;
  companyIds: string[];
  admin: boolean;
}

/**
 * Pushes a user's shown status to their contacts' streams on every API process, and records it as the
 * last pushed so the clock round ({@link announceClockChanges}) does not push it again.
 */
export async function announcePresence(deps: AppDeps, owner: PresenceOwner, status: ChatStatus) {
  await repo.setAnnounced(deps.database.db, owner.id, status);
  await publishPresence(deps, owner, status);
}

/** The `presence` event to every API process's streams (NOTIFY). */
function publishPresence(deps: AppDeps, owner: PresenceOwner, status: ChatStatus) {
  return deps.chat.publish((text, values) => deps.database.pool.query(text, values), {
    kind: "presence",
    userId: owner.id,
    status,
    companyIds: owner.companyIds,
    admin: owner.admin,
  });
}

/**
 * The shown status also changes with time alone: an online user idle for CHAT_AWAY_AFTER_MS shows as
 * away, one whose panels all closed CHAT_OFFLINE_AFTER_MS ago as offline, and a returning user (a chat
 * request) as online again, with no request of theirs to push it. Every API process holding streams runs
 * this on its heartbeat: it derives each unsettled user's status at `deps.clock()` and pushes the ones
 * that differ from the last pushed. The last pushed status lives in the database and is claimed with a
 * conditional update, so with several processes each change is pushed once, by whichever claims it first.
 * A chosen status is untouched: this only reads it. Answers the changes this process pushed.
 */
export async function announceClockChanges(
  deps: AppDeps,
): Promise<Array<{ userId: string; status: ChatStatus }>> {
  const { db } = deps.database;
  const now = deps.clock();
  const rows = await repo.findUnsettledPresence(db, new Date(now.getTime() - CHAT_OFFLINE_AFTER_MS));
  const pushed: Array<{ userId: string; status: ChatStatus }> = [];
  for (const row of rows) {
    const status = shownChatStatus(
      { chosen: row.chosen as ChatStatus, lastActiveAt: row.lastActiveAt, lastSeenAt: row.lastSeenAt },
      now,
    );
    if (status === row.announced || !(await repo.claimAnnouncement(db, row, status))) continue;
    // Claimed, then published: a process dying in between loses this one push (contacts see the status
    // on their next fetch), which is the price of not holding a transaction open across the NOTIFY.
    await publishPresence(deps, row, status);
    pushed.push({ userId: row.id, status });
  }
  return pushed;
}
