import {
  adShareEndpoints,
  REVIEW_FRAME_TICKET_SECONDS,
  reviewEndpoints,
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_REVOKED_MESSAGE,
} from "@adstudio/contract";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { HttpError, notFound } from "../../http/errors.js";
import { publicOrigin } from "../../http/public-url.js";
import { previewSizeHtml } from "../ads/index.js";
import { authOf } from "../auth/index.js";
import { CREATIVE_CSP } from "../creatives/index.js";
import { openShareLink } from "./access.js";
import * as repo from "./repo.js";
import { createShareLink, listShareLinks, openReview, reviewDesign, revokeShareLink } from "./service.js";
import { readFrameTicket } from "./ticket.js";

/** The studio's share links of an ad, mounted under `/api/ads` (same scoping as the ad). */
export const shareLinkRoutes = contractRoutes("/api/ads", adShareEndpoints, {
  // POST /api/ads/share/{id} – make a review link; its address is answered this once
  create: (c, { params, body }) => createShareLink(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  // GET /api/ads/share/{id} – the ad's active links
  list: (c, { params }) => listShareLinks(c.var.deps, authOf(c), params.id),
  // POST /api/ads/share/revoke/{linkId} – revoke a link (idempotent)
  revoke: (c, { params }) => revokeShareLink(c.var.deps, authOf(c), params.linkId),
});

/** What a reviewer reaches through a link: public, mounted under `/api/review`. */
export const reviewRoutes = contractRoutes("/api/review", reviewEndpoints, {
  // GET /api/review – the link's ad, version and sizes with frame tickets (token in a header)
  get: async (c) => {
    const answer = await openReview(c.var.deps, await openShareLink(c), publicOrigin(c));
    // Nothing of a review may be cached: a revoke must take effect at once.
    c.header("Cache-Control", "no-store");
    return answer;
  },
  // GET /api/review/frame?ticket=… – one size of the review as a sandboxed preview page
  frame: (c, { query }) => reviewFrame(c, query.ticket),
});

const INVALID_TICKET = "This review frame has expired. Reload the review page.";

async function reviewFrame(c: Context<AppEnv>, ticket: string | undefined): Promise<Response> {
  const deps = c.var.deps;
  const claims = readFrameTicket(deps, ticket);
  if (!claims) throw notFound(INVALID_TICKET);
  const link = await repo.findLink(deps.database.db, claims.link);
  if (!link) throw notFound(INVALID_TICKET);
  // A ticket outlives no revoke and no expiry of its link.
  if (link.revokedAt) throw new HttpError(410, SHARE_LINK_REVOKED_MESSAGE);
  if (link.expiresAt.getTime() <= deps.clock().getTime())
    throw new HttpError(410, SHARE_LINK_EXPIRED_MESSAGE);
  const design = await reviewDesign(deps, link.adId, claims.version);
  if (!design || !(claims.size in design.document.teaser)) throw notFound(INVALID_TICKET);
  const html = previewSizeHtml(design.document, claims.size, publicOrigin(c));
  c.header("Content-Security-Policy", CREATIVE_CSP);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", `private, max-age=${REVIEW_FRAME_TICKET_SECONDS}`);
  c.header("Referrer-Policy", "no-referrer");
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(html);
}
