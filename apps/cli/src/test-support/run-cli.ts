import { spawn } from "node:child_process";
import path from "node:path";
import { Readable } from "node:stream";
import { runCli } from "../program.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Environment without the developer's own sign-in or colour settings leaking in. */
function cleanEnv(env: Record<string, string>): Record<string, string | undefined> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ["ADSTUDIO_URL", "ADSTUDIO_KEY", "ADSTUDIO_CONFIG_DIR", "XDG_CONFIG_HOME", "NO_COLOR"]) {
    delete base[name];
  }
  return { ...base, ...env };
}

/** Runs the CLI in this process with captured streams (fast; the same code as the binary). */
export async function cli(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string; cwd?: string } = {},
): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    stdin: Readable.from([options.stdin ?? ""]),
    env: cleanEnv(options.env ?? {}),
    cwd: options.cwd ?? process.cwd(),
  });
  return { code, stdout, stderr };
}

export const CLI_DIR = path.resolve(import.meta.dirname, "../..");

/** Runs a command as a separate process (`node <args…>`), to check real exit codes and streams. */
export function spawnNode(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd ?? CLI_DIR,
      env: cleanEnv(options.env ?? {}),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
