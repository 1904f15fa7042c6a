import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { CliError, usageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";

export type FileFormat = "csv" | "json";

export function parseFormat(value: string): FileFormat {
  const format = value.toLowerCase();
  if (format !== "csv" && format !== "json") throw usageError(`--format must be csv or json, not '${value}'`);
  return format;
}

/** `--format` if given, else the file's extension; `fallback` for stdin/stdout and other extensions. */
export function formatOf(
  file: string | undefined,
  explicit: string | undefined,
  fallback: FileFormat,
): FileFormat {
  if (explicit) return parseFormat(explicit);
  const extension = file && file !== "-" ? path.extname(file).slice(1).toLowerCase() : "";
  return extension === "csv" || extension === "json" ? extension : fallback;
}

const READ_FAILURES: Record<string, string> = {
  ENOENT: "no such file or folder",
  ENOTDIR: "no such file or folder",
  EISDIR: "it is a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

/**
 * An input file that does not exist or cannot be read exits 2 (usage) in every command, as docs/cli.md
 * says: the command line names something that is not there, like a mistyped option.
 */
export function unreadableFile(file: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && READ_FAILURES[code]) ?? code ?? (error as Error).message;
  return usageError(`Cannot read ${file}: ${reason}.`);
}

/** A file's bytes; one that cannot be read exits 2 (see unreadableFile), named as `shown`. */
export async function readFileBytes(file: string, shown = file): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw unreadableFile(shown, error);
  }
}

/** Reads a file's bytes, or stdin's for `-`. */
export async function readInputBytes(io: CliIo, file: string): Promise<Buffer> {
  if (file === "-") {
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks);
  }
  return readFileBytes(path.resolve(io.cwd, file), file);
}

/** Reads a UTF-8 file, or stdin for `-`. */
export async function readInput(io: CliIo, file: string): Promise<string> {
  return (await readInputBytes(io, file)).toString("utf8");
}

/** Writes to a file, or to stdout without one (or with `-`). */
export async function writeOutput(io: CliIo, file: string | undefined, text: string): Promise<void> {
  if (!file || file === "-") {
    io.stdout.write(text);
    return;
  }
  try {
    await writeFile(path.resolve(io.cwd, file), text);
  } catch (error) {
    throw new CliError(
      `Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
