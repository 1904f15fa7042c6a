import type { CliIo, OutStream } from "./io.js";

const CODES = { red: [31, 39], green: [32, 39], yellow: [33, 39], dim: [2, 22], bold: [1, 22] } as const;
type Style = keyof typeof CODES;

/**
 * What a command prints. Data (tables, records, `--json`) goes to stdout, so it can be piped; messages,
 * warnings and progress go to stderr. Colour and in-place progress only when both streams are
 * terminals and NO_COLOR is not set.
 */
export class Output {
  readonly interactive: boolean;

  constructor(private readonly io: CliIo) {
    const noColor = io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "";
    this.interactive = !!io.stdout.isTTY && !!io.stderr.isTTY && !noColor && io.env.TERM !== "dumb";
  }

  /** A line (or block) of data on stdout. */
  data(text: string): void {
    this.io.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  }

  /** A value as pretty JSON on stdout (`--json`). */
  json(value: unknown): void {
    this.data(JSON.stringify(value, null, 2));
  }

  /** A message for the person running the command (stderr). */
  info(message: string): void {
    this.line(this.io.stderr, message);
  }

  success(message: string): void {
    this.line(this.io.stderr, this.paint("green", message));
  }

  warn(message: string): void {
    this.line(this.io.stderr, `${this.paint("yellow", "warning:")} ${message}`);
  }

  error(message: string): void {
    this.line(this.io.stderr, `${this.paint("red", "error:")} ${message}`);
  }

  /** Rewrites the current stderr line (interactive only; callers print plain lines otherwise). */
  status(message: string): void {
    this.io.stderr.write(`\r\x1b[2K${message}`);
  }

  /** Ends a line started by `status`. */
  endStatus(): void {
    this.io.stderr.write("\r\x1b[2K");
  }

  paint(style: Style, text: string): string {
    if (!this.interactive) return text;
    const [open, close] = CODES[style];
    return `\x1b[${open}m${text}\x1b[${close}m`;
  }

  private line(stream: OutStream, text: string): void {
    stream.write(`${text}\n`);
  }
}

/** Plain text table: a header row and aligned columns, the last column unpadded. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [render(headers), ...rows.map(render)].join("\n");
}

/** `key: value` lines for one record, keys aligned. */
export function formatFields(fields: Array<[string, string]>): string {
  const width = Math.max(...fields.map(([key]) => key.length));
  return fields.map(([key, value]) => `${`${key}:`.padEnd(width + 1)} ${value}`).join("\n");
}

/** Shortens long cell text for terminals; data written to pipes is never shortened. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
