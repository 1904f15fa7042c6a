import { showcaseEndpoints } from "@adstudio/contract";
import { SHOWCASE_PAGE_SIZE } from "@adstudio/core";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import * as showcase from "./service.js";
import { adStats } from "./stats.js";

/**
 * The showcase at the spec's paths (`/api/rmcreator/…`, `/api/ads/updateCoverImage`, `/api/ads/updatePreview`,
 * `/api/richads/cloneAds`), mounted under `/api`. The two `…ById` lists are public and published-only.
 */
export const showcaseRoutes = contractRoutes("/api", showcaseEndpoints, {
  // POST /api/rmcreator/adsShowcaseList – My Showcase's cards
  list: (c, { body }) => showcase.listOwn(c.var.deps, authOf(c), body ?? defaults(), publicOrigin(c)),
  // POST /api/rmcreator/adsListById – a company's public showcase
  publicList: (c, { body }) => showcase.listPublic(c.var.deps, body, publicOrigin(c)),
  // POST /api/rmcreator/adCategories – the categories of My Showcase
  categories: (c) => showcase.ownCategories(c.var.deps, authOf(c)),
  // POST /api/rmcreator/adCategoriesById – the categories of a public showcase
  publicCategories: (c, { body }) => showcase.publicCategories(c.var.deps, body.company),
  // POST /api/rmcreator/adStats – the live impression and scan counts of a page of cards
  stats: (c, { body }) => adStats(c.var.deps, c.var.auth, body.ids),
  // PUT /api/ads/updateCoverImage – a card's cover
  updateCoverImage: (c, { body }) => showcase.updateCover(c.var.deps, authOf(c), body, publicOrigin(c)),
  // PUT /api/ads/updatePreview – a card's preview name or heading
  updatePreview: (c, { body }) => showcase.updatePreview(c.var.deps, authOf(c), body, publicOrigin(c)),
  // POST /api/richads/cloneAds – a draft copy, opened in the editor by the studio
  clone: (c, { body }) => showcase.cloneAd(c.var.deps, authOf(c), body, publicOrigin(c)),
});

/** A bare `POST` (no body) lists the first page with the spec's defaults. */
function defaults() {
  return { limit: SHOWCASE_PAGE_SIZE, page: 1, sort: { createdAt: -1 as const }, types: [] };
}
