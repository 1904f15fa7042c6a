import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type EmbeddedServer, startEmbeddedPostgres } from "../db/embedded.js";
import { createLogger } from "../logger.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection URL whose user may create databases; each test file makes its own. */
    adminDatabaseUrl: string;
  }
}

/** Starts one real PostgreSQL for the whole run, unless DATABASE_URL points at one already. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("adminDatabaseUrl", process.env.DATABASE_URL);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-test-pg-"));
  const server: EmbeddedServer = await startEmbeddedPostgres(dataDir, createLogger("warn"));
  project.provide("adminDatabaseUrl", server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
