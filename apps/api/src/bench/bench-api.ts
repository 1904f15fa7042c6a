import type http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp, serverFor } from "../app.js";
import type { AppDeps } from "../app-env.js";
import { type Config, loadConfig } from "../config.js";
import { startEmbeddedPostgres } from "../db/embedded.js";
import { closeDeps, createDeps } from "../deps.js";

export interface BenchApi {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  deps: AppDeps;
  config: Config;
  /** Closes the server, the pool and the embedded PostgreSQL (the data directory stays). */
  stop(): Promise<void>;
}

/**
 * The real API, as `npm start` runs it, on the embedded PostgreSQL of `dataDir`, served on a free loopback
 * port, with `env` added to its configuration. Request logs stay on (one JSON line per request at info, as in production) but go nowhere.
 */
export async function startBenchApi(
  dataDir: string,
  adminPassword: string,
  env: Record<string, string> = {},
): Promise<BenchApi> {
  const logger = pino({ level: "info", base: { service: "adstudio-api" } }, pino.destination("/dev/null"));
  const embedded = await startEmbeddedPostgres(dataDir, pino({ level: "error" }));
  let deps: AppDeps | undefined;
  let server: http.Server | undefined;
  const stop = async () => {
    const open = server;
    if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
    if (deps) await closeDeps(deps);
    await embedded.stop();
  };
  try {
    const config = loadConfig({ ...env, ADSTUDIO_DATA_DIR: dataDir, ADSTUDIO_ADMIN_PASSWORD: adminPassword });
    const started = (await createDeps(config, logger, embedded.url)).deps;
    deps = started;
    const app = serve({
      fetch: createApp(started).fetch,
      port: 0,
      hostname: "127.0.0.1",
      createServer: serverFor(started),
    }) as http.Server;
    server = app;
    await new Promise<void>((resolve) => (app.listening ? resolve() : app.once("listening", resolve)));
    const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    return { origin, deps: started, config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
