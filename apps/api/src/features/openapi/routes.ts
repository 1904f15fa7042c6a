import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { renderDocsPage } from "./docs-page.js";
import { openApiDocument } from "./document.js";

let docsPage: string | undefined;

/** Mounted at `/api`; both public. */
export const openApiRoutes = new Hono<AppEnv>()
  // GET /api/openapi.json – this OpenAPI 3.1 document
  .get("/openapi.json", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(openApiDocument());
  })
  // GET /api/docs – the API reference page (HTML) rendered from this document
  .get("/docs", (c) => {
    docsPage ??= renderDocsPage(openApiDocument());
    c.header("Cache-Control", "no-cache");
    return c.html(docsPage);
  });
