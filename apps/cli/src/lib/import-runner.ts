import { BULK_MAX_ROWS, type BulkSummary, validateInput } from "@adstudio/core";
import type { CliContext } from "./context.js";
import { type CsvDelimiter, CsvSyntaxError, detectDelimiter, parseCsv, parseDelimiter } from "./csv.js";
import { CliError, EXIT, usageError } from "./exit-codes.js";
import { type FileFormat, formatOf, readInputBytes } from "./files.js";
import { JsonRowsError, parseJsonRows } from "./json-rows.js";
import type { RecordKind } from "./records/kind.js";
import { decodeText, parseEncoding, type TextEncoding } from "./text-encoding.js";

/** A batch stays well under the API's 2 MB body limit whatever the rows hold. */
const MAX_BATCH_BYTES = 1_000_000;
/** Requests in flight at once: the server validates one batch while PostgreSQL writes another. */
const BATCHES_IN_FLIGHT = 3;

export interface ImportOptions {
  format?: string;
  dryRun?: boolean;
  json?: boolean;
  batchSize?: string;
  encoding?: string;
  delimiter?: string;
}

interface SourceRow {
  /** Line the row starts on in the file (0 when unknown). */
  line: number;
  value: unknown;
  /** A row the file itself got wrong (e.g. more CSV fields than the header). */
  problem?: string;
}

export interface RowFailure {
  line: number;
  message: string;
  errors?: Record<string, string>;
}

export interface ImportReport extends BulkSummary {
  file: string;
  format: FileFormat;
  dryRun: boolean;
  rows: number;
  failures: RowFailure[];
}

/** What every `import --help` says about CSV files (docs/cli.md says the same). */
export const CSV_IMPORT_NOTE = `
CSV: a header row, then one row per record, as Excel saves it (a BOM, CRLF and quoted fields holding
commas, quotes or line breaks are all fine). The separator (comma, semicolon or tab) is read off the
header row and the encoding off the bytes (UTF-8 with or without a BOM, UTF-16 with a BOM, otherwise
Windows-1252, Excel's "CSV" on Western Windows); --delimiter and --encoding choose them instead. A cell
that starts with ' and then =, +, -, @, a tab or a carriage return loses that ' (export adds it so
spreadsheets do not run the cell as a formula).`;

/** The options every import command has for reading a CSV file. */
export const CSV_READ_OPTIONS = [
  ["--encoding <encoding>", "utf-8, utf-16le, utf-16be or windows-1252 (default: detected)"],
  ["--delimiter <char>", "comma, semicolon or tab (default: read off the header row)"],
] as const;

function delimiterOf(value: string | undefined, text: string): CsvDelimiter {
  if (value === undefined) return detectDelimiter(text);
  const delimiter = parseDelimiter(value);
  if (!delimiter) throw usageError("--delimiter must be comma, semicolon or tab");
  return delimiter;
}

/** When the header row looks separated by another character than the one used, a hint naming it. */
function separatorHint(text: string, delimiter: CsvDelimiter): string {
  const looks = detectDelimiter(text);
  if (looks === delimiter) return "";
  const [name, option] = looks === "\t" ? ["tabs", "tab"] : [`'${looks}'`, `'${looks}'`];
  return ` (the header looks separated by ${name}: try --delimiter ${option})`;
}

function batchSizeOf(value: string | undefined): number {
  if (value === undefined) return BULK_MAX_ROWS;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > BULK_MAX_ROWS) {
    throw usageError(`--batch-size must be a whole number from 1 to ${BULK_MAX_ROWS}`);
  }
  return size;
}

