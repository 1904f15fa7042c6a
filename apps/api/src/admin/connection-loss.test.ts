import { existsSync } from "node:fs";
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
  root = await mkdtemp(path.join(tmpdir(), "adstudio-connection-loss-"));
  source = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "source") });
  target = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "target") });
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  await rm(root, { recursive: true, force: true });
});

/** The connections named `name` (their application_name), only those waiting on `waitEventType` if given. */
async function connectionsNamed(pool: pg.Pool, name: string, waitEventType?: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where application_name = $1 and ($2::text is null or wait_event_type = $2)`,
    [name, waitEventType ?? null],
  );
  return rows[0]?.n ?? 0;
}

/** Ends them, as a database restart or an operator's pg_terminate_backend does. */
async function endConnectionsNamed(pool: pg.Pool, name: string): Promise<void> {
  await pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
    name,
  ]);
}

describe("adstudio-admin backup when the database ends its connection", () => {
  it("fails with the error and writes no manifest, instead of ending the process", async () => {
    const { pool } = source.deps.database;
    const dir = path.join(root, "failed-backup");
    const run = backup({
      dir,
      config: { ...source.deps.config, databaseUrl: source.databaseUrl },
      storage: source.deps.storage,
      // Between two of the backup's statements, its connection idle in its transaction: a database
      // restart or an operator's pg_terminate_backend ends it. Unheard, the client's 'error' event
      // would end this process (vitest: an unhandled error, failing the run).
      afterSnapshot: async () => {
        expect(await connectionsNamed(pool, "adstudio-backup")).toBe(1);
        await endConnectionsNamed(pool, "adstudio-backup");
        await vi.waitFor(async () => expect(await connectionsNamed(pool, "adstudio-backup")).toBe(0));
      },
    });
    await expect(run).rejects.toThrow();
    expect(existsSync(path.join(dir, "manifest.json"))).toBe(false);
  });
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
    await vi.waitFor(async () => expect(await connectionsNamed(pool, "adstudio-restore", "Lock")).toBe(1), {
      timeout: 30_000,
    });
    // Listened to before the connection ends: the restore may fail before endConnectionsNamed's own
    // answer arrives, and a rejection nobody listened to yet is reported as unhandled.
    const failed = expect(run).rejects.toThrow(/terminat/i);
    await endConnectionsNamed(pool, "adstudio-restore");
    // Unheard, the client's 'error' event would end this process (vitest: an unhandled error).
    await failed;
    await holder.query("commit");
    holder.release();

    expect({ counts: await rowCounts(target), users: await userIds() }).toEqual(before);
  });
});
