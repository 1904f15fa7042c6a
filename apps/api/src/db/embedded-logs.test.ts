import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { type EmbeddedServer, startEmbeddedPostgres } from "./embedded.js";

// PostgreSQL's own log lines are passed to ours at debug level, so they must not carry row values.
const lines: string[] = [];
let dataDir: string;
let server: EmbeddedServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-pglog-"));
  server = await startEmbeddedPostgres(
    dataDir,
    createLogger("debug", { write: (line: string) => void lines.push(line) }),
  );
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL's log lines", () => {
  it("report a failed insert without the row's values or the statement", async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query("create table people (email text unique)");
      await client.query("insert into people values ($1)", ["private.person@example.com"]);
      await expect(
        client.query("insert into people values ($1)", ["private.person@example.com"]),
      ).rejects.toThrow(/duplicate key/);
    } finally {
      await client.end();
    }
    await server.stop();
    const log = lines.join("");
    expect(log).toContain("duplicate key value violates unique constraint");
    expect(log).not.toContain("private.person@example.com");
    expect(log).not.toContain("insert into people");
  });
});
