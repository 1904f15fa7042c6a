import { campaignEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as campaign from "./service.js";

/**
 * Campaigns, mounted under `/api/campaign` against their contract. Every route answers only the caller's
 * companies' campaigns (the admin group sees all); another company's campaign answers 404 like a missing one.
 */
export const campaignRoutes = contractRoutes("/api/campaign", campaignEndpoints, {
  list: (c, { list }) => campaign.listCampaigns(c.var.deps, authOf(c), list),
  companies: (c) => campaign.campaignCompanies(c.var.deps, authOf(c)),
  get: (c, { params }) => campaign.getCampaign(c.var.deps, authOf(c), params.id),
  create: (c, { body }) => campaign.createCampaign(c.var.deps, authOf(c), body),
  update: (c, { params, body }) => campaign.updateCampaign(c.var.deps, authOf(c), params.id, body, c.var.log),
  delete: (c, { params }) => campaign.deleteCampaign(c.var.deps, authOf(c), params.id, c.var.log),
});
