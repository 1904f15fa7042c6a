import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = path.join(ROOT, "apps/api/dist/main.js");
const STUDIO_INDEX = path.join(ROOT, "apps/studio-web/dist/index.html");
const START_TIMEOUT_MS = 90_000;

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** A port that was free a moment ago; the OS picks it, so parallel runs do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /**
   * Seed the demo company with one published ad per format, as `npm start` does. Off by default: most
   * specs count the companies and ads they make, and the demo company would be one more.
   */
  demoAds?: boolean;
}

/** Where the run's template data directory is (global-setup.ts sets it before any worker starts). */
export const TEMPLATE_DIR_ENV = "ADSTUDIO_E2E_TEMPLATE_DIR";

/**
 * Starts the real built product (`node apps/api/dist/main.js`) on a fresh embedded PostgreSQL in a
 * temporary data directory and waits until /api/health answers ok. The directory starts as a copy of the
 * run's template (a product that started once and stopped: initdb, migrations and the seeded superadmin
 * done), which made each file's start ~1.5 s shorter than running initdb and the migrations again; it is
 * still a database of its own. Without a template (a spec run outside the config) it starts empty.
 */
export async function startServer(
  adminPassword: string,
  options: ServerOptions = {},
): Promise<RunningServer> {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adstudio-e2e-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const template = process.env[TEMPLATE_DIR_ENV];
    if (template) copyDataDir(template, dataDir);
    const server = await launch(dataDir, adminPassword, options);
    return {
      baseURL: server.baseURL,
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/** Starts the product once on an empty data directory and stops it cleanly: the run's template. */
export async function prepareTemplate(adminPassword: string): Promise<string> {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adstudio-e2e-template-"));
  try {
    await (await launch(dataDir, adminPassword, {})).stop();
    return dataDir;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The built server and studio the tests drive; a clear error (not a failed start) when they are missing. */
function assertBuilt(): void {
  for (const [file, hint] of [
    [MAIN, "@adstudio/api"],
    [STUDIO_INDEX, "@adstudio/studio-web"],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(
        `${path.relative(ROOT, file)} is missing: build first (npx pnpm@12.21.0 exec turbo run build --filter=${hint})`,
      );
    }
  }
}

/**
 * `cp -a`: PostgreSQL runs as the `postgres` user when the tests run as root, and refuses a data
 * directory it does not own, so ownership and modes must survive the copy (Node's cpSync keeps neither).
 */
function copyDataDir(from: string, to: string): void {
  const copy = spawnSync("cp", ["-a", `${from}/.`, to], { encoding: "utf8" });
  if (copy.status !== 0) throw new Error(`copying the template data directory failed: ${copy.stderr}`);
}

/** What the server prints, and exits 1 on, when its port is taken (apps/api/src/main.ts). */
const PORT_IN_USE = "the port is in use";

/**
 * The product on `dataDir` (which its caller made and removes), once it listens and /api/health answers
 * ok. The port was free when chosen, yet another worker's process may take it before the server listens
 * (the OS hands the same ephemeral ports to outgoing connections and PostgreSQL): then the server says so
 * and stops, and it is started again on another port.
 */
async function launch(
  dataDir: string,
  adminPassword: string,
  options: ServerOptions,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(dataDir, adminPassword, options);
    } catch (error) {
      if (attempt === 3 || !(error as Error).message.includes(PORT_IN_USE)) throw error;
    }
  }
}

async function launchOnce(
  dataDir: string,
  adminPassword: string,
  options: ServerOptions,
): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: path.join(ROOT, "apps/api"),
    env: {
      ...process.env,
      ADSTUDIO_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADSTUDIO_PUBLIC_URL: baseURL,
      ADSTUDIO_DEMO_ADS: options.demoAds ? "true" : "false",
      ADSTUDIO_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  // Its banner, printed once it listens, says the port is ours: another worker's server that took the port
  // would answer /api/health as well.
  let stdout = "";
  let listening = false;
  child.stdout?.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (listening) return;
    stdout += chunk.toString();
    listening = stdout.includes("Adstudio is running");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    // Warnings and errors of the server are worth seeing next to the test that caused them.
    process.stderr.write(`[server] ${chunk}`);
  });

  // If the runner dies without its teardown, do not leave a server (and PostgreSQL) behind.
  const orphanGuard = () => child.kill("SIGTERM");
  process.once("exit", orphanGuard);
  const stop = async () => {
    process.removeListener("exit", orphanGuard);
    await stopChild(child);
  };

  try {
    await waitForHealth(baseURL, child, () => listening);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join("")}`);
  }
  return { baseURL, stop };
}

async function waitForHealth(baseURL: string, child: ChildProcess, listening: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start (${child.exitCode ?? child.signalCode})`);
    }
    if (listening()) {
      try {
        const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) });
        if (response.ok) return;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseURL}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server stop PostgreSQL cleanly; SIGKILL only if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
