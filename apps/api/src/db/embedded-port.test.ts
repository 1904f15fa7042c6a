import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { type EmbeddedServer, freePort, startEmbeddedPostgres } from "./embedded.js";

// The port chosen for PostgreSQL was free a moment before; another program taking it in between must
// not stop the studio from starting.
const lines: string[] = [];
let dataDir: string;
let server: EmbeddedServer | undefined;
const taken = createServer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-pgport-"));
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => taken.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL's port", () => {
  it("is chosen again when another program took it before PostgreSQL could listen", async () => {
    const takenPort = (taken.address() as AddressInfo).port;
    const offered: number[] = [];
    const choosePort = async () => {
      const port = offered.length === 0 ? takenPort : await freePort();
      offered.push(port);
      return port;
    };
    server = await startEmbeddedPostgres(
      dataDir,
      createLogger("warn", { write: (line: string) => void lines.push(line) }),
      choosePort,
    );
    expect(offered).toHaveLength(2);
    expect(new URL(server.url).port).toBe(String(offered[1]));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    expect(lines.join("")).toContain("embedded PostgreSQL found its port taken; starting it on another");
  });
});
