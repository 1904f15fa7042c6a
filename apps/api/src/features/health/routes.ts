import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { VERSION } from "../../version.js";

export const healthRoutes = new Hono<AppEnv>()
  // GET /api/health – liveness plus a database round trip, for load balancers and the README check
  .get("/", async (c) => {
    try {
      await c.var.deps.database.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok", version: VERSION });
    } catch (error) {
      c.var.log.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", database: "unreachable", version: VERSION }, 503);
    }
  });
