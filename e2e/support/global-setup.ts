import { rmSync } from "node:fs";
import { ADMIN } from "./env";
import { prepareTemplate, TEMPLATE_DIR_ENV } from "./server";

/**
 * Before any spec: the product started once on an empty data directory (initdb, migrations, the seeded
 * superadmin) and stopped cleanly. Every spec file's server starts on a copy of it (server.ts), still a
 * database of its own; the returned function removes it after the run.
 */
export default async function globalSetup(): Promise<() => void> {
  const dir = await prepareTemplate(ADMIN.password);
  // Workers start after this and inherit the runner's environment.
  process.env[TEMPLATE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
