import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { adReviewVersions, adShareLinks, users } from "../../db/schema.js";

export type ShareLinkRow = typeof adShareLinks.$inferSelect;
/** A link with its maker's display name (null once that user is gone). */
export type ShareLinkWithCreator = ShareLinkRow & { creatorName: string | null };

/** The link whose token hashes to `tokenHash`, or undefined. */
export async function findByTokenHash(db: Executor, tokenHash: string): Promise<ShareLinkRow | undefined> {
  const [link] = await db.select().from(adShareLinks).where(eq(adShareLinks.tokenHash, tokenHash));
  return link;
}

const withCreator = { link: adShareLinks, creatorName: users.displayName };
const flatten = (row: { link: ShareLinkRow; creatorName: string | null }): ShareLinkWithCreator => ({
  ...row.link,
  creatorName: row.creatorName,
});

/** One link by id with its maker's name, or undefined. */
export async function findLink(db: Executor, id: string): Promise<ShareLinkWithCreator | undefined> {
  const [row] = await db
    .select(withCreator)
    .from(adShareLinks)
    .leftJoin(users, eq(users.id, adShareLinks.createdBy))
    .where(eq(adShareLinks.id, id));
  return row ? flatten(row) : undefined;
}

/** The ad's links that still open: not revoked and expiring after `now`, newest first. */
export async function listActive(db: Executor, adId: string, now: Date): Promise<ShareLinkWithCreator[]> {
  const rows = await db
    .select(withCreator)
    .from(adShareLinks)
    .leftJoin(users, eq(users.id, adShareLinks.createdBy))
    .where(and(eq(adShareLinks.adId, adId), isNull(adShareLinks.revokedAt), gt(adShareLinks.expiresAt, now)))
    .orderBy(desc(adShareLinks.createdAt), desc(adShareLinks.id));
  return rows.map(flatten);
}

export async function insertLink(
  db: Executor,
  values: typeof adShareLinks.$inferInsert,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db.insert(adShareLinks).values(values).returning();
  return row;
}

/** Revokes once: a link revoked before keeps its first revocation time. */
export async function revokeLink(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(adShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(adShareLinks.id, id), isNull(adShareLinks.revokedAt)));
}

/** One more view of the review page. */
export async function countView(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(adShareLinks)
    .set({ views: sql`${adShareLinks.views} + 1`, lastViewedAt: now })
    .where(eq(adShareLinks.id, id));
}

/** The ad's current review version (its highest) with its snapshot, or undefined before any request. */
export async function currentReviewVersion(db: Executor, adId: string) {
  const [row] = await db
    .select({ version: adReviewVersions.version, document: adReviewVersions.document })
    .from(adReviewVersions)
    .where(eq(adReviewVersions.adId, adId))
    .orderBy(desc(adReviewVersions.version))
    .limit(1);
  return row;
}
