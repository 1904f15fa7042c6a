import type http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { serverFor } from "../app.js";
import { type HotPath, serverWithHotPaths } from "../http/hot-paths.js";
import type { TestContext } from "./test-app.js";

/** The status the stand-in for the app answers in `hotPathsOnly`: the hot paths left the request alone. */
export const LEFT_TO_APP = 599;

export interface Served {
  origin: string;
  close(): Promise<void>;
}

async function listening(server: http.Server): Promise<Served> {
  if (!server.listening) await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Hot paths alone on a real socket: a request they leave to the app gets {@link LEFT_TO_APP} from a
 * stand-in, so a test sees which of the two answered.
 */
function hotPathsOnly(hotPaths: HotPath[]): Promise<Served> {
  const server = serverWithHotPaths(hotPaths)({}, (_request, response) => {
    response.writeHead(LEFT_TO_APP).end();
  });
  server.listen(0, "127.0.0.1");
  return listening(server);
}

/** The test's app on a real socket: as `main.ts` serves it (hot paths first), or the app alone. */
export function servedApp(t: TestContext, options: { hotPaths: boolean }): Promise<Served> {
  const server = serve({
    fetch: t.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    ...(options.hotPaths ? { createServer: serverFor(t.deps) } : {}),
  }) as http.Server;
  return listening(server);
}

/** The servers a hot path's tests compare: the hot path alone, the API as `main.ts` serves it, the app alone. */
export interface HotPathServers {
  hot: Served;
  withHotPaths: Served;
  appAlone: Served;
  close(): Promise<void>;
}

export async function hotPathServers(t: TestContext, hotPath: HotPath): Promise<HotPathServers> {
  const [hot, withHotPaths, appAlone] = await Promise.all([
    hotPathsOnly([hotPath]),
    servedApp(t, { hotPaths: true }),
    servedApp(t, { hotPaths: false }),
  ]);
  return {
    hot,
    withHotPaths,
    appAlone,
    close: async () => {
      await Promise.all([hot, withHotPaths, appAlone].map((served) => served.close()));
    },
  };
}

/** What a client sees of an answer: status, headers but the per-connection ones, and body. */
export async function answerOf(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}
