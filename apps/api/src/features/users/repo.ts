import type { SortFieldOf, usersEndpoints } from "@adstudio/contract";
import { and, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type ListSelect, rowsWithIds, type SearchPage, searchPage } from "../../db/bounded-search.js";
import { countMatches } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf, textKey } from "../../db/query-helpers.js";
import { companies, roles, sessions, userSortKeys, users } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

/** A user with its role's id, name and permissions; never the password hash. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  displayName: string;
  photoUrl: string;
  companyIds: string[];
  active: boolean;
  createdAt: Date;
  roleId: string;
  roleName: string;
  /** The role's permissions, for the "nobody gives or takes over more than they hold" checks. */
  moduleRoles: string[];
}

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  companyIds: users.companyIds,
  active: users.active,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.roleName,
  moduleRoles: roles.moduleRoles,
};

function selectUsers(db: Executor) {
  return db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId));
}

/** The contract's sortable fields. */
export type UserSortField = SortFieldOf<typeof usersEndpoints.list>;

const SORT_COLUMNS = {
  ...userSortKeys(users),
  roleName: textKey(roles.roleName),
} satisfies Record<UserSortField, unknown>;

/** The unique indexes behind "usernames and emails are unique, ignoring case". */
export const USERNAME_INDEX = "users_username_lower_idx";
export const EMAIL_INDEX = "users_email_lower_idx";

/** `search` matches username, email and display name case-insensitively, as plain text (trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.displayName, pattern));
}

/** A page of users; a search goes through the bounded search plan (db/bounded-search.ts). */
export async function listUsers(db: Executor, query: ListQuery<UserSortField>): Promise<SearchPage<UserRow>> {
  const order = orderByOf(SORT_COLUMNS, query.sort, users.id);
  const select = (where: SQL | undefined, page: { limit: number; offset: number }) =>
    selectUsers(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  if (query.search) {
    const match = searchCondition(query.search) ?? sql`true`;
    // Sorted by the role's name, the walk in the list's order reads users with their role; otherwise the
    // join only costs (a third of a 10 000-row walk at a million users), as the search is in users' columns.
    const byRole = query.sort.some(([field]) => field === "roleName");
    const join = byRole ? sql`inner join ${roles} on ${eq(roles.id, users.roleId)}` : undefined;
    return searchPage(db, { table: users, id: users.id, join, match, order, select }, query);
  }
  const byRole = query.sort.length === 1 && query.sort[0]?.[0] === "roleName" ? query.sort[0][1] : undefined;
  const page = byRole === undefined ? select(undefined, query) : pageByRole(db, byRole, query, select);
  const [rows, counted] = await Promise.all([page, countMatches(db, users, undefined)]);
  return { rows, ...counted };
}

/**
 * A page sorted by role name: each role's first `offset + limit` users by id (the `(role_id, id)` index),
 * merged in the list's order, then those users. No index orders users by a joined column, so the plain
 * query joined and sorted every user (290 ms at a million); roles are few, so this reads a page per role.
 */
async function pageByRole(
  db: Executor,
  direction: 1 | -1,
  page: { limit: number; offset: number },
  select: ListSelect<UserRow>,
): Promise<UserRow[]> {
  const dir = sql.raw(direction === 1 ? "asc" : "desc");
  const found = await db.execute<{ id: string }>(sql`
    select u.id from (select ${roles.id} as id, ${textKey(roles.roleName)} as key from ${roles}) as r
    cross join lateral (
      select ${users.id} as id from ${users} where ${users.roleId} = r.id
      order by ${users.id} ${dir} limit ${page.offset + page.limit}
    ) as u
    order by r.key ${dir}, u.id ${dir} limit ${page.limit} offset ${page.offset}`);
  return rowsWithIds(
    select,
    users.id,
    found.rows.map((row) => row.id),
  );
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row;
}

/** Which of the two are used by another account, ignoring case (`exceptId` leaves out the one edited). */
export async function findTaken(
  db: Executor,
  values: { username?: string | undefined; email?: string | undefined },
  exceptId?: string,
): Promise<{ username: boolean; email: boolean }> {
  const username = values.username?.toLowerCase();
  const email = values.email?.toLowerCase();
  const matches = [
    ...(username ? [eq(sql`lower(${users.username})`, username)] : []),
    ...(email ? [eq(sql`lower(${users.email})`, email)] : []),
  ];
  if (matches.length === 0) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
  return {
    username: !!username && rows.some((row) => row.username.toLowerCase() === username),
    email: !!email && rows.some((row) => row.email.toLowerCase() === email),
  };
}

export async function findRole(
  db: Executor,
  by: { id: string } | { name: string },
): Promise<{ id: string; roleName: string; moduleRoles: string[] } | undefined> {
  const [row] = await db
    .select({ id: roles.id, roleName: roles.roleName, moduleRoles: roles.moduleRoles })
    .from(roles)
    .where("id" in by ? eq(roles.id, by.id) : eq(sql`lower(${roles.roleName})`, by.name.toLowerCase()));
  return row;
}

/** The ids among `ids` that name no company. */
export async function missingCompanyIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export interface UserValues {
  username: string;
  email: string;
  displayName: string;
  passwordHash: string;
  roleId: string;
  companyIds: string[];
  photoUrl: string;
  active: boolean;
}

export async function insertUser(db: Executor, values: UserValues): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateUser(db: Executor, id: string, changes: Partial<UserValues>): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deletes the user; their sessions go with them (foreign key cascade). */
export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Revokes every live session of the user; answers the ids it ended. */
export async function revokeAllSessions(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
