import { SecretKeyRequestSchema } from "@adstudio/core";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseWith, readJson } from "../../http/validate.js";
import { authOf, requireAuth, requirePermission } from "../auth/middleware.js";
import * as secretKeys from "./service.js";

/** The `{userId}` body; a request without a body (e.g. a bare curl) means the caller's own key. */
async function requestedUser(c: Context<AppEnv>): Promise<string | undefined> {
  const empty = !c.req.header("content-type") && !Number(c.req.header("content-length") ?? 0);
  return parseWith(SecretKeyRequestSchema, empty ? {} : await readJson(c)).userId;
}

/** Mounted under `/api/user` (spec studio §7 Users); both take `{userId}` and answer `{result}`. */
export const secretKeyRoutes = new Hono<AppEnv>()
  // POST /api/user/get-secret-key – the caller's own key (made on first read) → {result: {x-secret-key}}
  .post("/get-secret-key", requireAuth, requirePermission("secretKey"), async (c) => {
    const userId = await requestedUser(c);
    return c.json(await secretKeys.readSecretKey(c.var.deps, authOf(c), userId));
  })
  // POST /api/user/generate-secret-key – a new key; the old one fails at once → {result: {x-secret-key}}
  .post("/generate-secret-key", requireAuth, requirePermission("secretKey"), async (c) => {
    const userId = await requestedUser(c);
    return c.json(await secretKeys.generateSecretKey(c.var.deps, authOf(c), userId));
  });
