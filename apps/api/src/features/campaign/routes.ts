import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { readJson } from "../../http/validate.js";
import { authOf, requireAuth, requirePermission } from "../auth/middleware.js";
import * as campaign from "./service.js";

// Every route answers only the caller's companies' campaigns (the admin group sees all); another
// company's campaign answers 404 like a missing one.
export const campaignRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // GET /api/campaign – paged list → {campaigns, page, total}; limit (10), page, search, sort (createdAt -1)
  .get("/", requirePermission("readCampaign"), async (c) => {
    const query = parseListQuery(c.req.query(), campaign.CAMPAIGN_LIST);
    return c.json(await campaign.listCampaigns(c.var.deps, authOf(c), query));
  })
  // GET /api/campaign/companies – the advertiser companies the caller may choose → {companies: [{_id, name}]}
  .get("/companies", requirePermission("createCampaign", "updateCampaign"), async (c) =>
    c.json(await campaign.campaignCompanies(c.var.deps, authOf(c))),
  )
  // GET /api/campaign/{id} – one campaign with its form values → {campaign}
  .get("/:id", requirePermission("readCampaign", "viewCampaignDetails"), async (c) =>
    c.json(await campaign.getCampaign(c.var.deps, authOf(c), c.req.param("id"))),
  )
  // POST /api/campaign/create – the campaign form's values, checked by its compiled template → 201 {campaign}
  .post("/create", requirePermission("createCampaign"), async (c) => {
    const body = await readJson(c);
    return c.json(await campaign.createCampaign(c.var.deps, authOf(c), body), 201);
  })
  // PUT /api/campaign/update/{id} – replaces the form values → {campaign}
  .put("/update/:id", requirePermission("updateCampaign"), async (c) => {
    const body = await readJson(c);
    return c.json(await campaign.updateCampaign(c.var.deps, authOf(c), c.req.param("id"), body, c.var.log));
  })
  // DELETE /api/campaign/{id} – the campaign and its uploaded files → {message}
  .delete("/:id", requirePermission("deleteCampaign"), async (c) =>
    c.json(await campaign.deleteCampaign(c.var.deps, authOf(c), c.req.param("id"), c.var.log)),
  );
