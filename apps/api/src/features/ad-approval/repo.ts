import type { ApprovalAction, ApprovalState } from "@adstudio/contract";
import { ROLE_GROUPS } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative";
import { and, arrayContains, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Executor } from "../../db/query-helpers.js";
import { adApprovalEvents, adReviewVersions, ads, companies, roles, users } from "../../db/schema.js";

/** `null` sees every ad (the admin group); a list only ads of these companies. */
export type CompanyScope = readonly string[] | null;

function scopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(ads.companyId, [...scope]);
}

/** What the workflow reads of an ad: its name, owner, draft and approval columns. */
const adColumns = {
  id: ads.id,
  name: ads.name,
  companyId: ads.companyId,
  createdBy: ads.createdBy,
  revision: ads.revision,
  document: ads.document,
  state: ads.approvalState,
  approvedVersion: ads.approvedVersion,
  approvalRequired: sql<boolean>`coalesce(${companies.approvalRequired}, false)`,
};
export type ApprovalAd = {
  id: string;
  name: string;
  companyId: string;
  createdBy: string | null;
  revision: number;
  document: AdDocument;
  state: ApprovalState;
  approvedVersion: number | null;
  approvalRequired: boolean;
};

/** An ad (not a template) the scope sees; undefined for a missing one and for another company's. */
export async function findAd(db: Executor, id: string, scope: CompanyScope): Promise<ApprovalAd | undefined> {
  const [row] = await db
    .select(adColumns)
    .from(ads)
    .leftJoin(companies, eq(sql`${companies.id}::text`, ads.companyId))
    .where(and(eq(ads.id, id), eq(ads.isTemplate, false), scopeCondition(scope)));
  return row as ApprovalAd | undefined;
}

/**
 * The ad's row locked (`FOR UPDATE`) until the transaction ends: saves, publishes and other transitions
 * of the ad wait, so each transition reads the state the one before it left.
 */
export async function lockAd(tx: Executor, id: string): Promise<ApprovalAd | undefined> {
  const [row] = await tx
    .select(adColumns)
    .from(ads)
    .leftJoin(companies, eq(sql`${companies.id}::text`, ads.companyId))
    .where(eq(ads.id, id))
    .for("update", { of: ads });
  return row as ApprovalAd | undefined;
}

/** The ad's highest review version (0 before the first request). */
export async function currentVersion(db: Executor, adId: string): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${adReviewVersions.version}), 0)::int` })
    .from(adReviewVersions)
    .where(eq(adReviewVersions.adId, adId));
  return row?.version ?? 0;
}

/** A review version's snapshot (what reviewers and its comments saw), or undefined for an unknown one. */
export async function findSnapshot(db: Executor, adId: string, version: number) {
  const [row] = await db
    .select({ version: adReviewVersions.version, document: adReviewVersions.document })
    .from(adReviewVersions)
    .where(and(eq(adReviewVersions.adId, adId), eq(adReviewVersions.version, version)));
  return row;
}

export async function findVersion(db: Executor, adId: string, version: number) {
  const [row] = await db
    .select({ revision: adReviewVersions.revision, requestedBy: adReviewVersions.requestedBy })
    .from(adReviewVersions)
    .where(and(eq(adReviewVersions.adId, adId), eq(adReviewVersions.version, version)));
  return row;
}

export async function insertVersion(
  tx: Executor,
  entry: { adId: string; version: number; revision: number; document: AdDocument; requestedBy: string },
): Promise<void> {
  await tx.insert(adReviewVersions).values(entry);
}

export async function setState(
  tx: Executor,
  adId: string,
  state: ApprovalState,
  approvedVersion?: number | null,
): Promise<void> {
  await tx
    .update(ads)
    .set({ approvalState: state, ...(approvedVersion !== undefined ? { approvedVersion } : {}) })
    .where(eq(ads.id, adId));
}

/** One audit-trail row; `createdAt` is the transaction's time, so the rows of one ad never tie. */
export async function insertEvent(
  tx: Executor,
  entry: {
    adId: string;
    version: number | null;
    action: ApprovalAction;
    fromState: ApprovalState;
    toState: ApprovalState;
    actorId: string | null;
    actorName: string;
    note: string | null;
  },
): Promise<void> {
  await tx.insert(adApprovalEvents).values(entry);
}

/** The review versions, newest first, with the requester's current name (null once deleted). */
export async function listVersions(db: Executor, adId: string) {
  return db
    .select({
      version: adReviewVersions.version,
      revision: adReviewVersions.revision,
      requestedBy: adReviewVersions.requestedBy,
      requesterName: users.displayName,
      createdAt: adReviewVersions.createdAt,
    })
    .from(adReviewVersions)
    .leftJoin(users, eq(users.id, adReviewVersions.requestedBy))
    .where(eq(adReviewVersions.adId, adId))
    .orderBy(desc(adReviewVersions.version));
}

/** The audit trail, newest first; `actorExists` says whether the actor's account is still there. */
export async function listEvents(db: Executor, adId: string) {
  return db
    .select({
      id: adApprovalEvents.id,
      version: adApprovalEvents.version,
      action: adApprovalEvents.action,
      fromState: adApprovalEvents.fromState,
      toState: adApprovalEvents.toState,
      actorId: adApprovalEvents.actorId,
      actorExists: sql<boolean>`${users.id} is not null`,
      actorName: adApprovalEvents.actorName,
      note: adApprovalEvents.note,
      createdAt: adApprovalEvents.createdAt,
    })
    .from(adApprovalEvents)
    .leftJoin(users, eq(users.id, adApprovalEvents.actorId))
    .where(eq(adApprovalEvents.adId, adId))
    .orderBy(desc(adApprovalEvents.createdAt), desc(adApprovalEvents.id));
}

/** A user's display name, for the audit trail (copied, so it still reads after the user is deleted). */
export async function userName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, id));
  return row?.name;
}

const ADMIN_ROLES = [...ROLE_GROUPS.admin] as string[];

/** The company's active users who may approve: their role holds approveAds (or is an admin-group role). */
export async function approversOf(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.active, true),
        arrayContains(users.companyIds, [companyId]),
        sql`(${arrayContains(roles.moduleRoles, ["approveAds"])} or ${inArray(roles.roleName, ADMIN_ROLES)})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Who approved a version (by the audit trail). */
export async function approvedBy(db: Executor, adId: string, version: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: adApprovalEvents.actorId })
    .from(adApprovalEvents)
    .where(
      and(
        eq(adApprovalEvents.adId, adId),
        eq(adApprovalEvents.version, version),
        eq(adApprovalEvents.action, "approved"),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
