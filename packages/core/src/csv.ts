/** `@adstudio/core/csv`: the CSV writer and the analytics CSV, apart so the rest of core stays light. */
export { figuresCsv } from "./analytics/figures-csv";
export { type CsvCell, csvDocument, csvText } from "./format/csv-text";
