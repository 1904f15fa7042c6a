import { canAny, type Permission } from "@adstudio/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthContext } from "../../app-env.js";
import { forbidden, unauthorized } from "../../http/errors.js";
import { authenticateToken } from "./service.js";
import { INVALID_TOKEN } from "./tokens.js";

/** Resolves the caller from `Authorization: Bearer <jwt>`; anything else answers 401. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(INVALID_TOKEN);
  c.set("auth", await authenticateToken(c.var.deps, match[1]));
  await next();
});

/**
 * Lets the request through when the caller holds any of the permissions (the admin group always
 * does). Use after `requireAuth`.
 */
export function requirePermission(...permissions: Permission[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!canAny(authOf(c), permissions)) throw forbidden();
    await next();
  });
}

/** The caller of a route behind `requireAuth`. */
export function authOf(c: Context<AppEnv>): AuthContext {
  const auth = c.var.auth;
  if (!auth) throw unauthorized(INVALID_TOKEN);
  return auth;
}

/** The client address for throttling; `X-Forwarded-For` only counts behind a trusted proxy. */
export function clientInfo(c: Context<AppEnv>) {
  const userAgent = c.req.header("user-agent") ?? "";
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return { ip: forwarded.slice(0, 64), userAgent };
  }
  try {
    return { ip: getConnInfo(c).remote.address ?? "unknown", userAgent };
  } catch {
    // app.request() in tests has no socket behind it.
    return { ip: "local", userAgent };
  }
}
