import { stringify } from "csv-stringify/sync";
import { neutraliseCell, UTF8_BOM } from "./csv";

export type CsvCell = string | number;

/**
 * CSV text (csv-stringify) by the studio's rules: text cells neutralised (see `neutraliseCell`), numbers
 * as they are (a negative figure is a number, not a formula; a non-finite one is empty), a field quoted
 * only when it needs it. csv-stringify quotes commas, quotes and its own line end; any CR or LF is quoted
 * too (with CRLF line ends csv-stringify would leave a lone LF bare, and Excel ends a line at either), and
 * so is a leading or trailing space, which some readers trim.
 */
export function csvText(rows: readonly (readonly CsvCell[])[], lineEnd: "\r\n" | "\n"): string {
  return stringify(rows as CsvCell[][], {
    record_delimiter: lineEnd === "\r\n" ? "windows" : "unix",
    quoted_match: /[\r\n]|^\s|\s$/,
    cast: {
      string: (value) => neutraliseCell(value),
      number: (value) => (Number.isFinite(value) ? String(value) : ""),
    },
  });
}

/** A CSV file as Excel opens it: UTF-8 byte order mark, a header row and CRLF line ends. */
export function csvDocument(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${UTF8_BOM}${csvText([headers, ...rows], "\r\n")}`;
}
