import type { ApiClient } from "@adstudio/api-client";
import type { BulkResponse } from "@adstudio/core";
import type * as v from "valibot";
import type { ListPage } from "../paging.js";

/**
 * What import and export need to know about a kind of record: its core schema (the same one the
 * studio's form and the API use), its CSV columns, how it maps to and from rows, its upsert key, and
 * its list and batch endpoints.
 */
export interface RecordKind<TRecord, TBody> {
  noun: string;
  plural: string;
  /** The field rows are upserted by (unique ignoring case). */
  keyField: string;
  schema: v.GenericSchema<unknown, TBody>;
  importColumns: readonly string[];
  /** A CSV header without one of these is refused before any row is read. */
  requiredColumns: readonly string[];
  exportColumns: readonly string[];
  fromCsv(fields: Record<string, string>): unknown;
  toCsv(record: TRecord): string[];
  toJson(record: TRecord): unknown;
  /** Drops what imports do not carry from a JSON row before validation. */
  prepare?(value: unknown): unknown;
  key(row: TBody): string;
  fetchPage(api: ApiClient, page: number, limit: number): Promise<ListPage<TRecord>>;
  bulk(api: ApiClient, rows: TBody[], dryRun: boolean): Promise<BulkResponse>;
}
