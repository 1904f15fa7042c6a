/**
 * CSV as the studio, the API's mailed reports and the CLI write it (RFC 4180, what Excel reads): one
 * set of rules, so a file exported anywhere opens the same way.
 */

/** Written first, so Excel opens the file as UTF-8. */
export const UTF8_BOM = "\ufeff";

/**
 * Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"), so an
 * export writes such a cell with a `'` in front. A cell that already starts with `'`s and then one of
 * these gets one more `'`, and an import takes exactly one off: export → import gives back every value.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/** The cell as written: a formula-like text gets a leading `'`. */
export const neutraliseCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);

/**
 * One field: numbers as they are (a negative figure is a number, not a formula), text neutralised and
 * quoted when it holds a comma, quote, line break, or a leading or trailing space some readers trim.
 */
function field(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseCell(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text with a header row, CRLF line ends and a UTF-8 byte order mark. */
export function csvDocument(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = [headers, ...rows].map((row) => row.map(field).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
