import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roles, sessions, users } from "../../db/schema.js";

export interface UserWithRole {
  id: string;
  username: string;
  email: string;
  displayName: string;
  photoUrl: string;
  passwordHash: string;
  companyIds: string[];
  settings: Record<string, unknown>;
  shortcuts: string[];
  active: boolean;
  roleName: string;
  moduleRoles: string[];
}

const userWithRoleColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  passwordHash: users.passwordHash,
  companyIds: users.companyIds,
  settings: users.settings,
  shortcuts: users.shortcuts,
  active: users.active,
  roleName: roles.roleName,
  moduleRoles: roles.moduleRoles,
};

function selectUserWithRole(db: Db) {
  return db.select(userWithRoleColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId));
}

/** Finds an account by username or email, case-insensitively (sign-in accepts either). */
export async function findUserByLogin(db: Db, login: string): Promise<UserWithRole | undefined> {
  const needle = login.toLowerCase();
  const [user] = await selectUserWithRole(db)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserWithRole | undefined> {
  const [user] = await selectUserWithRole(db).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findRoleIdByName(db: Db, roleName: string): Promise<string | undefined> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.roleName})`, roleName.toLowerCase()));
  return role?.id;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return !!row;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return !!row;
}

export interface NewUser {
  username: string;
  email: string;
  displayName: string;
  passwordHash: string;
  roleId: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export interface ProfileChanges {
  displayName?: string;
  photoUrl?: string;
  settings?: Record<string, unknown>;
  shortcuts?: string[];
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

// Sessions

export async function insertSession(
  db: Db,
  session: { userId: string; userAgent: string; ip: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export interface LiveSession {
  userId: string;
  expiresAt: Date;
}

/** The session if it is neither revoked nor expired. */
export async function findLiveSession(db: Db, sessionId: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row;
}

export async function countOtherLiveSessions(db: Db, userId: string, exceptSessionId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, exceptSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row?.count ?? 0;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except one; answers the ids it ended. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
