import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowCounts } from "../test-support/row-counts.js";
import { createTestContext, type TestContext } from "../test-support/test-app.js";
import { backup } from "./backup.js";
import { restore } from "./restore.js";

let source: TestContext;
let target: TestContext;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-restore-loss-"));
  source = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "source") });
  target = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "target") });
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  await rm(root, { recursive: true, force: true });
});

describe("adstudio-admin restore when the database ends its connection", () => {
  it("fails with the error and changes nothing, instead of ending the process", async () => {
    const dir = path.join(root, "backup");
    await backup({
      dir,
      config: { ...source.deps.config, databaseUrl: source.databaseUrl },
      storage: source.deps.storage,
    });
    // The target's own rows (its seeded accounts have ids of their own), which a restore would replace.
    const { pool } = target.deps.database;
    const userIds = async () => (await pool.query("select id from users order by id")).rows;
    const before = { counts: await rowCounts(target), users: await userIds() };
    expect(before.users.length).toBeGreaterThan(0);

    // A transaction of the target's holds a lock the restore's load needs, so the restore waits on it
    // with a statement in flight: the moment an operator or a database restart can end its connection.
    const holder: pg.PoolClient = await pool.connect();
    await holder.query("begin");
    await holder.query("lock table companies in access share mode");
    const run = restore({
      dir,
      config: { ...target.deps.config, databaseUrl: target.databaseUrl },
      storage: target.deps.storage,
      force: true,
    });
    const restoreWaiting = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where application_name = 'adstudio-restore' and wait_event_type = 'Lock'`,
        )
      ).rows[0]?.n;
    await vi.waitFor(async () => expect(await restoreWaiting()).toBe(1), { timeout: 30_000 });
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'adstudio-restore'",
    );
    // Unheard, the client's 'error' event would end this process (vitest: an unhandled error).
    await expect(run).rejects.toThrow(/terminat/i);
    await holder.query("commit");
    holder.release();

    expect({ counts: await rowCounts(target), users: await userIds() }).toEqual(before);
  });
});
