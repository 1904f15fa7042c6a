import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adComments, roles, users } from "../../db/schema.js";

export type CommentRow = typeof adComments.$inferSelect;
export type NewComment = typeof adComments.$inferInsert;

/**
 * What version `version` shows: threads made up to it that are open or were resolved on it or later
 * (carried forward until resolved), and their replies made up to it. Oldest first; the service orders
 * replies under their threads.
 */
export async function commentsOfVersion(db: Db, adId: string, version: number): Promise<CommentRow[]> {
  const threads = db
    .select({ id: adComments.id })
    .from(adComments)
    .where(
      and(
        eq(adComments.adId, adId),
        sql`${adComments.parentId} is null`,
        sql`${adComments.version} <= ${version}`,
        sql`(${adComments.resolvedVersion} is null or ${adComments.resolvedVersion} >= ${version})`,
      ),
    );
  return db
    .select()
    .from(adComments)
    .where(
      and(
        eq(adComments.adId, adId),
        sql`${adComments.version} <= ${version}`,
        sql`coalesce(${adComments.parentId}, ${adComments.id}) in ${threads}`,
      ),
    )
    .orderBy(asc(adComments.createdAt), asc(adComments.id));
}

/** One comment of the ad (never another ad's: the id alone does not reach it). */
export async function findComment(db: Db, adId: string, id: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(adComments)
    .where(and(eq(adComments.adId, adId), eq(adComments.id, id)));
  return row;
}

/** The ad a comment belongs to (the service checks that the caller sees that ad). */
export async function adOfComment(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ adId: adComments.adId }).from(adComments).where(eq(adComments.id, id));
  return row?.adId;
}

export async function insertComment(db: Db, values: NewComment): Promise<CommentRow> {
  const [row] = await db.insert(adComments).values(values).returning();
  if (!row) throw new Error("the comment was not stored");
  return row;
}

export async function setResolved(
  db: Db,
  id: string,
  resolved: { at: Date; by: string; version: number } | null,
  now: Date,
): Promise<CommentRow> {
  const [row] = await db
    .update(adComments)
    .set({
      resolvedAt: resolved?.at ?? null,
      resolvedBy: resolved?.by ?? null,
      resolvedVersion: resolved?.version ?? null,
      updatedAt: now,
    })
    .where(eq(adComments.id, id))
    .returning();
  if (!row) throw new Error("the comment went away");
  return row;
}

export interface Person {
  id: string;
  name: string;
  username: string;
  email: string;
  roleName: string;
  companyIds: string[];
}

const personColumns = {
  id: users.id,
  name: users.displayName,
  username: users.username,
  email: users.email,
  roleName: roles.roleName,
  companyIds: users.companyIds,
};

/** Active users by id, with what decides whether they see an ad (role and companies). */
export async function activeUsers(db: Db, ids: readonly string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(inArray(users.id, [...ids]), eq(users.active, true)));
}

/** Active users of the company or of one of the admin roles, by name. */
export async function peopleOf(db: Db, companyId: string, adminRoles: readonly string[]): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(
      and(
        eq(users.active, true),
        sql`(${companyId} = any(${users.companyIds}) or ${roles.roleName} in ${[...adminRoles]})`,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
}

/** Display names of users by id (mentions answer with the current name; deleted users drop out). */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
