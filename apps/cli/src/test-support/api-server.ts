import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The API package: its `src/main.ts` is the real server, run through tsx (no build needed). */
const API_DIR = path.resolve(import.meta.dirname, "../../../api");

export interface ApiServer {
  url: string;
  adminPassword: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** What the server prints, and exits 1 on, when its port is taken (apps/api/src/main.ts). */
const PORT_IN_USE = "the port is in use";

/**
 * Starts the real API server process (`node --import tsx apps/api/src/main.ts`) on a free port: on a
 * fresh database of `DATABASE_URL` when it is set, else on its own embedded PostgreSQL in a temporary
 * data directory. Resolves once the server says it is running. Another test's process may take the port
 * between its choosing and the server's listening: then the server says so, and it starts on another.
 */
export async function startApiServer(options: { logLevel?: string } = {}): Promise<ApiServer> {
  const adminPassword = `cli-admin-${randomBytes(6).toString("hex")}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-cli-api-"));
  const externalUrl = process.env.DATABASE_URL;
  const databaseName = `cli_${randomBytes(6).toString("hex")}`;
  let databaseUrl = "";
  if (externalUrl) {
    await adminQuery(externalUrl, `create database ${databaseName}`);
    const parsed = new URL(externalUrl);
    parsed.pathname = `/${databaseName}`;
    databaseUrl = parsed.toString();
  }
  const removeData = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (externalUrl) await adminQuery(externalUrl, `drop database if exists ${databaseName} with (force)`);
  };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ADSTUDIO_DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        ADSTUDIO_PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The import/export tests round-trip every company; the demo company would be one more.
        ADSTUDIO_DEMO_ADS: "false",
        ADSTUDIO_ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: options.logLevel ?? "warn",
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
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    const deadline = Date.now() + 120_000;
    while (!output.includes("Adstudio is running")) {
      if (child.exitCode !== null || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (output.includes("Adstudio is running")) {
      return {
        url: `http://127.0.0.1:${port}`,
        adminPassword,
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
          await removeData();
        },
      };
    }
    child.kill("SIGKILL");
    await exited;
    if (attempt === 3 || !output.includes(PORT_IN_USE)) {
      await removeData();
      throw new Error(`the API server did not start:\n${output}`);
    }
  }
}
