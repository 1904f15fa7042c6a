import { allEndpoints } from "@adstudio/contract";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";

/** Largest JSON body accepted; a 1 MB logo as a base64 data URL plus its fields fits. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Refuses a request body over {@link MAX_BODY_BYTES} with 413. The rest of that body is never read, so
 * the socket cannot carry another request: Node would otherwise answer `Connection: keep-alive` and then
 * drop the socket when draining the unread upload fails, and a client reusing it gets "socket hang up".
 * `Connection: close` tells the client to open a new connection for its next request.
 */
const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    return c.json({ message: "Request body is too large" }, 413);
  },
});

/** POST paths of the contract's streamed uploads (`upload` instead of a JSON body). */
const STREAMED_UPLOADS = new Set<string>(allEndpoints().flatMap((e) => (e.upload ? [e.path] : [])));

/**
 * The JSON body limit for every `/api` route, except multipart bodies sent to a streamed upload: those
 * check their own per-type limits while the file arrives (features/assets), and must not be buffered
 * here. Anything else sent there (a JSON body) still meets the 2 MB limit. A refused upload was not read
 * to its end (or was refused before its body was read at all, as a 401), so it closes the connection.
 */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const streamed =
    c.req.method === "POST" &&
    STREAMED_UPLOADS.has(c.req.path) &&
    /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");
  if (!streamed) return jsonBodyLimit(c, next);
  await next();
  if (c.res.status >= 400) c.header("Connection", "close");
});
