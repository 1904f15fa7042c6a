import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import type { AppDeps } from "../app-env.js";
import { loadConfig } from "../config.js";
import { closeDeps, createDeps, MIGRATIONS_FOLDER } from "../deps.js";
import { createLogger } from "../logger.js";
import { waitUntil } from "../test-support/server-process.js";
import { TEST_ADMIN_PASSWORD, withDatabase } from "../test-support/test-app.js";
import { MIGRATION_LOCK } from "./client.js";

// Replicas started together on an empty database: one migrates and seeds, the others wait for it, so
// no migration runs twice and the seed (form elements have no unique key) is not written twice.

const adminUrl = () => withDatabase(inject("adminDatabaseUrl"), "postgres");
let name: string;
let databaseUrl: string;
const opened: AppDeps[] = [];

beforeEach(async () => {
  name = `t_${randomBytes(6).toString("hex")}`;
  await query(adminUrl(), `create database ${name}`);
  databaseUrl = withDatabase(inject("adminDatabaseUrl"), name);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map(closeDeps));
  await query(adminUrl(), `drop database if exists ${name} with (force)`);
});

/** One replica's start (migrate, seed, shared secrets), with what it logged. */
function startReplica() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ ADSTUDIO_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, LOG_LEVEL: "info" });
  const started = createDeps(config, createLogger("info", sink), databaseUrl).then(({ deps }) => {
    opened.push(deps);
    return deps;
  });
  return { started, logged: () => lines.join("") };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function committedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  return journal.entries.length;
}

describe("migrations with several replicas", () => {
  it("two replicas starting at once on an empty database both start, and each migration and seed row is there once", async () => {
    const [a, b] = [startReplica(), startReplica()];
    const [depsA, depsB] = await Promise.all([a.started, b.started]);
    expect(depsA).toBeDefined();
    expect(depsB).toBeDefined();

    const applied = await query<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    expect(applied[0]?.n).toBe(await committedMigrations());
    const duplicates = await query(
      databaseUrl,
      "select element from form_elements group by element having count(*) > 1",
    );
    expect(duplicates).toEqual([]);
    const admins = await query<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from users where lower(username) = 'superadmin'",
    );
    expect(admins[0]?.n).toBe(1);
    // Both sign tokens with the same generated key: a token from one replica is good on the other.
    expect(Buffer.from(depsA.jwtKey).equals(Buffer.from(depsB.jwtKey))).toBe(true);
  });

  it("a replica that finds another one migrating waits, touching nothing, and starts once that one is done", async () => {
    // This connection plays the replica that is migrating.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
      const waiting = startReplica();
      let done = false;
      void waiting.started.then(() => {
        done = true;
      });
      await waitUntil(
        () => waiting.logged().includes("another replica is migrating the database; waiting for it"),
        30_000,
        () => `the waiting message, got:\n${waiting.logged()}`,
      );
      expect(done).toBe(false);
      const schemas = await holder.query("select 1 from pg_namespace where nspname = 'drizzle'");
      expect(schemas.rowCount).toBe(0);

      await holder.query("select pg_advisory_unlock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
      await waiting.started;
      const applied = await holder.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]?.n).toBe(await committedMigrations());
    } finally {
      await holder.end();
    }
  });
});
