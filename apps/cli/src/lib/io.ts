/** A stream the CLI writes to: stdout or stderr, or a buffer in tests. */
export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** Where a run reads and writes; `processIo()` for the real command, captured buffers in tests. */
export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /** Relative file names (import, export) are resolved from here. */
  cwd: string;
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: cwd(),
  };
}

/**
 * `pnpm --filter ./apps/cli start …` runs in the package folder; file names the user typed are meant
 * from where they typed them, which package managers pass on as INIT_CWD.
 */
function cwd(): string {
  const initial = process.env.INIT_CWD;
  return process.env.npm_lifecycle_event === "start" && initial ? initial : process.cwd();
}
