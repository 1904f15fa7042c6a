import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";

/** The layout this code writes and reads; a backup of another layout is refused, not guessed at. */
export const BACKUP_FORMAT = "adstudio-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** Table data, one `<schema>.<table>.ndjson` each, under this folder of the backup. */
export const DATABASE_FOLDER = "database";
/** Stored files under their storage keys. */
export const FILES_FOLDER = "files";

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

const ManifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.number(),
  createdAt: v.string(),
  /** The Adstudio version that wrote it (for the reader: restore with it when migrations differ). */
  appVersion: v.string(),
  /** The hashes of the applied migrations, in order: the schema the rows belong to. */
  migrations: v.array(v.string()),
  tables: v.array(
    v.object({
      name: v.string(),
      columns: v.array(v.string()),
      rows: v.number(),
      file: v.string(),
      sha256: Sha256,
    }),
  ),
  /** Partitions made at run time (tracker days): created again before their rows are loaded. */
  partitions: v.array(v.object({ name: v.string(), parent: v.string(), bound: v.string() })),
  sequences: v.array(v.object({ name: v.string(), value: v.nullable(v.string()) })),
  files: v.array(v.object({ key: v.string(), size: v.number(), sha256: Sha256, contentType: v.string() })),
  /** What the snapshot held, for people and for the restore's final check. */
  counts: v.object({ ads: v.number(), assets: v.number(), files: v.number(), rows: v.number() }),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;

export class BackupError extends Error {}

/** Reads and checks `<dir>/manifest.json`, with a message that says what is wrong with the folder. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new BackupError(
        `${dir} is not an Adstudio backup: it has no ${MANIFEST_FILE} (a backup that did not finish has none)`,
      );
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON`);
  }
  const head = raw as { format?: unknown; version?: unknown };
  if (head?.format !== BACKUP_FORMAT) throw new BackupError(`${dir} is not an Adstudio backup`);
  if (head.version !== BACKUP_VERSION)
    throw new BackupError(
      `this backup has format version ${String(head.version)}; this Adstudio reads version ${BACKUP_VERSION}`,
    );
  const result = v.safeParse(ManifestSchema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue?.path?.map((step) => String(step.key)).join(".") ?? "";
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is damaged: ${where} ${issue?.message}`);
  }
  return result.output;
}

/** The SHA-256 of a file, read as a stream (backups hold large files). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export const sha256Of = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
