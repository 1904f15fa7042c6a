import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server } from "../test-support/s3-server.js";
import { createS3Storage, type S3Storage } from "./s3-storage.js";
import { StorageUnavailableError } from "./storage.js";
import { sliceBytes, storageSuite } from "./storage-suite.js";

const server = await startS3Server();
const MiB = 1024 * 1024;
const storageOf = (bucket = server.bucket): S3Storage =>
  createS3Storage({
    bucket,
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    maxAttempts: 2,
  });
const storage = storageOf();
afterAll(async () => {
  storage.close();
  await server.close();
});

storageSuite("S3 storage", () => storage);

/** `count` MiB of a repeating pattern, one MiB per chunk, so every part has distinct bytes. */
async function* mebibytes(count: number, between?: (index: number) => Promise<void>) {
  for (let i = 0; i < count; i++) {
    await between?.(i);
    yield Buffer.alloc(MiB, i % 251);
  }
}

describe("S3 storage", () => {
  it("sends a large stream as a multipart upload and reads any range of it back", async () => {
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
    await storage.put("media/big.bin", mebibytes(12), "application/octet-stream");
    storage.client.middlewareStack.remove("recordCommands");
    // Three parts of 5, 5 and 2 MiB, sent as the stream arrived.
    expect(sent.filter((name) => name === "UploadPartCommand")).toHaveLength(3);
    expect(sent).toContain("CompleteMultipartUploadCommand");
    expect(sent).not.toContain("PutObjectCommand");
    const body = await storage.open("media/big.bin");
    expect(body?.size).toBe(12 * MiB);
    const across = await sliceBytes(body?.slice(5 * MiB - 2, 5 * MiB + 1) ?? new Uint8Array());
    expect([...across]).toEqual([4, 4, 5, 5]);
  });

  it("stores content-addressed files and published versions immutable, other files for five minutes", async () => {
    const hash = "b".repeat(64);
    await storage.put(`assets/${hash}.png`, new Uint8Array([1]), "image/png");
    await storage.put(
      "creatives/0b7e4c3a-3c1e-4f2b-9a57-3f5c2f1e9d10/2/index.html",
      new Uint8Array([1]),
      "text/html",
    );
    await storage.put("creatives/templates/t1/index.html", new Uint8Array([1]), "text/html");
    const cacheOf = async (Key: string) =>
      (await storage.client.send(new HeadObjectCommand({ Bucket: server.bucket, Key }))).CacheControl;
    expect(await cacheOf(`assets/${hash}.png`)).toBe("public, max-age=31536000, immutable");
    expect(await cacheOf("creatives/0b7e4c3a-3c1e-4f2b-9a57-3f5c2f1e9d10/2/index.html")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(await cacheOf("creatives/templates/t1/index.html")).toBe("public, max-age=300");
  });

  it("says clearly at start when the bucket does not exist", async () => {
    const missing = storageOf("no-such-bucket");
    await expect(missing.check()).rejects.toThrow(
      `The S3 bucket "no-such-bucket" at ${server.endpoint} does not exist.`,
    );
    missing.close();
    await expect(storage.check()).resolves.toBeUndefined();
  });

  describe("during an outage", () => {
    it("fails every call as unavailable, and a file whose upload broke is not stored at all", async () => {
      await storage.put("outage/kept.txt", new TextEncoder().encode("kept"), "text/plain");
      // The server goes away after the first part of a multipart upload has gone out.
      const broken = storage.put(
        "outage/big.bin",
        mebibytes(12, async (i) => {
          if (i === 6) await server.stop();
        }),
        "application/octet-stream",
      );
      await expect(broken).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.get("outage/kept.txt")).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.open("outage/kept.txt")).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.list("outage/")).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(
        storage.put("outage/small.txt", new TextEncoder().encode("x"), "text/plain"),
      ).rejects.toBeInstanceOf(StorageUnavailableError);

      await server.start();
      expect(await storage.list("outage/")).toEqual(["outage/kept.txt"]);
      expect(await storage.get("outage/big.bin")).toBeNull();
    });
  });
});
