import { randomBytes } from "node:crypto";
import type { QrLinkRecord } from "@adstudio/contract";
import type { QrLinkInput } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import { isUniqueViolation } from "../../db/query-helpers.js";
import { conflict, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { isUuid } from "../../http/record-id.js";
import { type QrImageFormat, renderQrImage } from "./qr-image.js";
import * as repo from "./repo.js";

const QR_NOT_FOUND = "QR not found";
const CODE_ATTEMPTS = 5;

export function toQrLinkRecord(row: repo.QrLinkRow, origin: string): QrLinkRecord {
  return {
    _id: row.id,
    id: row.name,
    type: row.type,
    targetUrl: row.targetUrl,
    scanCount: row.scanCount,
    code: row.code,
    scanUrl: `${origin}/q/${row.code}`,
  };
}

function duplicateName(name: string) {
  const message = `A QR with the name '${name}' already exists.`;
  return conflict(message, { id: message });
}

/** A path's `{id}` is the record's `_id` (uuid) or the link's name. */
async function existingQr(deps: AppDeps, ref: string): Promise<repo.QrLinkRow> {
  const { db } = deps.database;
  const row =
    (isUuid(ref) ? await repo.findQrById(db, ref.toLowerCase()) : undefined) ??
    (ref.length <= 255 ? await repo.findQrByName(db, ref) : undefined);
  if (!row) throw notFound(QR_NOT_FOUND);
  return row;
}

const toValues = (input: QrLinkInput): repo.QrValues => ({
  name: input.id,
  type: input.type,
  targetUrl: input.targetUrl,
});

export async function listQrLinks(deps: AppDeps, query: ListQuery<repo.QrSortField>, origin: string) {
  const { rows, ...counted } = await repo.listQrLinks(deps.database.db, query);
  return { qrLink: rows.map((row) => toQrLinkRecord(row, origin)), page: query.page, ...counted };
}

export async function getQrLink(deps: AppDeps, ref: string, origin: string) {
  return { qrLink: toQrLinkRecord(await existingQr(deps, ref), origin) };
}

/** A new link gets a random 8-hex code; the rare clash with an existing code draws again. */
export async function createQrLink(
  deps: AppDeps,
  input: QrLinkInput,
  createdBy: string | null,
  origin: string,
) {
  const { db } = deps.database;
  if (await repo.findQrByName(db, input.id)) throw duplicateName(input.id);
  for (let attempt = 1; ; attempt++) {
    const code = randomBytes(4).toString("hex");
    try {
      const row = await repo.insertQr(db, { ...toValues(input), code, createdBy });
      // A scan of this code before it existed may have cached "unknown".
      await deps.qrScans.forget(code);
      return { qrLink: toQrLinkRecord(row, origin) };
    } catch (error) {
      if (isUniqueViolation(error, repo.QR_NAME_INDEX)) throw duplicateName(input.id);
      if (isUniqueViolation(error, repo.QR_CODE_INDEX) && attempt < CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Name, type and value change; the code, the scan address and the count stay. */
export async function updateQrLink(deps: AppDeps, ref: string, input: QrLinkInput, origin: string) {
  const { db } = deps.database;
  const current = await existingQr(deps, ref);
  const sameName = await repo.findQrByName(db, input.id);
  if (sameName && sameName.id !== current.id) throw duplicateName(input.id);
  let row: repo.QrLinkRow | undefined;
  try {
    row = await repo.updateQr(db, current.id, toValues(input));
  } catch (error) {
    if (isUniqueViolation(error, repo.QR_NAME_INDEX)) throw duplicateName(input.id);
    throw error;
  }
  if (!row) throw notFound(QR_NOT_FOUND);
  await deps.qrScans.forget(row.code);
  return { qrLink: toQrLinkRecord(row, origin) };
}

export async function deleteQrLink(deps: AppDeps, ref: string) {
  const current = await existingQr(deps, ref);
  const row = await repo.deleteQr(deps.database.db, current.id);
  if (!row) throw notFound(QR_NOT_FOUND);
  await deps.qrScans.forget(row.code);
  return { message: "QR deleted successfully" };
}

/** The QR code image of a link's scan address. */
export async function qrImage(
  deps: AppDeps,
  ref: string,
  origin: string,
  options: { format: QrImageFormat; size: number },
) {
  const row = await existingQr(deps, ref);
  return renderQrImage(toQrLinkRecord(row, origin).scanUrl, options);
}
