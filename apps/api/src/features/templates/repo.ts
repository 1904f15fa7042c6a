import type { SortFieldOf, TemplateReport, templatesEndpoints } from "@adstudio/contract";
import { and, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { companies, html5Templates, templateSortKeys } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";
import type { CompanyScope } from "../ads/index.js";

export type TemplateRow = typeof html5Templates.$inferSelect;
/** A template with its company's name (empty when the company no longer exists). */
export type TemplateWithCompany = TemplateRow & { companyName: string };
export type TemplateSortField = SortFieldOf<typeof templatesEndpoints.list>;

const SORT_COLUMNS = templateSortKeys(html5Templates) satisfies Record<TemplateSortField, unknown>;
const companyMatch = eq(sql`${companies.id}::text`, html5Templates.companyId);
const withCompany = { row: html5Templates, companyName: sql<string>`coalesce(${companies.name}, '')` };
const flatten = ({ row, companyName }: { row: TemplateRow; companyName: string }) => ({
  ...row,
  companyName,
});

function scopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(html5Templates.companyId, [...scope]);
}

export async function listTemplates(
  db: Executor,
  query: ListQuery<TemplateSortField>,
  scope: CompanyScope,
): Promise<{ rows: TemplateWithCompany[] } & ListTotal> {
  const where = and(
    scopeCondition(scope),
    query.search ? ilike(html5Templates.name, containsPattern(query.search)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(withCompany)
      .from(html5Templates)
      .leftJoin(companies, companyMatch)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, html5Templates.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, { table: html5Templates }, where),
  ]);
  return { rows: rows.map(flatten), ...counted };
}

export async function findTemplate(
  db: Executor,
  id: string,
  scope: CompanyScope,
): Promise<TemplateWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(html5Templates)
    .leftJoin(companies, companyMatch)
    .where(and(eq(html5Templates.id, id), scopeCondition(scope)));
  return row ? flatten(row) : undefined;
}

export async function insertTemplate(
  db: Executor,
  values: {
    id: string;
    companyId: string;
    name: string;
    size: string | null;
    clickTag: boolean;
    report: TemplateReport;
    createdBy: string | null;
  },
): Promise<void> {
  await db.insert(html5Templates).values(values);
}

export async function renameTemplate(db: Executor, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(html5Templates)
    .set({ name, updatedAt: new Date() })
    .where(eq(html5Templates.id, id))
    .returning({ id: html5Templates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(html5Templates)
    .where(eq(html5Templates.id, id))
    .returning({ id: html5Templates.id });
  return rows.length > 0;
}
