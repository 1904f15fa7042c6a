import { metaEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { renderDocsPage } from "./docs-page.js";
import { openApiDocument } from "./document.js";

let docsPage: string | undefined;

/** The OpenAPI document and its reference page, mounted at `/api` against their contract; both public. */
export const openApiRoutes = contractRoutes("/api", metaEndpoints, {
  openApi: (c) => {
    c.header("Cache-Control", "no-cache");
    return openApiDocument();
  },
  docs: (c) => {
    docsPage ??= renderDocsPage(openApiDocument());
    c.header("Cache-Control", "no-cache");
    return c.html(docsPage);
  },
});
