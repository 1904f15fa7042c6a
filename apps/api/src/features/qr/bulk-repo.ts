import { param, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { qrLinks } from "../../db/schema.js";
import type { QrLinkRow } from "./repo.js";

/** The links holding any of the names (ignoring case), locked until the transaction ends. */
export async function lockByNames(tx: Executor, names: readonly string[]): Promise<QrLinkRow[]> {
  if (names.length === 0) return [];
  // One array parameter (not one per name): parsed and planned the same for 1 or 1000 names.
  const lowered = names.map((name) => name.toLowerCase());
  return tx
    .select()
    .from(qrLinks)
    .where(sql`lower(${qrLinks.name}) = any(${param(lowered)}::text[])`)
    .orderBy(qrLinks.id)
    .for("update");
}

export interface NewQrRow {
  name: string;
  type: string;
  targetUrl: string;
  code: string;
}

/**
 * Inserts many links in one statement (`unnest` of column arrays: four parameters whatever the row
 * count). A row clashing with an existing name or code is skipped, not an error; the answer lists the
 * rows that went in, so the caller can tell which clashed.
 */
export async function insertMany(
  tx: Executor,
  rows: readonly NewQrRow[],
  createdBy: string,
): Promise<Array<{ id: string; name: string; code: string }>> {
  if (rows.length === 0) return [];
  const { rows: inserted } = await tx.execute<{ id: string; name: string; code: string }>(sql`
    insert into qr_links (name, type, target_url, code, created_by)
    select v.name, v.type, v.target_url, v.code, ${createdBy}::uuid
    from unnest(
      ${param(rows.map((row) => row.name))}::text[],
      ${param(rows.map((row) => row.type))}::text[],
      ${param(rows.map((row) => row.targetUrl))}::text[],
      ${param(rows.map((row) => row.code))}::text[]
    ) as v (name, type, target_url, code)
    on conflict do nothing
    returning id, name, code`);
  return inserted;
}

/** Rewrites name, type and value of many links in one statement; codes and counts stay. */
export async function updateMany(
  tx: Executor,
  rows: ReadonlyArray<{ id: string; name: string; type: string; targetUrl: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update qr_links set name = v.name, type = v.type, target_url = v.target_url, updated_at = now()
    from unnest(
      ${param(rows.map((row) => row.id))}::uuid[],
      ${param(rows.map((row) => row.name))}::text[],
      ${param(rows.map((row) => row.type))}::text[],
      ${param(rows.map((row) => row.targetUrl))}::text[]
    ) as v (id, name, type, target_url)
    where qr_links.id = v.id`);
}
