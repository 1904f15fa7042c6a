import { adExportEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { exportPackage } from "./service.js";

/** An ad's package for ad servers, mounted under `/api/ads` beside the download (same permission and scoping). */
export const adExportRoutes = contractRoutes("/api/ads", adExportEndpoints, {
  // GET /api/ads/export/{id} – the published version's zips, backup images, tags and manifest in one zip
  export: async (c, { params, query }) => {
    const { zip, fileName } = await exportPackage(c.var.deps, authOf(c), params.id, query, publicOrigin(c));
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Cache-Control", "no-store");
    return c.body(zip);
  },
});
