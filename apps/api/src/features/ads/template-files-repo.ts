import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { html5Templates } from "../../db/schema.js";

/** The id of HTML5 template `id` when it belongs to `companyId`, else undefined. */
export async function companyTemplateId(
  db: Executor,
  id: string,
  companyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: html5Templates.id })
    .from(html5Templates)
    .where(and(eq(html5Templates.id, id), eq(html5Templates.companyId, companyId)));
  return row?.id;
}
