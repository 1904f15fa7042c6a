import { adsEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { downloadZip, publishAd } from "./publish.js";
import * as ads from "./service.js";

/**
 * Ads, mounted under `/api/ads` against their contract. Every route answers only the caller's companies'
 * ads (the admin group sees all); another company's ad answers 404 like a missing one.
 */
export const adsRoutes = contractRoutes("/api/ads", adsEndpoints, {
  list: (c, { list, query }) => ads.listAds(c.var.deps, authOf(c), list, query, publicOrigin(c)),
  choices: (c) => ads.adChoices(c.var.deps, authOf(c)),
  get: (c, { params }) => ads.getAd(c.var.deps, authOf(c), params.id, publicOrigin(c)),
  create: (c, { body }) => ads.createAd(c.var.deps, authOf(c), body, publicOrigin(c)),
  update: (c, { params, body }) => ads.updateAd(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  delete: (c, { body }) => ads.deleteAd(c.var.deps, authOf(c), body.id),
  publish: (c, { params, body }) => publishAd(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  download: async (c, { params, query }) => {
    const { zip, fileName } = await downloadZip(c.var.deps, authOf(c), params.id, query.size);
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Cache-Control", "no-store");
    return c.body(zip);
  },
});
