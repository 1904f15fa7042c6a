import type { rolesEndpoints, SortFieldOf } from "@adstudio/contract";
import { and, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { roleSortKeys, roles, users } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type RoleRow = typeof roles.$inferSelect;

/** The contract's sortable fields. */
export type RoleSortField = SortFieldOf<typeof rolesEndpoints.list>;

const SORT_COLUMNS = roleSortKeys(roles) satisfies Record<RoleSortField, unknown>;

/** The unique index behind "role names are unique, ignoring case". */
export const ROLE_NAME_INDEX = "roles_role_name_lower_idx";

/** `search` matches the role name case-insensitively, as plain text (trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  return search ? ilike(roles.roleName, containsPattern(search)) : undefined;
}

export async function listRoles(
  db: Executor,
  query: ListQuery<RoleSortField>,
): Promise<{ rows: RoleRow[] } & ListTotal> {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, roles.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, roles, where),
  ]);
  return { rows, ...counted };
}

export async function findRoleById(db: Executor, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

/** Another role with this name, ignoring case (`exceptId` leaves out the role being renamed). */
export async function findRoleByName(
  db: Executor,
  roleName: string,
  exceptId?: string,
): Promise<RoleRow | undefined> {
  const sameName = eq(sql`lower(${roles.roleName})`, roleName.toLowerCase());
  const [row] = await db
    .select()
    .from(roles)
    .where(exceptId ? and(sameName, ne(roles.id, exceptId)) : sameName);
  return row;
}

export interface RoleValues {
  roleName: string;
  moduleRoles: string[];
}

export async function insertRole(db: Executor, values: RoleValues): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateRole(db: Executor, id: string, values: RoleValues): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row;
}

export async function deleteRole(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  return rows.length > 0;
}

export async function countUsersWithRole(db: Executor, roleId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.roleId, roleId));
  return row?.count ?? 0;
}
