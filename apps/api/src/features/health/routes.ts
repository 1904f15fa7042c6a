import { type HealthFailure, healthEndpoints } from "@adstudio/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/availability.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { VERSION } from "../../version.js";
import { pingDatabase } from "./repo.js";

/** Answers 503 before the handler when the database fails a round trip, so balancers drop the instance. */
const databaseReachable = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await pingDatabase(c.var.deps.database.db);
  } catch (error) {
    c.var.log.error({ err: error }, "health check: database unreachable");
    c.var.deps.database.availability.report(error);
    const failure: HealthFailure = { status: "error", database: "unreachable", version: VERSION };
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(failure, 503);
  }
  await next();
});

/** Liveness (spec studio §7), mounted at `/api/health` against its contract. */
export const healthRoutes = contractRoutes("/api/health", healthEndpoints, {
  // GET /api/health – liveness plus a database round trip, for load balancers and the Quick start check
  check: {
    before: [databaseReachable],
    // A union of handler shapes gives no literal context, hence `as const`.
    handle: () => ({ status: "ok", database: "ok", version: VERSION }) as const,
  },
});
