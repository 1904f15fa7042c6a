import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isSafeKey } from "../storage/index.js";
import { BackupError, FILES_FOLDER, type Manifest, sha256Of } from "./manifest.js";

export type FileEntry = Manifest["files"][number];

/**
 * Copies every file of the store not in `copied` yet into `<dir>/files/<key>` and records it there. The
 * store is walked through its interface (`list` then `get`), so an object store is backed up the same
 * way as the local folder. A file deleted between the listing and its read is skipped: the next pass
 * (or the snapshot, which no longer names it) decides whether it mattered.
 */
export async function copyStoreToBackup(
  storage: FileStorage,
  dir: string,
  copied: Map<string, FileEntry>,
): Promise<number> {
  let count = 0;
  for (const key of await storage.list("")) {
    if (copied.has(key) || !isSafeKey(key)) continue;
    const file = await storage.get(key);
    if (!file) continue;
    const target = path.join(dir, FILES_FOLDER, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes, { flag: "wx" });
    copied.set(key, {
      key,
      size: file.bytes.byteLength,
      sha256: sha256Of(file.bytes),
      contentType: file.contentType,
    });
    count++;
  }
  return count;
}

/** Writes the backup's files into the store, each checked against its manifest entry again as it goes. */
export async function restoreFilesToStore(
  storage: FileStorage,
  dir: string,
  files: FileEntry[],
  progress: (done: number) => void,
): Promise<void> {
  let done = 0;
  for (const entry of files) {
    if (!isSafeKey(entry.key)) throw new BackupError(`the backup names an unsafe file key: ${entry.key}`);
    const bytes = await readFile(path.join(dir, FILES_FOLDER, entry.key));
    if (sha256Of(bytes) !== entry.sha256)
      throw new BackupError(`files/${entry.key} does not match its checksum in the manifest`);
    await storage.put(entry.key, bytes, entry.contentType);
    if (++done % 200 === 0) progress(done);
  }
  progress(done);
}
