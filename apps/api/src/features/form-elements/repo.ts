import type { FormElementSortField } from "@adstudio/contract";
import { eq, ilike, type SQL, sql } from "drizzle-orm";
import { containsPattern, type Executor, orderByOf, textKey } from "../../db/query-helpers.js";
import { formElements, type LayerRule } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type FormElementRow = typeof formElements.$inferSelect;

/** The contract's sortable fields (its list takes them in a body). */
const SORT_COLUMNS = {
  element: textKey(formElements.element),
  order: formElements.order,
  createdAt: formElements.createdAt,
  updatedAt: formElements.updatedAt,
} as const satisfies Record<FormElementSortField, unknown>;

/** `search` matches the element name case-insensitively, as plain text (trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  return search ? ilike(formElements.element, containsPattern(search)) : undefined;
}

export async function listFormElements(
  db: Executor,
  query: ListQuery<FormElementSortField>,
): Promise<{ rows: FormElementRow[]; total: number }> {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(formElements)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, formElements.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(formElements).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findFormElementById(db: Executor, id: string): Promise<FormElementRow | undefined> {
  const [row] = await db.select().from(formElements).where(eq(formElements.id, id));
  return row;
}

export interface FormElementValues {
  element: string;
  adType: string[];
  layers: string[];
  layerIdsForAdType: LayerRule[];
  hideElementOnLayers: LayerRule[];
  order: number;
}

export async function insertFormElement(db: Executor, values: FormElementValues): Promise<FormElementRow> {
  const [row] = await db.insert(formElements).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateFormElement(
  db: Executor,
  id: string,
  values: FormElementValues,
): Promise<FormElementRow | undefined> {
  const [row] = await db
    .update(formElements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(formElements.id, id))
    .returning();
  return row;
}

export async function deleteFormElement(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(formElements)
    .where(eq(formElements.id, id))
    .returning({ id: formElements.id });
  return rows.length > 0;
}
