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
    // A new publish shows within a minute, like the VAST tag. The answer's addresses are built from the
    // caller's host (or X-Forwarded-Host behind a trusted proxy) unless ADSTUDIO_PUBLIC_URL fixes the
    // origin, so only then may a shared cache keep it; else only the browser may (as the embed's QR does).
    // Not `Vary: Host`: behind a proxy the host comes from X-Forwarded-Host, which Vary: Host misses.
    c.header("Cache-Control", `${c.var.deps.config.publicUrl ? "public" : "private"}, max-age=60`);
    return { ad };
  },
});
