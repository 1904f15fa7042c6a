/** A file as the storage answers it. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live (company logos, later cover images and published creatives). The local
 * directory is the default; an S3-compatible object store can be added behind this same interface
 * (keys map to object names, `url` to the bucket's or CDN's address) without touching a feature.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there. Keys are checked by {@link isSafeKey}. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none (or the key is not a safe one). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key under `prefix` (a folder such as `creatives/<adId>/3/`, ending in `/`), sorted; none for an
   * unsafe or missing folder. Published versions are copied by listing one (an ad's rollback). An empty
   * prefix lists the whole store (a backup walks it).
   */
  list(prefix: string): Promise<string[]>;
  /**
   * Copies the file under `from` (bytes and content type) to `to`, replacing what was there; false when
   * there is no file under `from`. An object store does this on its side without downloading the file.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** The public address a browser loads the file from. */
  url(key: string): string;
  /** The key behind an address made by {@link url}, or null for any other address. */
  keyOf(url: string): string | null;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative paths of plain segments (`companies/<id>/<sha256>.png`): letters, digits, `.`, `_`,
 * `-`, no segment starting with a dot, so no key can name `..`, a dotfile or an absolute path.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

/**
 * Content-addressed keys end in a SHA-256 hex digest plus an extension, so their bytes never change; a
 * resized copy (`<sha256>-w640.avif`) is made from those bytes alone, so its never change either.
 */
export function isContentAddressed(key: string): boolean {
  return /(^|\/)[0-9a-f]{64}(-w\d{2,4})?\.[a-z0-9]{1,8}$/.test(key);
}
