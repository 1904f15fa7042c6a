import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/index.js";
import { createS3Storage, type S3Storage } from "../storage/s3-storage.js";
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from "../test-support/s3-server.js";
import { type MigrateCommandOptions, storageMigrateCommand } from "./storage-migrate.js";

const HASH = "c".repeat(64);
const FILES: [string, string, string][] = [
  [`assets/${HASH}.png`, "png bytes", "image/png"],
  ["companies/acme/logo.png", "logo", "image/png"],
  ["creatives/0b7e4c3a-3c1e-4f2b-9a57-3f5c2f1e9d10/1/index.html", "<p>ad</p>", "text/html; charset=utf-8"],
  [
    "creatives/0b7e4c3a-3c1e-4f2b-9a57-3f5c2f1e9d10/1/sz300x250/index.html",
    "<p>size</p>",
    "text/html; charset=utf-8",
  ],
];

let server: TestS3Server;
let dataDir: string;
let bucket: S3Storage;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-migrate-"));
  const local = createLocalStorage(path.join(dataDir, "files"));
  for (const [key, body, type] of FILES) await local.put(key, new TextEncoder().encode(body), type);
  env = { ...server.env, ADSTUDIO_DATA_DIR: dataDir };
  bucket = createS3Storage({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
});
afterAll(async () => {
  bucket?.close();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the command as `adstudio-admin storage migrate …` would, capturing its two outputs. */
async function migrate(options: MigrateCommandOptions, environment = env) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await storageMigrateCommand(options, environment, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("adstudio-admin storage migrate", () => {
  it("lists what it would copy on a dry run and writes nothing", async () => {
    const run = await migrate({ dryRun: true });
    expect(run.code).toBe(0);
    expect(run.out).toBe("Would copy 4 files (0.0 MB); 0 already in the bucket.");
    expect(run.err).toContain("[1/4] would copy  assets/");
    expect(await bucket.list("companies/")).toEqual([]);
  });

  it("copies every file with its content type, then skips them all when run again", async () => {
    const first = await migrate({});
    expect(first.code).toBe(0);
    expect(first.out).toBe("Copied 4 files (0.0 MB); 0 already in the bucket.");
    for (const [key, body, type] of FILES) {
      const stored = await bucket.get(key);
      expect(Buffer.from(stored?.bytes ?? []).toString(), key).toBe(body);
      expect(stored?.contentType, key).toBe(type);
    }
    const again = await migrate({});
    expect(again.out).toBe("Copied 0 files (0.0 MB); 4 already in the bucket.");
    expect(again.err).toContain("[4/4] in the bucket already  creatives/");
  });

  it("copies a file changed since the last run", async () => {
    await createLocalStorage(path.join(dataDir, "files")).put(
      "companies/acme/logo.png",
      new TextEncoder().encode("LOGO"),
      "image/png",
    );
    const run = await migrate({});
    expect(run.out).toBe("Copied 1 file (0.0 MB); 3 already in the bucket.");
    expect(Buffer.from((await bucket.get("companies/acme/logo.png"))?.bytes ?? []).toString()).toBe("LOGO");
  });

  it("says what is missing without a bucket", async () => {
    const without = await migrate({}, { ADSTUDIO_DATA_DIR: dataDir });
    expect(without).toMatchObject({
      code: 1,
      err: "ADSTUDIO_S3_BUCKET is not set: name the bucket to copy the files into.",
    });
  });

  it("stops with a clear message when the bucket cannot be reached", async () => {
    await server.stop();
    try {
      const run = await migrate({});
      expect(run.code).toBe(1);
      expect(run.err).toContain(`Migration stopped: The S3 storage at ${server.endpoint} cannot be reached`);
    } finally {
      await server.start();
    }
  });
});
