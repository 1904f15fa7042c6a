import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive } from "./db/embedded.js";
import {
  postmasterPidIn,
  type ServerProcess,
  spawnServerProcess,
  startServerProcess,
} from "./test-support/server-process.js";

/**
 * Runs the real server process (`node --import tsx src/main.ts`) on the embedded PostgreSQL and
 * checks what an operator relies on: SIGTERM stops PostgreSQL cleanly, and after a SIGKILL of both
 * the server and PostgreSQL, a restart on the same data has every acknowledged write.
 */
const PASSWORD = "lifecycle-password";
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-lifecycle-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The server on this file's data directory, with the demo company's published ads seeded. */
function startServer(): Promise<ServerProcess> {
  return startServerProcess({
    ADSTUDIO_DATA_DIR: dataDir,
    ADSTUDIO_ADMIN_PASSWORD: PASSWORD,
    ADSTUDIO_DEMO_ADS: "true",
    // The SIGKILL test's 240 beacons stand for 240 people but come from one client (one address and
    // user agent); over the default 60 a minute they would be invalid, not impressions.
    ADSTUDIO_TRACKER_CLIENT_LIMIT: "1000",
  });
}

/** Runs the server with `env` until it exits by itself (it cannot listen): its exit and what it printed. */
async function failedStart(env: Record<string, string>): Promise<{ code: unknown; output: string }> {
  const server = spawnServerProcess({ ADSTUDIO_DATA_DIR: dataDir, ...env });
  return { code: await server.exited, output: server.output() };
}

const postmasterPid = () => postmasterPidIn(path.join(dataDir, "pg"));

async function register(url: string, n: number) {
  return fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      displayName: `Durable ${n}`,
      email: `durable${n}@example.com`,
      password: "secret-pass",
    }),
  });
}

