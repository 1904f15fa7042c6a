import { HttpError } from "../http/errors.js";
import type { FileBody } from "../http/file-response.js";

/** A file as the storage answers it. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * What `put` takes: bytes already in memory, or a stream of them (an upload piped through, a file read
 * from disk) that the adapter writes as it arrives, so a large file never sits whole in memory.
 */
export type StorageBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where uploaded files live (company logos, assets, covers, published creatives): a local directory by
 * default (local-storage.ts) or an S3-compatible bucket (s3-storage.ts), chosen by the configuration.
 * Keys map to file paths or object names alike. An adapter that cannot reach its store throws
 * {@link StorageUnavailableError} (the HTTP layer answers 503 with Retry-After), and a failed `put`
 * leaves nothing under its key: readers see the whole new file, the old one, or none.
 */
export interface FileStorage {
  /**
   * Stores `body` under `key`, replacing what was there (a content-addressed key already stored is left
   * as it is: its bytes cannot differ). Keys are checked by {@link isSafeKey}. A published version's
   * files are replaced like any: a publish that failed before its version was recorded leaves that number
   * free, and the next publish must write its own files there.
   */
  put(key: string, body: StorageBody, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none (or the key is not a safe one). */
  get(key: string): Promise<StoredFile | null>;
  /**
   * The file under `key` as a body to answer with (size, validators, byte ranges read on demand, so a
   * video seek reads only its range), or null when there is none.
   */
  open(key: string): Promise<FileBody | null>;
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
  /** Lets go of connections (an S3 client's sockets); the local folder has none. */
  close?(): void;
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

/** A published ad version's files (`creatives/{adId}/{version}/…`) never change once written. */
const PUBLISHED_VERSION = /^creatives\/[0-9a-f-]{36}\/\d+\//;

/**
 * Keys whose bytes never change once served: content-addressed ones and a published version's files.
 * They are served with `Cache-Control: immutable` (by the API and, on S3, as the
 * object's own header, so a CDN in front of the bucket keeps them for a year).
 */
export function isImmutableKey(key: string): boolean {
  return isContentAddressed(key) || PUBLISHED_VERSION.test(key);
}

/** A year, immutable: the cache policy of {@link isImmutableKey} keys. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else may be replaced (a template's files, a draft preview): five minutes. */
export const SHORT_CACHE = "public, max-age=300";

/** What a request that needs the file storage answers while it cannot be reached (503). */
export const STORAGE_UNAVAILABLE_MESSAGE = "The file storage is unavailable. Try again in a few seconds.";
/** Seconds a client should wait before trying again (the `Retry-After` of those 503s). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The store could not be reached or failed on its side (not a missing file, not a bad key). What the store
 * said is `reason`, deliberately not `cause`: a socket error in the cause chain would read as a lost
 * database to `isDatabaseUnavailable`.
 */
export class StorageUnavailableError extends Error {
  constructor(readonly reason: unknown) {
    super(`file storage unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = "StorageUnavailableError";
  }
}

/** The 503 a request gets while the storage is unreachable. */
export function storageUnavailable(): HttpError {
  return new HttpError(
    503,
    STORAGE_UNAVAILABLE_MESSAGE,
    undefined,
    {},
    {
      "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS),
    },
  );
}
