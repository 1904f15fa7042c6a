import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { freePort } from "../db/embedded.js";

const API_DIR = path.resolve(import.meta.dirname, "..", "..");

/** A real server process (`node --import tsx src/main.ts`) and what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

/** What the server prints, and exits 1 on, when its port is taken (main.ts). */
const PORT_IN_USE = "the port is in use";

/**
 * Starts the server and waits for its banner (60 s deadline: tsx compiles on the fly on busy cores). The
 * port was free when chosen, yet another test's process may take it before the server listens (the OS
 * hands the same ephemeral ports to outgoing connections too): then the server says so and exits, and
 * it is started again on another port.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = await startOnce(env);
    if (server !== PORT_IN_USE) return server;
    if (attempt === 3) throw new Error("the server found its port in use three times");
  }
}

/**
 * Runs the server (`node --import tsx src/main.ts`) with `env` over loopback defaults (embedded database,
 * no demo ads, warnings only) and collects what it prints; its URL is that of `env.PORT`.
 */
export function spawnServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      ADSTUDIO_DEMO_ADS: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

async function startOnce(env: Record<string, string>): Promise<ServerProcess | typeof PORT_IN_USE> {
  const server = spawnServerProcess({ PORT: String(await freePort()), ...env });
  const { child, output } = server;
  let portInUse = false;
  await waitUntil(
    () => {
      if (child.exitCode === null) return output().includes("Adstudio is running");
      portInUse = output().includes(PORT_IN_USE);
      if (portInUse) return true;
      throw new Error(`server exited before starting:\n${output()}`);
    },
    60_000,
    () => `the server to start:\n${output()}`,
  );
  return portInUse ? PORT_IN_USE : server;
}

/** Polls `check` until it is true; fails after `ms` naming what it waited for. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: () => string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${ms} ms waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with the exit (code or signal) if the process ends within `ms`, else with "still running". */
export function exitWithin(server: ServerProcess, ms: number): Promise<number | string | null> {
  return Promise.race([
    server.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve("still running"), ms).unref()),
  ]);
}

/** The postmaster's process id from `<pgDir>/postmaster.pid`, if the file is there. */
export async function postmasterPidIn(pgDir: string): Promise<number | undefined> {
  // Read without a prior existence check: PostgreSQL removes the file as it dies or restarts, so it can
  // vanish between a check and the read.
  const text = await readFile(path.join(pgDir, "postmaster.pid"), "utf8").catch(() => "");
  const pid = Number.parseInt(text.split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** Signs in and creates a URL QR link; answers the token and the link's id and scan code. */
export async function qrLinkFor(url: string, password: string, name: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "superadmin", password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/qr/create`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ id: name, type: "url", targetUrl: "https://example.com/poster" }),
  });
  const { qrLink } = (await created.json()) as { qrLink: { _id: string; code: string } };
  return { auth, id: qrLink._id, code: qrLink.code };
}

/**
 * Traffic while the database goes away: `loops` clients each alternating a counted QR scan and a
 * signed-in read, recording every status and whether each 503 said when to retry.
 */
export class Traffic {
  readonly statuses = new Map<number, number>();
  acknowledgedScans = 0;
  sentScans = 0;
  unavailableWithoutRetryAfter = 0;
  #running = true;
  readonly #done: Promise<void>;

  constructor(url: string, link: { auth: Record<string, string>; id: string; code: string }, loops = 6) {
    const loop = async () => {
      for (let n = 0; this.#running; n++) {
        const scan = n % 2 === 0;
        if (scan) this.sentScans++;
        const res = await fetch(scan ? `${url}/q/${link.code}` : `${url}/api/qr/${link.id}`, {
          redirect: "manual",
          headers: scan ? { "user-agent": BROWSER_UA } : link.auth,
        }).catch(() => undefined);
        if (!res) continue;
        await res.arrayBuffer().catch(() => undefined);
        this.statuses.set(res.status, (this.statuses.get(res.status) ?? 0) + 1);
        if (scan && res.status === 302) this.acknowledgedScans++;
        if (res.status === 503 && !res.headers.get("retry-after")) this.unavailableWithoutRetryAfter++;
      }
    };
    this.#done = Promise.all(Array.from({ length: loops }, loop)).then(() => undefined);
  }

  count(status: number): number {
    return this.statuses.get(status) ?? 0;
  }

  /** Waits for `more` scans acknowledged beyond those so far; fails after `ms` naming `what`. */
  async scans(more: number, what: string, ms = 20_000): Promise<void> {
    const from = this.acknowledgedScans;
    await waitUntil(
      () => this.acknowledgedScans >= from + more,
      ms,
      () => what,
    );
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#done;
  }
}

/**
 * Stops the load and checks what it met across the outage: never a 500, only 200/302/503, every 503
 * with Retry-After, and every acknowledged scan in the database (a scan is answered only once its batch
 * committed), yet no more than were sent.
 */
export async function stopAndCheckTraffic(
  traffic: Traffic,
  url: string,
  link: { auth: Record<string, string>; id: string },
): Promise<void> {
  await traffic.stop();
  expect(traffic.count(500)).toBe(0);
  expect([...traffic.statuses.keys()].every((status) => [200, 302, 503].includes(status))).toBe(true);
  expect(traffic.unavailableWithoutRetryAfter).toBe(0);
  const count = await scanCountOf(url, link);
  expect(count).toBeGreaterThanOrEqual(traffic.acknowledgedScans);
  expect(count).toBeLessThanOrEqual(traffic.sentScans);
}

/** The link's scan count as the API reads it from the database. */
export async function scanCountOf(url: string, link: { auth: Record<string, string>; id: string }) {
  const res = await fetch(`${url}/api/qr/${link.id}`, { headers: link.auth });
  return ((await res.json()) as { qrLink: { scanCount: number } }).qrLink.scanCount;
}
