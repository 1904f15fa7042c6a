import { adTagEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { adTags } from "./service.js";

/** An ad's ad tags, mounted under `/api/ads` beside the ad routes (same permissions and scoping). */
export const adTagRoutes = contractRoutes("/api/ads", adTagEndpoints, {
  // GET /api/ads/tags/{id} – JS, iframe and MRAID tags per size and ad server
  tags: (c, { params, query }) => adTags(c.var.deps, authOf(c), params.id, query, publicOrigin(c)),
});
