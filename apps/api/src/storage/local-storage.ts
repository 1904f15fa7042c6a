import { randomBytes } from "node:crypto";
import { createWriteStream, type Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { diskFile } from "../http/file-response.js";
import { storageAddresses } from "./addresses.js";
import {
  type FileStorage,
  isContentAddressed,
  isSafeKey,
  type StorageBody,
  type StoredFile,
} from "./storage.js";

/** The content type travels in a sidecar next to the file (object stores keep it as metadata). */
const META_SUFFIX = ".meta.json";
/** A file `put` is still writing (`<file>.<12 hex>.tmp`, and its sidecar): not a stored file yet. */
const TEMP_FILE = /\.[0-9a-f]{12}\.tmp(\.meta\.json)?$/;

/** The relative paths of the files under `folder` (`a/b.html`), or none when it does not exist. */
async function filesUnder(folder: string, relative = ""): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(folder, relative), { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/** Whether a file exists (a missing one is not an error). */
async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Reads a stream to its end without keeping it (a caller's upload must not be left hanging). */
export async function drain(body: StorageBody): Promise<void> {
  if (body instanceof Uint8Array) return;
  for await (const _chunk of body) {
    // discarded
  }
}

/** Writes bytes or a stream of them to `file` (a stream is piped, never gathered in memory). */
async function writeBody(file: string, body: StorageBody): Promise<void> {
  if (body instanceof Uint8Array) await writeFile(file, body);
  else await pipeline(Readable.from(body), createWriteStream(file));
}

/**
 * Files under a local directory (`<ADSTUDIO_DATA_DIR>/files`), served by the API at `/files/<key>`.
 * `publicBase` is ADSTUDIO_PUBLIC_URL or '' (addresses are then relative to the studio's origin);
 * `cdnUrl` (ADSTUDIO_CDN_URL) a CDN in front of this folder's contents, see {@link storageAddresses}.
 */
export function createLocalStorage(root: string, publicBase = "", cdnUrl?: string): FileStorage {
  const base = path.resolve(root);

  /** The file's path, or null when the key could leave the folder. */
  const fileOf = (key: string): string | null => {
    if (!isSafeKey(key) || key.endsWith(META_SUFFIX)) return null;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };

  const storage: FileStorage = {
    async put(key, body, contentType) {
      const file = fileOf(key);
      if (!file) throw new Error(`unsafe storage key: ${key.slice(0, 100)}`);
      // Written once: a content-addressed key already stored holds these very bytes.
      if (isContentAddressed(key) && (await exists(file)) && (await exists(`${file}${META_SUFFIX}`))) {
        await drain(body);
        return;
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no torn one.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(`${temp}${META_SUFFIX}`, JSON.stringify({ contentType }));
        await writeBody(temp, body);
        await rename(`${temp}${META_SUFFIX}`, `${file}${META_SUFFIX}`);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}${META_SUFFIX}`, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const [bytes, meta] = await Promise.all([readFile(file), readFile(`${file}${META_SUFFIX}`, "utf8")]);
        const contentType = (JSON.parse(meta) as { contentType?: unknown }).contentType;
        return {
          bytes,
          contentType: typeof contentType === "string" ? contentType : "application/octet-stream",
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async open(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(`${file}${META_SUFFIX}`, "utf8")]);
        if (!info.isFile()) return null;
        const contentType = (JSON.parse(meta) as { contentType?: unknown }).contentType;
        return diskFile(
          file,
          info,
          typeof contentType === "string" ? contentType : "application/octet-stream",
        );
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR") return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      if (!file) return;
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },

    async list(folderPrefix) {
      const folderKey = folderPrefix.replace(/\/+$/, "");
      const folder = folderPrefix === "" ? base : fileOf(folderKey);
      if (!folder || (folderPrefix !== "" && !folderPrefix.endsWith("/"))) return [];
      const keys = (await filesUnder(folder))
        .filter((name) => !name.endsWith(META_SUFFIX) && !TEMP_FILE.test(name))
        .map((name) => (folderKey ? `${folderKey}/${name}` : name))
        .filter(isSafeKey);
      return keys.sort();
    },

    async copy(from, to) {
      // Through `put`, so the copy is written then renamed like any file: never seen half-written.
      const file = await storage.get(from);
      if (!file) return false;
      await storage.put(to, file.bytes, file.contentType);
      return true;
    },

    ...storageAddresses(publicBase, cdnUrl),
  };
  return storage;
}
