import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { companies, html5Templates, users } from "../db/schema.js";

/** The id of the company whose short name is `shortName` (any case), if there is one. */
export async function companyIdByShortName(db: Db, shortName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sql<string>`${companies.id}::text` })
    .from(companies)
    .where(eq(sql`lower(${companies.shortName})`, shortName.toLowerCase()));
  return row?.id;
}

/** The seeded superadmin's id: the demo's ads and templates are theirs. */
export async function superadminId(db: Db): Promise<string | undefined> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, "superadmin"));
  return admin?.id;
}

/** Adds a company; undefined when one with the same short name got there first. */
export async function insertCompany(
  db: Db,
  values: typeof companies.$inferInsert,
): Promise<string | undefined> {
  const [company] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return company?.id;
}

/** Whether the company already has an HTML5 template of this name. */
export async function hasTemplateNamed(db: Db, companyId: string, name: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: html5Templates.id })
    .from(html5Templates)
    .where(and(eq(html5Templates.companyId, companyId), eq(html5Templates.name, name)));
  return existing !== undefined;
}
