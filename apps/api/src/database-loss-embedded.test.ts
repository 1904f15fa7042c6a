import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive } from "./db/embedded.js";
import {
  exitWithin,
  postmasterPidIn,
  qrLinkFor,
  type ServerProcess,
  startServerProcess,
  stopAndCheckTraffic,
  Traffic,
  waitUntil,
} from "./test-support/server-process.js";

/**
 * Issue 32, database loss with the embedded PostgreSQL: the real server process, its postmaster killed
 * with SIGKILL while requests run. Requests meanwhile answer 503 with Retry-After (never 500), the
 * server starts PostgreSQL again by itself, and no acknowledged scan is lost; when it keeps dying, the
 * process exits non-zero for its supervisor.
 */
const PASSWORD = "database-loss-password";
let dataDir: string;
const pgDir = () => path.join(dataDir, "pg");
const env = () => ({ ADSTUDIO_DATA_DIR: dataDir, ADSTUDIO_ADMIN_PASSWORD: PASSWORD });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-db-loss-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** After a failed test: neither the server nor its PostgreSQL may stay behind to trouble the next one. */
async function killAll(server: ServerProcess | undefined): Promise<void> {
  server?.child.kill("SIGKILL");
  await server?.exited;
  const pid = await postmasterPidIn(pgDir());
  if (pid && isAlive(pid)) process.kill(pid, "SIGKILL");
}

const healthOk = async (url: string) =>
  (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200;

// Each test starts the real server (tsx compiling on the fly) once or twice; on two busy cores that
// can take half a minute, so the ceiling is above the usual run. Every wait inside has its own deadline.
describe("embedded PostgreSQL killed under load", { timeout: 90_000 }, () => {
  it("answers 503 with Retry-After meanwhile, restarts it, loses no acknowledged scan, and stops on SIGTERM under load", async () => {
    const server = await startServerProcess(env());
    try {
      const link = await qrLinkFor(server.url, PASSWORD, "killed-postmaster");
      const traffic = new Traffic(server.url, link);
      await traffic.scans(30, "scans before the kill");
      const killed = (await postmasterPidIn(pgDir())) ?? 0;
      expect(isAlive(killed)).toBe(true);
      process.kill(killed, "SIGKILL");

      // The server notices and starts a new postmaster on the same data; the pool reconnects.
      await waitUntil(
        async () => {
          const pid = await postmasterPidIn(pgDir());
          return pid !== undefined && pid !== killed && (await healthOk(server.url));
        },
        30_000,
        () => `a restarted PostgreSQL:\n${server.output()}`,
      );
      await traffic.scans(30, "scans after it");

      await stopAndCheckTraffic(traffic, server.url, link);
      expect(traffic.count(503)).toBeGreaterThan(0);

      // SIGTERM while load goes on: the process stops, PostgreSQL cleanly with it, well within 10 s.
      const load = new Traffic(server.url, link);
      await load.scans(10, "load before SIGTERM");
      server.child.kill("SIGTERM");
      expect(await exitWithin(server, 10_000), server.output()).toBe(0);
      await load.stop();
      expect(load.count(500)).toBe(0);
      expect(await postmasterPidIn(pgDir())).toBeUndefined();
    } finally {
      await killAll(server);
    }
  });

  it("starts past a stale postmaster.pid naming another live process, without signalling it", async () => {
    // A process that is not PostgreSQL holds the id the lock file names (ids are reused after a crash
    // and a reboot); it must neither be killed nor stop the start.
    const bystander = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await writeFile(
        path.join(pgDir(), "postmaster.pid"),
        `${bystander.pid}\n${pgDir()}\n1700000000\n5432\n\n127.0.0.1\n  5432001   0\nready\n`,
      );
      const server = await startServerProcess(env());
      server.child.kill("SIGTERM");
      expect(await exitWithin(server, 10_000)).toBe(0);
      expect(isAlive(bystander.pid ?? 0)).toBe(true);
      expect(server.output()).toContain("postmaster.pid names a process that is not this PostgreSQL");
    } finally {
      bystander.kill("SIGKILL");
    }
  });

  it("exits non-zero when PostgreSQL keeps dying (the fourth death within minutes)", async () => {
    const server = await startServerProcess(env());
    try {
      let previous: number | undefined;
      for (let death = 1; death <= 3; death++) {
        const pid = (await postmasterPidIn(pgDir())) ?? 0;
        process.kill(pid, "SIGKILL");
        previous = pid;
        await waitUntil(
          async () => {
            const next = await postmasterPidIn(pgDir());
            return next !== undefined && next !== previous && (await healthOk(server.url));
          },
          30_000,
          () => `restart ${death}:\n${server.output()}`,
        );
      }
      process.kill((await postmasterPidIn(pgDir())) ?? 0, "SIGKILL");
      const code = await exitWithin(server, 15_000);
      expect(code, server.output()).toBe(1);
      expect(server.output()).toContain("embedded PostgreSQL cannot be kept running; exiting");
    } finally {
      await killAll(server);
    }
  });
});
