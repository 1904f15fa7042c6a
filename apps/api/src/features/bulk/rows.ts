import { type BulkResponse, type BulkRowResult, summarizeBulk, validateInput } from "@adstudio/core";
import type * as v from "valibot";

/** A row of a batch that passed its schema, with its upsert key (lower-cased). */
export interface ValidRow<TInput> {
  index: number;
  input: TInput;
  key: string;
}

/**
 * The per-row bookkeeping of a batch endpoint: each row is validated on its own with the record's core
 * schema (a bad row fails alone, with the spec's message), a key repeated within the batch fails on
 * its later rows, and every row ends with exactly one result.
 */
export class BulkBatch<TInput> {
  readonly valid: ValidRow<TInput>[] = [];
  readonly #results: Array<BulkRowResult | undefined>;

  constructor(
    rows: readonly unknown[],
    schema: v.GenericSchema<unknown, TInput>,
    keyOf: (input: TInput) => string,
    keyField: string,
    prepare: (row: unknown) => unknown = (row) => row,
  ) {
    this.#results = new Array(rows.length).fill(undefined);
    const firstOfKey = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const result = validateInput(schema, prepare(row));
      if (!result.success) {
        this.fail(index, result.message, result.errors);
        continue;
      }
      const key = keyOf(result.output).toLowerCase();
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        const message = `Duplicate ${keyField}: the same as row ${first + 1} of this batch.`;
        this.fail(index, message, { [keyField]: message });
        continue;
      }
      firstOfKey.set(key, index);
      this.valid.push({ index, input: result.output, key });
    }
  }

  fail(index: number, message: string, errors?: Record<string, string>): void {
    this.#results[index] = { index, status: "failed", message, ...(errors ? { errors } : {}) };
  }

  done(index: number, status: "created" | "updated" | "unchanged", id?: string): void {
    this.#results[index] = { index, status, ...(id ? { _id: id } : {}) };
  }

  answer(dryRun: boolean): BulkResponse {
    const results = this.#results.map(
      (result, index): BulkRowResult =>
        result ?? { index, status: "failed", message: "Row was not processed." },
    );
    return { ...summarizeBulk(results), results, dryRun };
  }
}