// Each test starts the real server (tsx compiling on the fly) two or three times: on 2 busy cores that
// can pass 30 s, so the file allows more. A hang still fails.
describe("server process lifecycle", { timeout: 120_000 }, () => {
  it("SIGTERM shuts PostgreSQL down cleanly", async () => {
    const server = await startServer();
    const pid = await postmasterPid();
    expect(pid).toBeGreaterThan(0);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // A clean shutdown removes postmaster.pid; a crash leaves it behind.
    expect(await postmasterPid()).toBeUndefined();
    expect(isAlive(pid ?? 0)).toBe(false);
  });

  it("SIGTERM with a chat event stream open still stops at once and cleanly", async () => {
    const server = await startServer();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "superadmin", password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const ticketRes = await fetch(`${server.url}/api/chat/stream-ticket`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const stream = await fetch(`${server.url}/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");
    server.child.kill("SIGTERM");
    // The server ends the stream itself instead of waiting for the client to leave.
    for (;;) if ((await reader.read()).done) break;
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(await postmasterPid()).toBeUndefined();
  });

  it("after SIGKILL of the server and PostgreSQL, a restart has every acknowledged write", async () => {
    const server = await startServer();
    const acknowledged: number[] = [];
    for (let n = 0; n < 20; n++) {
      if ((await register(server.url, n)).status === 200) acknowledged.push(n);
    }
    expect(acknowledged).toHaveLength(20);
    const pgPid = await postmasterPid();
    server.child.kill("SIGKILL");
    await server.exited;
    if (pgPid && isAlive(pgPid)) process.kill(pgPid, "SIGKILL");

    const restarted = await startServer();
    try {
      for (const n of acknowledged) {
        const res = await fetch(`${restarted.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `durable${n}@example.com`, password: "secret-pass" }),
        });
        expect(res.status).toBe(200);
      }
    } finally {
      restarted.child.kill("SIGTERM");
      expect(await restarted.exited).toBe(0);
    }
  });

  it("SIGKILL during tracker ingest loses no acknowledged beacon (issue 15)", async () => {
    const server = await startServer();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "superadmin", password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${server.url}/api/ads?limit=1`, { headers: auth })).json()) as {
      ads: { _id: string; status: string; teaser: Record<string, unknown> }[];
    };
    const adId = list.ads[0]?._id ?? "";
    expect(adId).not.toBe("");
    // A seeded demo ad is published: beacons name one of its sizes, as its creative's do.
    expect(list.ads[0]?.status).toBe("published");
    const size = Object.keys(list.ads[0]?.teaser ?? {})[0] ?? "";
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    let sent = 0;
    let acknowledged = 0;
    const wave = () =>
      Promise.all(
        Array.from({ length: 40 }, () => {
          sent++;
          const url = `${server.url}/api/tracker/event?ad=${adId}&size=${size}&event=impression&imp=crash${String(sent).padStart(6, "0")}`;
          return fetch(url, { method: "POST", headers: { "user-agent": browser } }).then(
            (res) => {
              if (res.status === 204) acknowledged++;
            },
            () => undefined,
          );
        }),
      );
    for (let i = 0; i < 5; i++) await wave();
    // Kill the server and PostgreSQL while a wave is in flight: some of it is answered, some not.
    const inFlight = wave();
    const pgPid = await postmasterPid();
    server.child.kill("SIGKILL");
    if (pgPid && isAlive(pgPid)) process.kill(pgPid, "SIGKILL");
    await inFlight;
    await server.exited;
    expect(acknowledged).toBeGreaterThanOrEqual(200);

    const restarted = await startServer();
    try {
      const again = await fetch(`${restarted.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "superadmin", password: PASSWORD }),
      });
      const fresh = { authorization: `Bearer ${((await again.json()) as { token: string }).token}` };
      const res = await fetch(`${restarted.url}/api/tracker/kpis?range=T&ad=${adId}`, { headers: fresh });
      const { kpis } = (await res.json()) as { kpis: { impressions: number } };
      // Every 204 is in the store; a beacon cut off before its answer may or may not be.
      expect(kpis.impressions).toBeGreaterThanOrEqual(acknowledged);
      expect(kpis.impressions).toBeLessThanOrEqual(sent);
    } finally {
      restarted.child.kill("SIGTERM");
      await restarted.exited;
    }
  });

  it("restarts after a SIGKILL of the server alone, stopping the PostgreSQL it left running", async () => {
    const server = await startServer();
    expect((await register(server.url, 100)).status).toBe(200);
    const orphan = await postmasterPid();
    server.child.kill("SIGKILL");
    await server.exited;
    expect(isAlive(orphan ?? 0)).toBe(true);
    const restarted = await startServer();
    try {
      expect(await postmasterPid()).not.toBe(orphan);
      const res = await fetch(`${restarted.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "durable100@example.com", password: "secret-pass" }),
      });
      expect(res.status).toBe(200);
    } finally {
      restarted.child.kill("SIGTERM");
      await restarted.exited;
    }
  });

  it("a port in use: one clear line, exit 1, and PostgreSQL stopped", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const { code, output } = await failedStart({ HOST: "127.0.0.1", PORT: String(port) });
      expect(code, output).toBe(1);
      expect(output).toContain(
        `Adstudio cannot listen on 127.0.0.1:${port}: the port is in use by another program (set PORT to a free one).`,
      );
      // No stack trace for an everyday mistake, and no PostgreSQL left running on the data.
      expect(output).not.toContain("    at ");
      expect(await postmasterPid()).toBeUndefined();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("an address the machine does not have: one clear line naming HOST, exit 1", async () => {
    // 192.0.2.0/24 is reserved for documentation: no machine has it.
    const { code, output } = await failedStart({ HOST: "192.0.2.1", PORT: "3999" });
    expect(code, output).toBe(1);
    expect(output).toContain(
      "Adstudio cannot listen on 192.0.2.1:3999: this machine has no such address (set HOST to one of its addresses).",
    );
    expect(await postmasterPid()).toBeUndefined();
  });
});
