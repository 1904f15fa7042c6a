// `adstudio-admin storage migrate`: copies the local file store (`<ADSTUDIO_DATA_DIR>/files`) into the S3
// bucket the environment names, so a studio that outgrew one machine keeps every upload and published
// creative. Safe to run again: files already in the bucket are left as they are.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { type Config, loadConfig } from "../config.js";
import { createLocalStorage, createS3Storage, type S3Storage } from "../storage/index.js";

export interface MigrateResult {
  copied: number;
  skipped: number;
  bytes: number;
}

export interface MigrateOptions {
  /** Lists what would be copied without writing (`--dry-run`). */
  dryRun?: boolean;
  /** One line per file and a summary, for the operator (stderr). */
  progress?: (line: string) => void;
}

/** MD5 of a file as S3 gives it for an object sent in one part (its ETag). */
async function md5Of(file: string): Promise<string> {
  const hash = createHash("md5");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `"${hash.digest("hex")}"`;
}

/**
 * Copies every file of the local store at `root` into `target`, streamed (never whole in memory), with
 * its content type. A file the bucket already holds with the same size (and, for single-part objects, the
 * same MD5) is skipped, so an interrupted run is simply run again.
 */
export async function migrateStorage(
  root: string,
  target: S3Storage,
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  const progress = options.progress ?? (() => {});
  const local = createLocalStorage(root);
  const keys = await local.list("");
  const result: MigrateResult = { copied: 0, skipped: 0, bytes: 0 };
  const width = String(keys.length).length;
  for (const [index, key] of keys.entries()) {
    const counter = `[${String(index + 1).padStart(width)}/${keys.length}]`;
    const source = await local.open(key);
    if (!source) continue; // deleted meanwhile
    const file = path.join(root, key);
    const existing = await target.open(key);
    const same =
      existing !== null &&
      existing.size === source.size &&
      (existing.etag.includes("-") || existing.etag === (await md5Of(file)));
    if (same) {
      result.skipped++;
      progress(`${counter} in the bucket already  ${key}`);
      continue;
    }
    if (!options.dryRun) {
      await target.put(key, createReadStream(file), source.contentType);
    }
    result.copied++;
    result.bytes += source.size;
    progress(`${counter} ${options.dryRun ? "would copy" : "copied"}  ${key}`);
  }
  return result;
}

/** `storage migrate`'s options, as commander parsed them (program.ts). */
export interface MigrateCommandOptions {
  /** The local store to copy; default `<ADSTUDIO_DATA_DIR>/files`. */
  from?: string;
  dryRun?: boolean;
}

/** The command: checks the bucket, copies; returns the process exit code. */
export async function storageMigrateCommand(
  { from, dryRun = false }: MigrateCommandOptions,
  env: Record<string, string | undefined> = process.env,
  io: { out: (line: string) => void; err: (line: string) => void } = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  if (!config.s3) {
    io.err("ADSTUDIO_S3_BUCKET is not set: name the bucket to copy the files into.");
    return 1;
  }
  const root = path.resolve(from ?? path.join(config.dataDir, "files"));
  const target = createS3Storage({ ...config.s3, publicBase: config.publicUrl, cdnUrl: config.cdnUrl });
  try {
    await target.check();
    io.err(`Copying ${root} into the bucket "${config.s3.bucket}"${dryRun ? " (dry run)" : ""}…`);
    const result = await migrateStorage(root, target, { dryRun, progress: io.err });
    const mb = (result.bytes / 1024 / 1024).toFixed(1);
    io.out(
      `${dryRun ? "Would copy" : "Copied"} ${result.copied} ${result.copied === 1 ? "file" : "files"} (${mb} MB); ${result.skipped} already in the bucket.`,
    );
    return 0;
  } catch (error) {
    io.err(`Migration stopped: ${(error as Error).message}. Run it again to continue.`);
    return 1;
  } finally {
    target.close();
  }
}
