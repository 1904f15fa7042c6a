import { canAny, type Permission, SECRET_KEY_HEADER } from "@adstudio/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthContext } from "../../app-env.js";
import { forbidden, HttpError, unauthorized } from "../../http/errors.js";
import { authenticateSecretKey } from "./secret-key-auth.js";
import { authenticateToken } from "./service.js";
import { INVALID_TOKEN } from "./tokens.js";

/**
 * The caller a request names, if any: `x-secret-key: <key>` (scripts, the CLI) or `Authorization:
 * Bearer <jwt>` (people). Credentials that are present but bad throw 401; none answers undefined.
 */
async function authenticate(c: Context<AppEnv>): Promise<AuthContext | undefined> {
  const secretKey = c.req.header(SECRET_KEY_HEADER)?.trim();
  if (secretKey) return authenticateSecretKey(c.var.deps, secretKey);
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (match?.[1]) return authenticateToken(c.var.deps, match[1]);
  return undefined;
}

/** Resolves the caller from a secret key or a bearer token; anything else answers 401. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await authenticate(c);
  if (!auth) throw unauthorized(INVALID_TOKEN);
  c.set("auth", auth);
  await next();
});

/**
 * For public routes that answer more to a signed-in caller: valid credentials set `auth`; missing, bad,
 * expired or revoked ones leave the request anonymous rather than answering 401.
 */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  try {
    c.set("auth", await authenticate(c));
  } catch (error) {
    // A key whose role may not use keys (403) is no reason to refuse a public page either.
    if (!(error instanceof HttpError && (error.status === 401 || error.status === 403))) throw error;
  }
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
