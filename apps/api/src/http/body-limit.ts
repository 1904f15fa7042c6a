import { bodyLimit } from "hono/body-limit";

/** Largest JSON body accepted; a 1 MB logo as a base64 data URL plus its fields fits. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Refuses a request body over {@link MAX_BODY_BYTES} with 413. The rest of that body is never read, so
 * the socket cannot carry another request: Node would otherwise answer `Connection: keep-alive` and then
 * drop the socket when draining the unread upload fails, and a client reusing it gets "socket hang up".
 * `Connection: close` tells the client to open a new connection for its next request.
 */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    return c.json({ message: "Request body is too large" }, 413);
  },
});
