import { describe, expect, it } from "vitest";
import { BULK_MAX_ROWS, BULK_ROWS_MESSAGE, BulkBodySchema, summarizeBulk } from "./bulk";
import { failure, output } from "./test-helpers";

describe("BulkBodySchema", () => {
  it("takes 1 to BULK_MAX_ROWS rows of anything (each row is checked on its own) and dryRun", () => {
    expect(output(BulkBodySchema, { rows: [1, {}] })).toEqual({ rows: [1, {}], dryRun: false });
    expect(output(BulkBodySchema, { rows: [{}], dryRun: true }).dryRun).toBe(true);
    for (const rows of [[], "x", Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({}))]) {
      expect(failure(BulkBodySchema, { rows }).message).toBe(BULK_ROWS_MESSAGE);
    }
    expect(failure(BulkBodySchema, { rows: [{}], dryRun: "yes" }).message).toBe(
      "dryRun must be true or false.",
    );
  });

  it("summarizeBulk counts results by status", () => {
    expect(summarizeBulk([{ status: "created" }, { status: "failed" }, { status: "created" }])).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      failed: 1,
    });
  });
});
