import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedServer, startEmbeddedPostgres } from "./db/embedded.js";
import { createLogger } from "./logger.js";
import {
  exitWithin,
  qrLinkFor,
  startServerProcess,
  stopAndCheckTraffic,
  Traffic,
  waitUntil,
} from "./test-support/server-process.js";

/**
 * Issue 32, database loss with an external DATABASE_URL: the test runs its own PostgreSQL cluster (the
 * embedded binaries, a separate data directory), points the real server process at it, stops it under
 * load and starts it again. Meanwhile every request that needs it answers 503 with Retry-After; the API
 * recovers by itself within 10 s of the database's return; SIGTERM with the database gone still stops.
 */
const PASSWORD = "external-db-password";
let root: string;
let external: EmbeddedServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-external-"));
  external = await startEmbeddedPostgres(path.join(root, "db"), createLogger("silent"));
});
afterAll(async () => {
  await external?.stop();
  await rm(root, { recursive: true, force: true });
});

const health = (url: string) => fetch(`${url}/api/health`).catch(() => undefined);

// Each test starts the real server (tsx compiling on the fly) once or twice; on two busy cores that
// can take half a minute, so the ceiling is above the usual run. Every wait inside has its own deadline.
describe("external PostgreSQL stopped and started under load", { timeout: 90_000 }, () => {
  it("answers 503 with Retry-After while it is gone, recovers by itself, loses no acknowledged scan", async () => {
    const server = await startServerProcess({
      DATABASE_URL: external.url,
      ADSTUDIO_DATA_DIR: path.join(root, "api"),
      ADSTUDIO_ADMIN_PASSWORD: PASSWORD,
    });
    try {
      const link = await qrLinkFor(server.url, PASSWORD, "external-outage");
      const traffic = new Traffic(server.url, link);
      await traffic.scans(30, "scans before the outage");

      await external.stop();
      await waitUntil(
        async () => (await health(server.url))?.status === 503,
        10_000,
        () => "health to say so",
      );
      const down = await health(server.url);
      expect(await down?.json()).toMatchObject({ status: "error", database: "unreachable" });
      expect(down?.headers.get("retry-after")).toBe("2");
      // A signed-in write and read both say what happened and when to try again.
      const save = await fetch(`${server.url}/api/qr/create`, {
        method: "POST",
        headers: { ...link.auth, "content-type": "application/json" },
        body: JSON.stringify({ id: "during-outage", type: "url", targetUrl: "https://example.com/x" }),
      });
      expect(save.status).toBe(503);
      expect(save.headers.get("retry-after")).toBe("2");
      expect(await save.json()).toEqual({
        message: "The database is unavailable. Try again in a few seconds.",
      });
      await waitUntil(
        () => traffic.count(503) >= 10,
        10_000,
        () => "requests during the outage",
      );
      // Every signed-in GET of the API without path parameters: none answers 500, each 503 says when to
      // retry, and the lists (which must read the database) are among the 503s.
      const { paths } = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, { get?: unknown }>;
      };
      const answers = new Map<string, Response>();
      for (const [route, operations] of Object.entries(paths)) {
        if (!operations.get || route.includes("{")) continue;
        answers.set(route, await fetch(`${server.url}${route}`, { headers: link.auth, redirect: "manual" }));
      }
      expect(answers.size).toBeGreaterThan(20);
      for (const [route, res] of answers) {
        expect(res.status, route).not.toBe(500);
        if (res.status === 503) expect(res.headers.get("retry-after"), route).not.toBeNull();
      }
      for (const route of ["/api/ads", "/api/qr", "/api/company", "/api/chat/contacts"]) {
        expect(answers.get(route)?.status, route).toBe(503);
      }

      await external.restart();
      await waitUntil(
        async () => (await health(server.url))?.status === 200,
        10_000,
        () => `the API to recover:\n${server.output()}`,
      );
      await traffic.scans(30, "scans after it");
      await stopAndCheckTraffic(traffic, server.url, link);

      // The database gone again, requests waiting on it: SIGTERM still ends the process within 10 s.
      const again = new Traffic(server.url, link, 4);
      await external.stop();
      await waitUntil(
        () => again.count(503) >= 4,
        10_000,
        () => "requests during the second outage",
      );
      server.child.kill("SIGTERM");
      expect(await exitWithin(server, 10_000), server.output()).toBe(0);
      await again.stop();
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});
