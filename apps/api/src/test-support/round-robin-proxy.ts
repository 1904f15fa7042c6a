import http from "node:http";
import type { AddressInfo } from "node:net";

/** The request header that sends one request to a chosen replica (by index) instead of the next one. */
export const REPLICA_HEADER = "x-test-replica";

export interface RoundRobinProxy {
  url: string;
  /** The paths each replica was sent, by replica index. */
  served: string[][];
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next replica in turn (or to the one
 * named by {@link REPLICA_HEADER}), bodies stream both ways untouched, so Server-Sent Events pass
 * through as they are written; a client that goes away closes its upstream request too.
 */
export async function startRoundRobinProxy(replicas: string[]): Promise<RoundRobinProxy> {
  const served: string[][] = replicas.map(() => []);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const pinned = req.headers[REPLICA_HEADER];
    const index = typeof pinned === "string" ? Number(pinned) : turn++ % replicas.length;
    const target = new URL(replicas[index] ?? "");
    served[index]?.push(req.url ?? "");
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
