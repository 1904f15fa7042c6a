import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileBody } from "../http/file-response.js";
import { SOCKET_ERROR_CODES } from "../socket-errors.js";
import { storageAddresses } from "./addresses.js";
import { drain } from "./local-storage.js";
import {
  type FileStorage,
  IMMUTABLE_CACHE,
  isContentAddressed,
  isImmutableKey,
  isSafeKey,
  SHORT_CACHE,
  StorageUnavailableError,
} from "./storage.js";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); unset: AWS's own for `region`. */
  endpoint?: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most S3-compatibles). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, shared files, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** ADSTUDIO_PUBLIC_URL, for addresses served through the API (`/files/<key>`). */
  publicBase?: string;
  /** ADSTUDIO_CDN_URL: a CDN in front of the bucket; addresses become `<cdn>/<key>`. */
  cdnUrl?: string;
  /** Tries per request, with the SDK's backoff between them (default 3). */
  maxAttempts?: number;
  /** Bytes per part of a multipart upload (S3's minimum, 5 MiB, by default). */
  partSize?: number;
}

export interface S3Storage extends FileStorage {
  readonly client: S3Client;
  /** Fails with a clear message when the bucket is missing, forbidden or the server unreachable. */
  check(): Promise<void>;
  close(): void;
}

// Failures of the store rather than of the request: nothing answered, or the server said it is down.
const UNAVAILABLE_NAMES = new Set([
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeTooSkewed",
  "SlowDown",
  "ServiceUnavailable",
  "InternalError",
]);

interface SdkError {
  name?: string;
  code?: string;
  errors?: unknown[];
  $metadata?: { httpStatusCode?: number };
}

/** Whether an SDK error means the store could not serve (503 to the client), not a refusal. */
export function isS3Unavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as SdkError;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (e.code && SOCKET_ERROR_CODES.has(e.code)) return true;
  return Array.isArray(e.errors) && e.errors.some(isS3Unavailable);
}

const isNotFound = (error: unknown) => {
  const e = error as SdkError;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/** Runs one call to the store; an outage becomes {@link StorageUnavailableError}. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageUnavailableError || !isS3Unavailable(error)) throw error;
    throw new StorageUnavailableError(error);
  }
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: options.maxAttempts ?? 3,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

/**
 * Files in an S3-compatible bucket, one object per key, through `@aws-sdk/client-s3`. Objects carry their
 * content type and cache policy (`immutable` for {@link isImmutableKey} keys), so a CDN in front of the
 * bucket can serve them as they are. Uploads go through `@aws-sdk/lib-storage`: a stream is sent in parts
 * as it arrives, and an upload that fails is aborted, so the key never holds part of a file.
 */
export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): S3Storage {
  const Bucket = options.bucket;

  const head = (key: string) =>
    call(async () => {
      try {
        return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });

  const cacheOf = (key: string) => (isImmutableKey(key) ? IMMUTABLE_CACHE : SHORT_CACHE);

  const storage: S3Storage = {
    client,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = options.endpoint ? ` at ${options.endpoint}` : "";
        const status = (error as SdkError).$metadata?.httpStatusCode;
        if (status === 404) throw new Error(`The S3 bucket "${Bucket}"${where} does not exist.`);
        if (status === 403) throw new Error(`The S3 credentials may not use the bucket "${Bucket}"${where}.`);
        throw new Error(`The S3 storage${where} cannot be reached: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key.slice(0, 100)}`);
      // Written once: a content-addressed key already stored holds these very bytes.
      if (isContentAddressed(key) && (await head(key))) return drain(body);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: body instanceof Uint8Array ? body : Readable.from(body),
          ContentType: contentType,
          CacheControl: cacheOf(key),
        },
        partSize: options.partSize ?? 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await call(() => upload.done());
    },

    async get(key) {
      if (!isSafeKey(key)) return null;
      return call(async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          const array = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
          // A Buffer over the same memory, as the local adapter's readFile gives.
          const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
          return { bytes, contentType: object.ContentType ?? "application/octet-stream" };
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      });
    },

    async open(key): Promise<FileBody | null> {
      if (!isSafeKey(key)) return null;
      const info = await head(key);
      if (!info) return null;
      const etag = info.ETag?.startsWith('"') ? info.ETag : `"${info.ETag ?? ""}"`;
      return {
        size: info.ContentLength ?? 0,
        etag,
        lastModified: info.LastModified,
        contentType: info.ContentType ?? "application/octet-stream",
        // Only the asked range is fetched, when the answer is sent; `IfMatch` keeps it the same object.
        slice: (start, end) =>
          Readable.toWeb(Readable.from(rangeOf(key, start, end, info.ETag))) as ReadableStream<Uint8Array>,
      };
    },

    async delete(key) {
      if (!isSafeKey(key)) return;
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async list(prefix) {
      // A folder (`creatives/<ad>/3/`), or "" for the whole bucket (a backup walks it).
      if (prefix !== "" && (!prefix.endsWith("/") || !isSafeKey(prefix.slice(0, -1)))) return [];
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await call(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && isSafeKey(object.Key)) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },

    async copy(from, to) {
      if (!isSafeKey(from) || !isSafeKey(to)) return false;
      const source = await head(from);
      if (!source) return false;
      if (isContentAddressed(to) && (await head(to))) return true;
      // On the store's side; the new key gets its own cache policy (a rollback's copy is immutable).
      await call(() =>
        client.send(
          new CopyObjectCommand({
            Bucket,
            Key: to,
            CopySource: `${Bucket}/${from}`,
            MetadataDirective: "REPLACE",
            ContentType: source.ContentType ?? "application/octet-stream",
            CacheControl: cacheOf(to),
          }),
        ),
      );
      return true;
    },

    close: () => client.destroy(),

    ...storageAddresses(options.publicBase, options.cdnUrl),
  };

  async function* rangeOf(key: string, start: number, end: number, etag: string | undefined) {
    const object = await call(() =>
      client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}`, IfMatch: etag })),
    );
    if (object.Body) yield* object.Body as Readable;
  }

  return storage;
}
