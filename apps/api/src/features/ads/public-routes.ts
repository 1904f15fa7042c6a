import { publicAdEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { PUBLIC_AD_HEADERS, publicAd } from "./public-ad.js";

/** Published ads as anyone sees them, mounted under `/api/ads` beside the signed-in routes. */
export const publicAdRoutes = contractRoutes("/api/ads", publicAdEndpoints, {
  // GET /api/ads/public/{id} – what the publisher embed needs to show a published ad
  get: async (c, { params }) => {
    const ad = await publicAd(c.var.deps, params.id, publicOrigin(c));
    for (const [name, value] of Object.entries(PUBLIC_AD_HEADERS)) c.header(name, value);
    // A new publish shows within a minute, like the VAST tag.
    c.header("Cache-Control", "public, max-age=60");
    return { ad };
  },
});
