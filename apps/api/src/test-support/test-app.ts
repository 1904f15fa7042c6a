import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createApp } from "../app.js";
import type { AppDeps } from "../app-env.js";
import { type Config, loadConfig } from "../config.js";
import { closeDeps, createDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { recordContractMismatch } from "./contract-mismatches.js";
import { TEST_ADMIN_PASSWORD, withAdminClient, withDatabase } from "./databases.js";

export { TEST_ADMIN_PASSWORD, withDatabase } from "./databases.js";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  databaseUrl: string;
  /** Sends a JSON request through the app (no socket), with an optional bearer token. */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh database (a copy of the run's migrated and seeded template) and an app over it; one per test file. */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject("templateDatabase")}`),
  );
  const databaseUrl = withDatabase(adminUrl, name);
  const config: Config = loadConfig({
    ADSTUDIO_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: "silent",
    ...env,
  });
  const { deps } = await createDeps(config, createLogger("silent"), databaseUrl);
  const app = createApp(deps, { onContractMismatch: recordContractMismatch });
  return {
    app,
    deps,
    databaseUrl,
    request: requester(app),
    close: async () => {
      await closeDeps(deps);
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** `TestContext.request` over an app: JSON bodies, an optional bearer token and extra headers. */
function requester(app: ReturnType<typeof createApp>): TestContext["request"] {
  return async (method, path, options = {}) =>
    app.request(path, {
      method,
      headers: {
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined
        ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }
        : {}),
    });
}

/** A second API process on the test's database (its own pool, caches and LISTEN connection): a replica. */
export interface OtherProcess {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  request: TestContext["request"];
}

/** Starts another process's deps and app over `t`'s database; close it with `closeDeps(other.deps)`. */
export async function anotherProcess(t: TestContext): Promise<OtherProcess> {
  const config = loadConfig({ ADSTUDIO_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, LOG_LEVEL: "silent" });
  const { deps } = await createDeps(config, createLogger("silent"), t.databaseUrl);
  const app = createApp(deps);
  return { deps, app, request: requester(app) };
}

/** Response bodies in tests are asserted field by field, so they are read untyped. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export const json = (res: Response): Promise<any> => res.json();
