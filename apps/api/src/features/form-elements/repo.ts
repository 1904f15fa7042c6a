import type { FormElementSortField } from "@adstudio/contract";
import { eq, ilike, type SQL } from "drizzle-orm";
import { countMatches, type ListTotal } from "../../db/list-count.js";
import { containsPattern, type Executor, orderByOf } from "../../db/query-helpers.js";
import { formElementSortKeys, formElements, type LayerRule } from "../../db/schema.js";
import type { ListQuery } from "../../http/list-query.js";

export type FormElementRow = typeof formElements.$inferSelect;

/** The contract's sortable fields (its list takes them in a body). */
const SORT_COLUMNS = formElementSortKeys(formElements) satisfies Record<FormElementSortField, unknown>;

/** `search` matches the element name case-insensitively, as plain text (trigram-indexed). */
function searchCondition(search: string): SQL | undefined {
  return search ? ilike(formElements.element, containsPattern(search)) : undefined;
}

export async function listFormElements(
  db: Executor,
  query: ListQuery<FormElementSortField>,
): Promise<{ rows: FormElementRow[] } & ListTotal> {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(formElements)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, formElements.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatches(db, formElements, where),
  ]);
  return { rows, ...counted };
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
