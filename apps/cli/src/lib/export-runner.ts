import type { CliContext } from "./context.js";
import { toCsv } from "./csv.js";
import { type FileFormat, formatOf, writeOutput } from "./files.js";
import type { RecordKind } from "./records/kind.js";

/** The largest page the list endpoints serve. */
const PAGE_SIZE = 1000;

/** Every record of a kind, page by page in a stable order. */
export async function fetchAll<TRecord>(
  context: CliContext,
  kind: RecordKind<TRecord, unknown>,
  onPage?: (count: number, total: number) => void,
): Promise<TRecord[]> {
  const api = await context.api();
  const all: TRecord[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await kind.fetchPage(api, page, PAGE_SIZE);
    all.push(...items);
    onPage?.(all.length, total);
    if (items.length < PAGE_SIZE || all.length >= total) return all;
  }
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
}

/** `adstudio <kind> export`: all records as CSV or JSON that `import` reads back as unchanged. */
export async function runExport<TRecord>(
  context: CliContext,
  kind: RecordKind<TRecord, unknown>,
  options: ExportOptions,
): Promise<void> {
  const format = options.json ? "json" : formatOf(options.output, options.format, "csv");
  const records = await fetchAll(context, kind, (count, total) => {
    if (context.out.interactive) context.out.status(`Reading ${kind.plural}: ${count}/${total}`);
  });
  if (context.out.interactive) context.out.endStatus();
  await writeOutput(context.io, options.output, serialize(kind, records, format));
  const where = options.output && options.output !== "-" ? ` to ${options.output}` : "";
  context.out.info(
    `Exported ${records.length} ${records.length === 1 ? kind.noun : kind.plural}${where} (${format}).`,
  );
}
