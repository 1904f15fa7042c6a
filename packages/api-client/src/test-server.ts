// A real HTTP server answering fixed replies per "METHOD /path", so the client's tests exercise actual
// fetch, headers and bodies rather than a mocked fetch. Used only by *.test.ts files.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type ApiClient, createApiClient } from "./client";

export interface Reply {
  status?: number;
  /** Sent as JSON unless `raw` is set. */
  json?: unknown;
  /** Sent verbatim with `content-type: text/plain` (to test non-JSON error pages). */
  raw?: string;
  headers?: Record<string, string>;
  /** Never answer, to test timeouts. */
  hang?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, without `/api`. */
  origin: string;
  requests: RecordedRequest[];
  /** Sets the reply for a key such as `"POST /api/auth/login"`; unknown keys answer 404 JSON. */
  reply(key: string, reply: Reply): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const replies = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const method = req.method ?? "GET";
      const url = req.url ?? "/";
      requests.push({ method, url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const path = url.split("?")[0] ?? url;
      const reply = replies.get(`${method} ${path}`) ?? { status: 404, json: { message: "Not found" } };
      if (reply.hang) return;
      const isRaw = reply.raw !== undefined;
      res.writeHead(reply.status ?? 200, {
        "content-type": isRaw ? "text/plain" : "application/json",
        ...reply.headers,
      });
      res.end(isRaw ? reply.raw : JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply: (key, reply) => replies.set(key, reply),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests keep sockets open; drop them so close() can finish.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface TestServerHandle {
  /** The file's server; usable once its `beforeAll` has run. */
  server: TestServer;
  /** A client of the server whose token is always `"tok"`. */
  api(): ApiClient;
  /**
   * The last request the server received, its body parsed as JSON (`undefined` when empty). The body is
   * asserted field by field, so it is read untyped.
   */
  // biome-ignore lint/suspicious/noExplicitAny: see above
  lastRequest(): RecordedRequest & { json: any };
}

/**
 * Starts a test server for the calling test file (closed after it) and forgets recorded requests
 * before each test.
 */
export function useTestServer(): TestServerHandle {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    started().requests.length = 0;
  });
  const started = (): TestServer => {
    if (!current) throw new Error("the test server is not started yet");
    return current;
  };
  // Delegates to the server started in beforeAll, so callers can destructure it at module level.
  const server: TestServer = {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    reply: (key, reply) => started().reply(key, reply),
    close: () => started().close(),
  };
  return {
    server,
    api: () => createApiClient({ baseURL: server.origin, getToken: () => "tok" }),
    lastRequest: () => {
      const request = server.requests.at(-1);
      if (!request) throw new Error("the server received no request");
      return { ...request, json: request.body === "" ? undefined : JSON.parse(request.body) };
    },
  };
}
