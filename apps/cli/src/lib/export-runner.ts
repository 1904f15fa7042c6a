import type { Command } from "commander";
import type { CliContext } from "./context.js";
import { toCsv, UTF8_BOM } from "./csv.js";
import { usageError } from "./exit-codes.js";
import { type FileFormat, formatOf, writeOutput } from "./files.js";
import { countText, fetchEveryPage, type ListTotals } from "./paging.js";
import type { RecordKind } from "./records/kind.js";

/** The largest page the list endpoints serve. */
const PAGE_SIZE = 1000;

/** Every record of a kind, page by page in a stable order (see `fetchEveryPage` for where it stops). */
export async function fetchAll<TRecord>(
  context: CliContext,
  kind: RecordKind<TRecord, unknown>,
  onPage?: (count: number, totals: ListTotals) => void,
): Promise<TRecord[]> {
  const api = await context.api();
  return fetchEveryPage((page, limit) => kind.fetchPage(api, page, limit), PAGE_SIZE, onPage);
}

export function serialize<TRecord>(
  kind: RecordKind<TRecord, unknown>,
  records: TRecord[],
  format: FileFormat,
) {
  if (format === "json") return `${JSON.stringify(records.map(kind.toJson), null, 2)}\n`;
  return toCsv(kind.exportColumns, records.map(kind.toCsv));
}

export interface ExportOptions {
  output?: string;
  format?: string;
  json?: boolean;
  bom?: boolean;
}

/** What every `export --help` says about the CSV it writes (docs/cli.md says the same). */
export const CSV_EXPORT_NOTE = `
CSV cells that start with =, +, -, @, a tab or a carriage return are written with a ' in front, so
spreadsheets show them as text instead of running them as formulas; \`import\` takes that ' off again,
so an export imports back unchanged. No BOM unless --bom (Excel then reads the file as UTF-8).`;

/** The options and help text of the export commands. */
export function withExportOptions(command: Command): Command {
  return command
    .option("-o, --output <file>", "file to write (default: stdout)")
    .option("-f, --format <format>", "csv or json (default: from the file name, else csv)")
    .option("--json", "same as --format json")
    .option("--bom", "start the CSV with a UTF-8 byte order mark, for Excel (default: none)")
    .addHelpText("after", CSV_EXPORT_NOTE);
}

/** `adstudio <kind> export`: all records as CSV or JSON that `import` reads back as unchanged. */
export async function runExport<TRecord>(
  context: CliContext,
  kind: RecordKind<TRecord, unknown>,
  options: ExportOptions,
): Promise<void> {
  const format = options.json ? "json" : formatOf(options.output, options.format, "csv");
  if (options.bom && format !== "csv") throw usageError("--bom applies to CSV exports only");
  const records = await fetchAll(context, kind, (count, totals) => {
    if (!context.out.interactive) return;
    // "5000/12000", or "5000 of about 1.2 M" when the server could only estimate.
    const of = totals.totalEstimated ? ` of ${countText(totals)}` : `/${totals.total}`;
    context.out.status(`Reading ${kind.plural}: ${count}${of}`);
  });
  if (context.out.interactive) context.out.endStatus();
  const bom = options.bom ? UTF8_BOM : "";
  await writeOutput(context.io, options.output, `${bom}${serialize(kind, records, format)}`);
  const where = options.output && options.output !== "-" ? ` to ${options.output}` : "";
  context.out.info(
    `Exported ${records.length} ${records.length === 1 ? kind.noun : kind.plural}${where} (${format}).`,
  );
}
