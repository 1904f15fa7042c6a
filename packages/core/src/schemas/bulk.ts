import * as v from "valibot";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";

/**
 * Batch upserts (`POST /api/qr/bulk`, `POST /api/company/bulk`): one request, one transaction, one
 * answer per row. Imports send their rows in batches of at most this many.
 */
export const BULK_MAX_ROWS = 1000;

export const BULK_ROWS_MESSAGE = `rows must be a list of 1 to ${BULK_MAX_ROWS} records.`;
export const BULK_DRY_RUN_MESSAGE = "dryRun must be true or false.";

/**
 * The batch body: `rows` (each validated on its own with the record's schema, so one bad row fails
 * alone) and `dryRun` (answer what would happen, write nothing).
 */
export const BulkBodySchema = v.object(
  {
    rows: v.pipe(
      v.array(v.unknown(), BULK_ROWS_MESSAGE),
      v.minLength(1, BULK_ROWS_MESSAGE),
      v.maxLength(BULK_MAX_ROWS, BULK_ROWS_MESSAGE),
    ),
    dryRun: v.optional(v.boolean(BULK_DRY_RUN_MESSAGE), false),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type BulkBody = v.InferOutput<typeof BulkBodySchema>;

/** What happened to one row: inserted, changed, already equal, or refused (with the reason). */
export const BULK_ROW_STATUSES = ["created", "updated", "unchanged", "failed"] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** One row's outcome. */
export const BulkRowResultSchema = v.strictObject({
  /** Position of the row in the request's `rows` (0-based). */
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(BULK_ROW_STATUSES),
  /** The record's id, unless the row failed. */
  _id: v.optional(v.string()),
  /** Why the row failed: the spec's message (the first failing check). */
  message: v.optional(v.string()),
  /** Every failing field of a failed row. */
  errors: v.optional(v.record(v.string(), v.string())),
});
export type BulkRowResult = v.InferOutput<typeof BulkRowResultSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const BULK_SUMMARY_ENTRIES = { created: count, updated: count, unchanged: count, failed: count };
export type BulkSummary = Record<BulkRowStatus, number>;

/** The answer of a batch endpoint: one result per row, in request order, and their counts. */
export const BulkResponseSchema = v.strictObject({
  results: v.array(BulkRowResultSchema),
  dryRun: v.boolean(),
  ...BULK_SUMMARY_ENTRIES,
});
export type BulkResponse = v.InferOutput<typeof BulkResponseSchema>;

/** Counts a batch's results by status. */
export function summarizeBulk(results: readonly Pick<BulkRowResult, "status">[]): BulkSummary {
  const summary: BulkSummary = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const result of results) summary[result.status] += 1;
  return summary;
}
