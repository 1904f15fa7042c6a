// The built product on a fresh embedded PostgreSQL with the demo company, for the browser benchmarks
// (editor-bench.mjs, pages-bench.mjs). Build first:
//   npx pnpm@12.21.0 exec turbo run build --filter=@adstudio/api --filter=@adstudio/studio-web
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = path.join(ROOT, "apps/api/dist/main.js");
export const BENCH_ADMIN = { email: "admin@adstudio.local", password: "bench-Superadmin-pass-2024" };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/api/dist/main.js (serving apps/studio-web/dist, or ADSTUDIO_STUDIO_DIR) with the demo ads
 * seeded, and waits for /api/health. Answers its address and a stop() that also removes the data.
 */
export async function startServer() {
  if (!existsSync(MAIN))
    throw new Error("apps/api/dist/main.js is missing: build the api and the studio first.");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adstudio-bench-"));
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
      ADSTUDIO_DEMO_ADS: "true",
      ADSTUDIO_ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The server did not start.");
}

/** One JSON call to the API; throws with the answer on anything but 2xx. */
export async function call(baseURL, token, method, route, body) {
  const response = await fetch(`${baseURL}${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
