import { ADMIN, ENV_BASE_URL } from "./env";
import { startServer } from "./server";

/** Starts one real server for the whole run; the returned function is the global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer(ADMIN.password);
  process.env[ENV_BASE_URL] = server.baseURL;
  return async () => {
    await server.stop();
  };
}
