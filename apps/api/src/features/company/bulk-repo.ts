import { param, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { companies } from "../../db/schema.js";
import type { CompanyRow, CompanyValues } from "./repo.js";

/**
 * What a batch writes: every field but the logo and the approval setting (issue 31), which only the
 * single-company endpoints change.
 */
export type CompanyBulkValues = Required<Omit<CompanyValues, "logo" | "approvalRequired">>;

/** The companies holding any of the short names (ignoring case), locked until the transaction ends. */
export async function lockByShortNames(tx: Executor, shortNames: readonly string[]): Promise<CompanyRow[]> {
  if (shortNames.length === 0) return [];
  // One array parameter (not one per name): parsed and planned the same for 1 or 1000 names.
  const lowered = shortNames.map((name) => name.toLowerCase());
  return tx
    .select()
    .from(companies)
    .where(sql`lower(${companies.shortName}) = any(${param(lowered)}::text[])`)
    .orderBy(companies.id)
    .for("update");
}

/** Rows as one JSON parameter, read back by `jsonb_to_recordset` with these column types. */
const RECORD_COLUMNS = sql.raw(`name text, short_name text, domains text[], address text, country text,
  city text, state text, pin text, phone text, mobile text, contact_person jsonb, status boolean`);

function asJson(rows: ReadonlyArray<{ id?: string; values: CompanyBulkValues }>) {
  return param(
    JSON.stringify(
      rows.map(({ id, values }) => ({
        id,
        name: values.name,
        short_name: values.shortName,
        domains: values.domains,
        address: values.address,
        country: values.country,
        city: values.city,
        state: values.state,
        pin: values.pin,
        phone: values.phone,
        mobile: values.mobile,
        contact_person: values.contactPerson,
        status: values.status,
      })),
    ),
  );
}

/**
 * Inserts many companies in one statement (the rows as one JSON parameter: a 1000-row batch is one
 * parameter, not 15 000); a row whose short name was taken meanwhile is skipped, and the answer lists
 * the rows that went in.
 */
export async function insertMany(
  tx: Executor,
  rows: readonly CompanyBulkValues[],
): Promise<Array<{ id: string; shortName: string }>> {
  if (rows.length === 0) return [];
  const { rows: inserted } = await tx.execute<{ id: string; short_name: string }>(sql`
    insert into companies (name, short_name, domains, address, country, city, state, pin, phone, mobile,
      contact_person, status)
    select v.name, v.short_name, v.domains, v.address, v.country, v.city, v.state, v.pin, v.phone, v.mobile,
      v.contact_person, v.status
    from jsonb_to_recordset(${asJson(rows.map((values) => ({ values })))}::jsonb) as v (${RECORD_COLUMNS})
    on conflict do nothing
    returning id, short_name`);
  return inserted.map((row) => ({ id: row.id, shortName: row.short_name }));
}

/** Rewrites every field but the logo of many companies in one statement. */
export async function updateMany(
  tx: Executor,
  rows: ReadonlyArray<{ id: string; values: CompanyBulkValues }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update companies set
      name = v.name, short_name = v.short_name, domains = v.domains, address = v.address,
      country = v.country, city = v.city, state = v.state, pin = v.pin, phone = v.phone,
      mobile = v.mobile, contact_person = v.contact_person, status = v.status, updated_at = now()
    from jsonb_to_recordset(${asJson(rows)}::jsonb) as v (id uuid, ${RECORD_COLUMNS})
    where companies.id = v.id`);
}
