// A real S3 protocol server on loopback (s3rver, objects in a temporary folder) for the storage tests and
// the app's S3 tests: the adapter talks to it through the same SDK calls as to AWS, MinIO or R2.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the API at this server (ADSTUDIO_S3_*). */
  env: Record<string, string>;
  /** Stops answering (an outage); `start` brings the same store back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(bucket = "adstudio-test"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "adstudio-s3rver-"));
  let port = 0;
  let server: S3rver | undefined;

  const start = async () => {
    server = new S3rver({ address: "127.0.0.1", port, silent: true, directory });
    ({ port } = await server.run());
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // Keep-alive sockets of the SDK would hold `close` open; an outage cuts them.
    (running as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    await running.close();
  };

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();

  return {
    endpoint,
    bucket,
    env: {
      ADSTUDIO_S3_BUCKET: bucket,
      ADSTUDIO_S3_ENDPOINT: endpoint,
      ADSTUDIO_S3_REGION: "us-east-1",
      ADSTUDIO_S3_FORCE_PATH_STYLE: "true",
      ADSTUDIO_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      ADSTUDIO_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    stop,
    start,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const S3RVER_CREDENTIALS = CREDENTIALS;
