import {
  html5Facts,
  html5Root,
  type Issue,
  type Profile,
  readZipArchive,
  runIssues,
  type ValidateInput,
} from "@adstudio/creative/validate";
import type { CreativeRunner } from "./run.js";

export { type CreativeRunner, DEFAULT_CHROMIUM, startRunner } from "./run.js";

/** A zip read for running: generous, since the static checks already judged its size and count. */
const RUN_ZIP_LIMITS = { entries: 2000, unzippedBytes: 200 * 1024 * 1024, ratio: 1000 };

export interface RunOptions {
  profile: Profile;
  /** The size to run at when the creative declares none (`--size`). */
  size?: string;
  /** The ad server's click macro, given to the creative as `?clickTag=`. */
  clickMacro: string;
}

/**
 * Runs an HTML5 creative (a folder, a zip, or a zip holding one zip per size, as `ad export --size all`
 * writes) and answers what it did wrong; null for inputs that do not run (documents, VAST).
 */
export async function runInput(
  input: ValidateInput,
  runner: CreativeRunner,
  options: RunOptions,
): Promise<Issue[] | null> {
  if (input.kind === "files") return runFiles(input.files, runner, options);
  if (input.kind !== "zip") return null;
  const read = readZipArchive(input.bytes, RUN_ZIP_LIMITS);
  if (!read.ok) return null; // The static checks already said the zip is unreadable.
  const names = Object.keys(read.files).filter((n) => !n.endsWith("/"));
  const sizes = names.filter((n) => n.toLowerCase().endsWith(".zip"));
  if (sizes.length === 0 || sizes.length !== names.length) return runFiles(read.files, runner, options);
  const issues: Issue[] = [];
  for (const name of sizes) {
    const inner = await runInput(
      { kind: "zip", bytes: read.files[name] as Uint8Array, name },
      runner,
      options,
    );
    for (const found of inner ?? [])
      issues.push({ ...found, path: found.path ? `${name} › ${found.path}` : name });
  }
  return issues;
}

async function runFiles(
  files: Record<string, Uint8Array>,
  runner: CreativeRunner,
  options: RunOptions,
): Promise<Issue[] | null> {
  const root = html5Root(files);
  if (!root) return null; // No index.html: a still set, or nothing to open (the static checks say which).
  const size = html5Facts(root).size ?? options.size ?? "300x250";
  const record = await runner.run(root, size, options.clickMacro);
  return runIssues(record, options.profile);
}
