import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { HeaderOf } from "./audience.js";

/**
 * A public path so hot (every ad view sends several beacons; a printed code is scanned in bursts) that its
 * everyday answer skips the app: no Request and Response objects, no router, no middleware. It answers
 * the request and resolves true, or resolves false having written and read nothing, and the app then
 * answers the request as if the hot path did not exist. Only the common, successful case is taken here;
 * every refusal, error page and odd request (a HEAD, a prefetch, a body, a bad parameter) is the app's,
 * so there is one place that words each answer. `pnpm bench:tracker` and `pnpm bench:qr` measure why.
 */
export type HotPath = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/**
 * `serve()`'s `createServer` option: Node's HTTP server, whose requests go to the hot paths first, in
 * order, and then to the app's listener (which `serve()` builds as it would without them).
 */
export function serverWithHotPaths(hotPaths: readonly HotPath[]): typeof createServer {
  const create = (options: ServerOptions, appListener: RequestListener) =>
    createServer(options, async (request, response) => {
      for (const hotPath of hotPaths) {
        // A hot path that fails before answering leaves the request to the app (whose error handler
        // words it); one that fails after answering has nothing left to say.
        const answered = await hotPath(request, response).catch(() => response.headersSent);
        if (answered) return;
      }
      appListener(request, response);
    });
  // `createServer` is overloaded (with and without options); `serve()` always passes both.
  return create as typeof createServer;
}

/**
 * A request header as the app reads it (`c.req.header(name)`): every occurrence, joined with ", ". Node
 * keeps only the first of some repeated headers (User-Agent among them) in `headers`, so this reads
 * `headersDistinct`, which keeps them all, as the app's Fetch `Headers` do.
 */
export function headerOf(request: IncomingMessage): HeaderOf {
  return (name) => request.headersDistinct[name.toLowerCase()]?.join(", ");
}

/** Whether the request may carry a body (a length above 0, or chunked): the hot paths leave those to the app. */
export function mayHaveBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * The query string of `url` as one value per name, the first where a name repeats (as the app's
 * `c.req.query()` reads it). Values are percent-decoded; a value the app would decode differently (a
 * malformed escape) never passes the strict patterns the hot paths validate with.
 */
export function firstQueryValues(search: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(search))
    if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}
