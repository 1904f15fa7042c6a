import type { ApiClient, QrLinkBody, QrLinkRecord } from "@adstudio/api-client";
import { QrLinkSchema } from "@adstudio/core";
import type { RecordKind } from "./kind.js";

/** Columns an import reads; exports add the read-only `code` and `scanCount` (ignored on import). */
const IMPORT_COLUMNS = ["id", "type", "targetUrl"] as const;
const EXPORT_COLUMNS = [...IMPORT_COLUMNS, "code", "scanCount"] as const;

/** QR links (spec studio §3 'QR link'): upserted by name (`id`), ignoring case. */
export const qrKind: RecordKind<QrLinkRecord, QrLinkBody> = {
  noun: "QR link",
  plural: "QR links",
  keyField: "id",
  schema: QrLinkSchema,
  importColumns: IMPORT_COLUMNS,
  requiredColumns: ["id"],
  exportColumns: EXPORT_COLUMNS,
  fromCsv: (fields) => ({ id: fields.id, type: fields.type, targetUrl: fields.targetUrl }),
  toCsv: (record) => [record.id, record.type, record.targetUrl, record.code, String(record.scanCount)],
  toJson: (record) => ({
    id: record.id,
    type: record.type,
    targetUrl: record.targetUrl,
    code: record.code,
    scanCount: record.scanCount,
  }),
  key: (row) => row.id.toLowerCase(),
  fetchPage: (api, page, limit) =>
    api.qr
      .list({ page, limit, sort: { id: 1 } })
      .then(({ qrLink, total, totalEstimated }) => ({ items: qrLink, total, totalEstimated })),
  bulk: (api: ApiClient, rows, dryRun) => api.qr.bulk(rows, { dryRun }),
};
