import { adVersionEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { listAdVersions, rollbackAd } from "./versions.js";

/** An ad's version history and rollback, mounted under `/api/ads` beside the ad routes (same scoping). */
export const adVersionRoutes = contractRoutes("/api/ads", adVersionEndpoints, {
  // GET /api/ads/versions/{id} – the published versions, newest first
  versions: (c, { params }) => listAdVersions(c.var.deps, authOf(c), params.id, publicOrigin(c)),
  // POST /api/ads/rollback/{id} – serve version k again as version N+1 (optionally restoring the draft)
  rollback: (c, { params, body }) => rollbackAd(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
});
