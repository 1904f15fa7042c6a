import { randomBytes } from "node:crypto";
import { type BulkBody, type BulkResponse, can, QrLinkSchema } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { BulkBatch, type ValidRow } from "../bulk/index.js";
import * as bulkRepo from "./bulk-repo.js";

type QrInput = ValidRow<{ id: string; type: string; targetUrl: string }>;

/** Inserts drawing fresh codes again for the rows whose code clashed; a clash is ~1 in 10^5 rows. */
const CODE_ATTEMPTS = 5;

function freshCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomBytes(4).toString("hex"));
  return [...codes];
}

/**
 * `POST /api/qr/bulk`: upserts links by name (ignoring case) in one transaction. A new name is created
 * (with a new code; needs createMenuCollection), an existing one gets the row's name, type and value
 * (updateMenuCollection) unless they are already equal (unchanged); codes and counts never change.
 * Rows fail alone: invalid (the spec's message), repeated in the batch, not permitted, or taken by a
 * concurrent create. `dryRun` answers the same without writing.
 */
export async function bulkUpsertQrLinks(
  deps: AppDeps,
  auth: AuthContext,
  body: BulkBody,
): Promise<BulkResponse> {
  const batch = new BulkBatch(body.rows, QrLinkSchema, (input) => input.id, "id");
  const mayCreate = can(auth, "createMenuCollection");
  const mayUpdate = can(auth, "updateMenuCollection");
  const touchedCodes: string[] = [];

  await deps.database.db.transaction(async (tx) => {
    const locked = await bulkRepo.lockByNames(
      tx,
      batch.valid.map((row) => row.input.id),
    );
    const existing = new Map(locked.map((row) => [row.name.toLowerCase(), row]));
    let creates: QrInput[] = [];
    const updates: Array<{ row: QrInput; id: string; code: string }> = [];
    for (const row of batch.valid) {
      const current = existing.get(row.key);
      if (!current) {
        if (mayCreate) creates.push(row);
        else batch.fail(row.index, "You do not have permission to create QR links.");
      } else if (
        current.name === row.input.id &&
        current.type === row.input.type &&
        current.targetUrl === row.input.targetUrl
      ) {
        batch.done(row.index, "unchanged", current.id);
      } else if (mayUpdate) {
        updates.push({ row, id: current.id, code: current.code });
      } else {
        batch.fail(row.index, "You do not have permission to update QR links.");
      }
    }
    if (body.dryRun) {
      for (const row of creates) batch.done(row.index, "created");
      for (const { row, id } of updates) batch.done(row.index, "updated", id);
      return;
    }

    await bulkRepo.updateMany(
      tx,
      updates.map(({ row, id }) => ({
        id,
        name: row.input.id,
        type: row.input.type,
        targetUrl: row.input.targetUrl,
      })),
    );
    for (const { row, id, code } of updates) {
      batch.done(row.index, "updated", id);
      touchedCodes.push(code);
    }

    for (let attempt = 1; creates.length > 0 && attempt <= CODE_ATTEMPTS; attempt++) {
      const codes = freshCodes(creates.length);
      const inserted = await bulkRepo.insertMany(
        tx,
        creates.map((row, i) => ({ ...row.input, name: row.input.id, code: codes[i] ?? "" })),
        auth.user.id,
      );
      const byName = new Map(inserted.map((row) => [row.name.toLowerCase(), row]));
      const missed: QrInput[] = [];
      for (const row of creates) {
        const created = byName.get(row.key);
        if (!created) {
          missed.push(row);
          continue;
        }
        batch.done(row.index, "created", created.id);
        touchedCodes.push(created.code);
      }
      // A skipped row lost its name to a concurrent create, or drew a code already in use (draw again).
      const taken = new Set(
        (
          await bulkRepo.lockByNames(
            tx,
            missed.map((row) => row.input.id),
          )
        ).map((row) => row.name.toLowerCase()),
      );
      creates = [];
      for (const row of missed) {
        if (taken.has(row.key)) batch.fail(row.index, `A QR with the name '${row.input.id}' already exists.`);
        else creates.push(row);
      }
    }
    for (const row of creates) batch.fail(row.index, "No free QR code could be drawn; try again.");
  });

  // A scan of a new code before it existed, or of a changed link, may be cached on any replica.
  await Promise.all([...touchedCodes].map((code) => deps.qrScans.forget(code)));
  return batch.answer(body.dryRun);
}
