/**
 * CSV as the studio, the API's mailed reports and the CLI write it (RFC 4180, what Excel reads): one
 * set of rules, so a file exported anywhere opens the same way. The writer itself (csv-stringify) is in
 * `@adstudio/core/csv`, so only the screens and commands that write CSV load it.
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
