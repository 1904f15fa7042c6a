import { test as base } from "@playwright/test";
import { AdstudioApi } from "./api";
import { ADMIN } from "./env";
import { type RunningServer, startServer } from "./server";

export { expect } from "@playwright/test";
export { ADMIN } from "./env";

/** The server of the spec file a worker is running: each file gets its own, on a fresh database. */
interface FileServers {
  serverFor(file: string): Promise<RunningServer>;
}

/**
 * One database per spec file (the brief's rule for parallel workers): a worker starts a fresh server the
 * first time a test of a new file asks for `baseURL`, and stops the previous file's. Files then never see
 * each other's users, companies or ads, whichever worker runs them and in whatever order.
 *
 * `api` talks to that server over HTTP. Before every test all superadmin sessions are ended, so a browser
 * sign-in as the superadmin is never taken for a second device because an earlier test's browser left its
 * session behind.
 */
export const test = base.extend<
  { api: AdstudioApi; freshAdminSessions: undefined },
  { fileServers: FileServers }
>({
  fileServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
    async ({}, use) => {
      // Holder object: TypeScript does not see the closure below reassign a plain `let`.
      const state: { current: { file: string; server: RunningServer } | null } = { current: null };
      await use({
        async serverFor(file) {
          if (state.current?.file === file) return state.current.server;
          await state.current?.server.stop();
          state.current = null;
          const server = await startServer(ADMIN.password);
          state.current = { file, server };
          return server;
        },
      });
      await state.current?.server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Its own timeout: starting a server (embedded PostgreSQL, migrations) is not the first test's time.
  baseURL: [
    async ({ fileServers }, use, testInfo) => {
      await use((await fileServers.serverFor(testInfo.file)).baseURL);
    },
    { scope: "test", timeout: 120_000 },
  ],
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(new AdstudioApi(request));
    await request.dispose();
  },
  freshAdminSessions: [
    async ({ api }, use) => {
      await api.endAllSessions(ADMIN);
      await use(undefined);
    },
    { auto: true },
  ],
});
