import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApiServer } from "./api-server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the real API server the CLI is tested against. */
    apiUrl: string;
    adminPassword: string;
    /** A temporary folder for the run's files (config dirs, CSVs); removed at the end. */
    tmpRoot: string;
  }
}

/** One real API server (real PostgreSQL) for the whole run; test files sign in their own users. */
export default async function setup(project: TestProject) {
  const tmpRoot = await mkdtemp(path.join(tmpdir(), "adstudio-cli-test-"));
  const server = await startApiServer();
  project.provide("apiUrl", server.url);
  project.provide("adminPassword", server.adminPassword);
  project.provide("tmpRoot", tmpRoot);
  return async () => {
    await server.stop();
    await rm(tmpRoot, { recursive: true, force: true });
  };
}
