import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (a sane incoming `x-request-id` is kept, so ids follow a request across
 * a load balancer), a child logger carrying it, and one log line when the answer is sent.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  const log = c.var.deps.logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  c.header("x-request-id", requestId);
  const started = performance.now();
  await next();
  log.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
