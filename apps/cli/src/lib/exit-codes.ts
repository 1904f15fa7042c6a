/** The exit codes scripts can rely on (also listed in `adstudio --help` and docs/cli.md). */
export const EXIT = {
  ok: 0,
  /**
   * Anything that went wrong: server refused (403, 404, 409 …), unreachable, bad file content, a file that
   * cannot be written.
   */
  error: 1,
  /** Wrong command line: unknown command or option, missing argument, an input file that cannot be read. */
  usage: 2,
  /** An import finished but some rows failed (bad data, or refused by the server). */
  rowsFailed: 3,
  /** Not signed in, or the server rejected the secret key (401). */
  auth: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI reports as one message and an exit code (no stack trace). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
