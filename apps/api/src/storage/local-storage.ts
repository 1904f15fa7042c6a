import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isSafeKey, type StoredFile } from "./storage.js";

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

/**
 * Files under a local directory (`<ADSTUDIO_DATA_DIR>/files`), served by the API at `/files/<key>`.
 * `publicBase` is ADSTUDIO_PUBLIC_URL or '' (addresses are then relative to the studio's origin).
 */
export function createLocalStorage(root: string, publicBase = ""): FileStorage {
  const base = path.resolve(root);
  const prefix = `${publicBase.replace(/\/+$/, "")}/files/`;

  /** The file's path, or null when the key could leave the folder. */
  const fileOf = (key: string): string | null => {
    if (!isSafeKey(key) || key.endsWith(META_SUFFIX)) return null;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };

  const storage: FileStorage = {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (!file) throw new Error(`unsafe storage key: ${key.slice(0, 100)}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no torn one.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(`${temp}${META_SUFFIX}`, JSON.stringify({ contentType }));
        await writeFile(temp, bytes);
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

    url: (key) => `${prefix}${key}`,

    keyOf(url) {
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isSafeKey(key) ? key : null;
    },
  };
  return storage;
}
