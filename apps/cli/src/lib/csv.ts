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

/**
 * Parses RFC 4180 CSV: comma-separated, fields optionally in double quotes (`""` is a quote inside
 * them, and they may hold commas and line breaks), CRLF or LF line ends, a leading BOM ignored, empty
 * lines skipped. Every record keeps the line it starts on, so errors can name it.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let position = 0;
  while (position < input.length) {
    const start = line;
    const fields: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let field = "";
      if (input[position] === '"') {
        const quoteLine = line;
        position += 1;
        for (;;) {
          if (position >= input.length) throw new CsvSyntaxError("a quoted field is never closed", quoteLine);
          const char = input[position];
          if (char === '"') {
            if (input[position + 1] === '"') {
              field += '"';
              position += 2;
              continue;
            }
            position += 1;
            break;
          }
          if (char === "\n") line += 1;
          field += char;
          position += 1;
        }
        const next = input[position];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
          throw new CsvSyntaxError("unexpected text after a closing quote", line);
        }
      } else {
        while (position < input.length && !",\r\n".includes(input[position] ?? "")) {
          field += input[position];
          position += 1;
        }
      }
      fields.push(field);
      const separator = input[position];
      if (separator === ",") {
        position += 1;
      } else {
        // End of line or of input.
        if (separator === "\r") position += input[position + 1] === "\n" ? 2 : 1;
        else if (separator === "\n") position += 1;
        if (separator !== undefined) line += 1;
        endOfRecord = true;
      }
    }
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
  }
  return records;
}

function quote(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** CSV text with a header row; fields are quoted only when they need it. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[headers, ...rows].map((row) => row.map(quote).join(",")).join("\n")}\n`;
}
