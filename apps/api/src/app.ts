import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps, AppEnv } from "./app-env.js";
import { authRoutes } from "./features/auth/routes.js";
import { contactRoutes } from "./features/contact/routes.js";
import { healthRoutes } from "./features/health/routes.js";
import { menuCollectionRoutes } from "./features/menu-collection/routes.js";
import { HttpError, sendError } from "./http/errors.js";
import { requestContext } from "./http/request-context.js";
import { securityHeaders } from "./http/security-headers.js";
import { studioStatic } from "./http/studio-static.js";

/** Largest JSON body accepted; a 1 MB logo as a base64 data URL plus its fields fits. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Builds the whole HTTP application over already-started dependencies (tests build their own). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(requestContext);
  app.use(securityHeaders);
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: "Request body is too large" }, 413),
    }),
  );

  app.route("/api/health", healthRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/mail-send", contactRoutes);
  app.route("/api/menuCollection", menuCollectionRoutes);
  // Everything else outside /api is the studio SPA; unknown /api paths fall through to the JSON 404.
  app.get("*", studioStatic);

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    c.var.log?.error({ err: error }, "unhandled error");
    return c.json({ message: "Internal server error" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
