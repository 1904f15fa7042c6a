import { adApprovalEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { decide, getApproval, requestReview } from "./service.js";

/** An ad's approval workflow, mounted under `/api/ads` beside the ad routes (same scoping). */
export const adApprovalRoutes = contractRoutes("/api/ads", adApprovalEndpoints, {
  // GET /api/ads/approval/{id} – state, review versions and audit trail
  approval: (c, { params }) => getApproval(c.var.deps, authOf(c), params.id),
  // POST /api/ads/review/{id} – snapshot the saved draft as the next review version
  review: (c, { params, body }) => requestReview(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  // POST /api/ads/approve/{id} – approve the current version or request changes
  decide: (c, { params, body }) => decide(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
});
