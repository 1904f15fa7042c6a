import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isSafeKey, type StoredFile } from "./storage.js";

/** The content type travels in a sidecar next to the file (object stores keep it as metadata). */
const META_SUFFIX = ".meta.json";

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

  return {
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

    url: (key) => `${prefix}${key}`,

    keyOf(url) {
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isSafeKey(key) ? key : null;
    },
  };
}
