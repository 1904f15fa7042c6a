import { type BulkBody, type BulkResponse, type CompanyInput, CompanySchema, can } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { BulkBatch, type ValidRow } from "../bulk/index.js";
import * as bulkRepo from "./bulk-repo.js";
import type { CompanyRow } from "./repo.js";

/** Logos are not part of batches: a row's `logo` (and `_id`, as in an exported API answer) is ignored. */
function withoutLogo(row: unknown): unknown {
  if (typeof row !== "object" || row === null || Array.isArray(row)) return row;
  const { logo: _logo, _id, ...rest } = row as Record<string, unknown>;
  return rest;
}

/** A row without `status` creates an active company and keeps an existing one's status. */
function toValues(input: CompanyInput, current: CompanyRow | undefined): bulkRepo.CompanyBulkValues {
  return {
    name: input.name,
    shortName: input.shortName,
    domains: input.domains,
    address: input.address,
    country: input.country,
    city: input.city,
    state: input.state,
    pin: input.pin,
    phone: input.phone,
    mobile: input.mobile,
    contactPerson: { ...input.contactPerson },
    status: input.status ?? current?.status ?? true,
  };
}

function sameCompany(row: CompanyRow, values: bulkRepo.CompanyBulkValues): boolean {
  const contact = row.contactPerson;
  return (
    row.name === values.name &&
    row.shortName === values.shortName &&
    row.domains.length === values.domains.length &&
    row.domains.every((domain, i) => domain === values.domains[i]) &&
    row.address === values.address &&
    row.country === values.country &&
    row.city === values.city &&
    row.state === values.state &&
    row.pin === values.pin &&
    row.phone === values.phone &&
    row.mobile === values.mobile &&
    (contact.name ?? "") === values.contactPerson.name &&
    (contact.email ?? "") === values.contactPerson.email &&
    (contact.phone ?? "") === values.contactPerson.phone &&
    (contact.mobile ?? "") === values.contactPerson.mobile &&
    row.status === values.status
  );
}

/**
 * `POST /api/company/bulk`: upserts companies by short name (ignoring case) in one transaction. A new
 * short name is created (createCompany), an existing one gets every field of the row (updateCompany)
 * unless they are already equal (unchanged); logos stay as they are. Rows fail alone: the first failing
 * save check of spec §5, repeated in the batch, not permitted, or taken by a concurrent create.
 * `dryRun` answers the same without writing.
 */
export async function bulkUpsertCompanies(
  deps: AppDeps,
  auth: AuthContext,
  body: BulkBody,
): Promise<BulkResponse> {
  const batch = new BulkBatch(body.rows, CompanySchema, (input) => input.shortName, "shortName", withoutLogo);
  const mayCreate = can(auth, "createCompany");
  const mayUpdate = can(auth, "updateCompany");

  await deps.database.db.transaction(async (tx) => {
    const locked = await bulkRepo.lockByShortNames(
      tx,
      batch.valid.map((row) => row.input.shortName),
    );
    const existing = new Map(locked.map((row) => [row.shortName.toLowerCase(), row]));
    const creates: Array<{ row: ValidRow<CompanyInput>; values: bulkRepo.CompanyBulkValues }> = [];
    const updates: Array<{ row: ValidRow<CompanyInput>; id: string; values: bulkRepo.CompanyBulkValues }> =
      [];
    for (const row of batch.valid) {
      const current = existing.get(row.key);
      const values = toValues(row.input, current);
      if (!current) {
        if (mayCreate) creates.push({ row, values });
        else batch.fail(row.index, "You do not have permission to create companies.");
      } else if (sameCompany(current, values)) {
        batch.done(row.index, "unchanged", current.id);
      } else if (mayUpdate) {
        updates.push({ row, id: current.id, values });
      } else {
        batch.fail(row.index, "You do not have permission to update companies.");
      }
    }
    if (body.dryRun) {
      for (const { row } of creates) batch.done(row.index, "created");
      for (const { row, id } of updates) batch.done(row.index, "updated", id);
      return;
    }
    await bulkRepo.updateMany(tx, updates);
    for (const { row, id } of updates) batch.done(row.index, "updated", id);
    const inserted = await bulkRepo.insertMany(
      tx,
      creates.map(({ values }) => values),
    );
    const byShortName = new Map(inserted.map((row) => [row.shortName.toLowerCase(), row.id]));
    for (const { row } of creates) {
      const id = byShortName.get(row.key);
      if (id) batch.done(row.index, "created", id);
      else batch.fail(row.index, `A company with the short name '${row.input.shortName}' already exists.`);
    }
  });
  return batch.answer(body.dryRun);
}
