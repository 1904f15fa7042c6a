import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";
import { backup } from "./backup.js";

let t: TestContext;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-backup-loss-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "source") });
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

describe("adstudio-admin backup when the database ends its connection", () => {
  it("fails with the error and writes no manifest, instead of ending the process", async () => {
    const { pool } = t.deps.database;
    const backupConnections = async () =>
      (
        await pool.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = 'adstudio-backup'",
        )
      ).rows[0]?.n;
    const dir = path.join(root, "backup");
    const run = backup({
      dir,
      config: { ...t.deps.config, databaseUrl: t.databaseUrl },
      storage: t.deps.storage,
      // Between two of the backup's statements, its connection idle in its transaction: a database
      // restart or an operator's pg_terminate_backend ends it. Unheard, the client's 'error' event
      // would end this process (vitest: an unhandled error, failing the run).
      afterSnapshot: async () => {
        expect(await backupConnections()).toBe(1);
        await pool.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'adstudio-backup'",
        );
        await vi.waitFor(async () => expect(await backupConnections()).toBe(0));
      },
    });
    await expect(run).rejects.toThrow();
    expect(existsSync(path.join(dir, "manifest.json"))).toBe(false);
  });
});