/** The rows of a CSV (header row first) or JSON file, each with its line. */
export function readRows<TRecord, TBody>(
  kind: RecordKind<TRecord, TBody>,
  text: string,
  format: FileFormat,
  context: CliContext,
  delimiter: CsvDelimiter = ",",
): SourceRow[] {
  if (format === "json") {
    try {
      return parseJsonRows(text);
    } catch (error) {
      if (error instanceof JsonRowsError) throw new CliError(`The file is ${error.message}`);
      throw error;
    }
  }
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, delimiter);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new CliError(`The CSV file is malformed: ${error.message}${separatorHint(text, delimiter)}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return [];
  const columns = header.fields.map((name) => name.trim());
  const missing = kind.requiredColumns.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new CliError(
      `The CSV header (line ${header.line}) has no ${missing.join(", ")} column; expected ${kind.importColumns.join(",")}${separatorHint(text, delimiter)}`,
    );
  }
  const unknown = columns.filter((name) => name !== "" && !kind.exportColumns.includes(name));
  if (unknown.length > 0) context.out.warn(`ignoring unknown columns: ${unknown.join(", ")}`);
  return body.map(({ line, fields }) => {
    const named = Object.fromEntries(columns.map((name, i) => [name, fields[i] ?? ""]));
    const row: SourceRow = { line, value: kind.fromCsv(named) };
    if (fields.length > columns.length) {
      row.problem = `has ${fields.length} fields but the header has ${columns.length}`;
    }
    return row;
  });
}

/** Says how a CSV file was read when it was not plain UTF-8 with commas, so a surprise is visible. */
function noteHowRead(context: CliContext, file: string, encoding: TextEncoding, delimiter: CsvDelimiter) {
  if (encoding === "utf-8" && delimiter === ",") return;
  const separator = delimiter === "\t" ? "tabs" : `'${delimiter}'`;
  context.out.warn(`reading ${file === "-" ? "stdin" : file} as ${encoding}, separated by ${separator}`);
}

const where = (line: number, index: number) => (line > 0 ? `line ${line}` : `row ${index + 1}`);

/**
 * `adstudio <kind> import <file>`: every row is checked with core's schema before anything is sent;
 * bad rows are reported with their line and the spec's message and never sent. The good rows go in
 * batches to the kind's bulk endpoint (one transaction each), which upserts by the kind's key and
 * answers created / updated / unchanged / failed per row. `--dry-run` asks the same endpoint what
 * would happen without writing.
 */
export async function runImport<TRecord, TBody>(
  context: CliContext,
  kind: RecordKind<TRecord, TBody>,
  file: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const { out } = context;
  const batchSize = batchSizeOf(options.batchSize);
  const forced = options.encoding === undefined ? undefined : parseEncoding(options.encoding);
  const { text, encoding } = decodeText(await readInputBytes(context.io, file), forced);
  // Without --format or a .csv/.json name (e.g. stdin), text starting with `[` or `{` is JSON.
  const format = formatOf(file, options.format, /^\s*[[{]/.test(text) ? "json" : "csv");
  const delimiter = delimiterOf(options.delimiter, text);
  if (format === "csv") noteHowRead(context, file, encoding, delimiter);
  const source = readRows(kind, text, format, context, delimiter);
  const dryRun = options.dryRun === true;
  const report: ImportReport = {
    file,
    format,
    dryRun,
    rows: source.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    failures: [],
  };
  const fail = (failure: RowFailure, index: number) => {
    report.failures.push(failure);
    report.failed += 1;
    if (out.interactive) out.endStatus();
    out.error(`${where(failure.line, index)}: ${failure.message}`);
  };

  // 1. Validate everything first.
  const valid: Array<{ line: number; index: number; body: TBody }> = [];
  const seen = new Map<string, number>();
  for (const [index, row] of source.entries()) {
    if (row.problem) {
      fail({ line: row.line, message: row.problem }, index);
      continue;
    }
    const result = validateInput(kind.schema, kind.prepare ? kind.prepare(row.value) : row.value);
    if (!result.success) {
      fail({ line: row.line, message: result.message, errors: result.errors }, index);
      continue;
    }
    const body = result.output as TBody;
    const key = kind.key(body);
    const first = seen.get(key);
    if (first !== undefined) {
      const value = String((body as Record<string, unknown>)[kind.keyField]);
      const message = `Duplicate ${kind.keyField} '${value}': already on ${where(first, index)}.`;
      fail({ line: row.line, message, errors: { [kind.keyField]: message } }, index);
      continue;
    }
    seen.set(key, row.line);
    valid.push({ line: row.line, index, body });
  }

  // 2. Send the good rows in batches, a few in flight at once (each is its own transaction; the rows of
  // one import never share a key, so they never wait on each other's locks).
  if (valid.length > 0) {
    const api = await context.api();
    const queue = [...batches(valid, batchSize)];
    const refused: Array<{ failure: RowFailure; index: number }> = [];
    let sent = 0;
    const sendNext = async (): Promise<void> => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) {
        const rows = batch;
        const answer = await kind.bulk(
          api,
          rows.map((row) => row.body),
          dryRun,
        );
        for (const result of answer.results) {
          const row = rows[result.index];
          if (!row) continue;
          if (result.status === "failed") {
            const errors = result.errors ? { errors: result.errors } : {};
            refused.push({
              failure: { line: row.line, message: result.message ?? "failed", ...errors },
              index: row.index,
            });
          } else {
            report[result.status] += 1;
          }
        }
        sent += rows.length;
        const progress = `${dryRun ? "Checking" : "Importing"} ${kind.plural}: ${sent}/${valid.length} rows (${counts(report)})`;
        if (out.interactive) out.status(progress);
        else if (valid.length > batchSize) out.info(progress);
      }
    };
    await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, queue.length) }, sendNext));
    if (out.interactive) out.endStatus();
    // Reported in file order, whichever batch answered first.
    refused.sort((a, b) => a.index - b.index);
    for (const { failure, index } of refused) fail(failure, index);
  }

  // 3. Summary.
  report.failures.sort((a, b) => a.line - b.line);
  const summary = `${counts(report)} (${report.rows} ${report.rows === 1 ? "row" : "rows"})`;
  if (options.json) out.json(report);
  if (report.rows === 0) out.info("The file holds no rows.");
  else if (dryRun) out.info(`Dry run, nothing was written. ${capitalize(kind.plural)}: would be ${summary}.`);
  else if (report.failed > 0) out.info(`${capitalize(kind.plural)}: ${summary}.`);
  else out.success(`${capitalize(kind.plural)}: ${summary}.`);
  if (report.failed > 0) context.exitCode = EXIT.rowsFailed;
  return report;
}

function counts(summary: BulkSummary): string {
  return `${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.failed} failed`;
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Consecutive rows up to `size` rows and {@link MAX_BATCH_BYTES} of JSON each. */
function* batches<T extends { body: unknown }>(rows: T[], size: number): Generator<T[]> {
  let batch: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const rowBytes = JSON.stringify(row.body).length + 1;
    if (batch.length > 0 && (batch.length >= size || bytes + rowBytes > MAX_BATCH_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += rowBytes;
  }
  if (batch.length > 0) yield batch;
}
