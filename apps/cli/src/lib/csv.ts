import { csvText } from "@adstudio/core/csv";
import { CsvError, type CsvErrorCode, parse } from "csv-parse/sync";

/** One CSV record and the line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

// The studio and the API's mailed reports write CSV by the same rules (core): `export --bom` writes the
// same byte order mark, and cells are neutralised the same way.
export { neutraliseCell, UTF8_BOM } from "@adstudio/core";

/** Undoes core's `neutraliseCell`: exactly one `'` comes off a cell that starts with `'`s and a formula sign. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export const restoreCell = (value: string) => (NEUTRALISED.test(value) ? value.slice(1) : value);

const LINE_BREAK = /\r\n|\r|\n/g;
const breaksIn = (fields: readonly string[]) =>
  fields.reduce((sum, field) => sum + (field.match(LINE_BREAK)?.length ?? 0), 0);

/** The separators spreadsheets write: `,` (Excel in English), `;` (Excel where `,` is the decimal sign), tab. */
export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The separator of a CSV file, read off its header row: whichever of `,` `;` and tab occurs most often
 * outside quotes in the first line (a comma on a tie or when none occurs).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, "")) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** `--delimiter` as given (`,` `;` `tab` or a tab character) to one of {@link CSV_DELIMITERS}. */
export function parseDelimiter(value: string): CsvDelimiter | undefined {
  const named: Record<string, CsvDelimiter> = {
    ",": ",",
    comma: ",",
    ";": ";",
    semicolon: ";",
    "\t": "\t",
    tab: "\t",
    "\\t": "\t",
  };
  return named[value.toLowerCase()];
}

const MESSAGES: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
  CSV_INVALID_CLOSING_QUOTE: "unexpected text after a closing quote",
  // RFC 4180, and what Excel writes: a field holding a quote is quoted whole, its quotes doubled.
  INVALID_OPENING_QUOTE: 'a quote in an unquoted field (quote the field and double the quote: "5"" screen")',
};

/**
 * Reads CSV as Excel and RFC 4180 write it (csv-parse): separated by `delimiter`, fields optionally in double
 * quotes (`""` is a quote inside them, and they may hold commas and line breaks), CRLF, LF or CR line
 * ends even mixed in one file, a leading BOM ignored, empty lines skipped, cells neutralised by an
 * export restored. Every record keeps the line it starts on, so errors can name it; csv-parse's own
 * line count is not used because it counts a CRLF inside a quoted field as two lines.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = ","): CsvRecord[] {
  const records: CsvRecord[] = [];
  let nextLine = 1;
  let emptyLinesSeen = 0;
  try {
    parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true, // the import names rows whose field count is off
      skip_empty_lines: true,
      on_record: (fields: string[], info) => {
        const line = nextLine + (info.empty_lines - emptyLinesSeen);
        emptyLinesSeen = info.empty_lines;
        nextLine = line + breaksIn(fields) + 1;
        // A line holding only `""` is as empty as an empty line.
        if (!(fields.length === 1 && fields[0] === "")) {
          records.push({ line, fields: fields.map(restoreCell) });
        }
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // csv-parse puts its position (empty lines so far included) on the error.
    const emptyLines = typeof error.empty_lines === "number" ? error.empty_lines : emptyLinesSeen;
    const line = nextLine + (emptyLines - emptyLinesSeen);
    throw new CsvSyntaxError(MESSAGES[error.code] ?? error.message, line);
  }
  return records;
}

/**
 * CSV text with a header row and LF line ends, by core's rules (csv-stringify; formula-like cells
 * neutralised, fields quoted only when they need it), as the studio's exports write it.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvText([headers, ...rows], "\n");
}
