import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

let t: TestContext;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client port of the socket the request went out on: equal ports mean a reused socket. */
  localPort: number | undefined;
}

/** One request through `agent`, with an optional body written in full. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body ? { "content-type": "application/json", "content-length": body.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            localPort: req.socket?.localPort,
          }),
        );
      },
    );
    req.on("error", reject);
    // A client that streams a large upload keeps writing after the server has answered.
    req.end(body);
  });
}

describe("a body over the limit on a keep-alive connection", () => {
  it("answers 413 with Connection: close, and the client's next request succeeds on a new socket", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // 3 MB of JSON: over the 2 MB a request body may carry.
      const oversized = Buffer.from(JSON.stringify({ username: "x".repeat(3 * 1024 * 1024), password: "y" }));
      const rejected = await send(agent, "POST", "/api/auth/login", oversized);
      expect(rejected.status).toBe(413);
      expect(JSON.parse(rejected.body)).toEqual({ message: "Request body is too large" });
      expect(rejected.headers.connection).toBe("close");

      const next = await send(agent, "GET", "/api/health");
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ status: "ok" });
      expect(next.localPort).not.toBe(rejected.localPort);
    } finally {
      agent.destroy();
    }
  });

  it("keeps the connection open after a request within the limit", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, "GET", "/api/health");
      expect(first.headers.connection).toBe("keep-alive");
      const second = await send(agent, "GET", "/api/health");
      expect(second.status).toBe(200);
      expect(second.localPort).toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  });
});
