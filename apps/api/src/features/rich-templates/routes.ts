import { richTemplatesEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import * as templates from "./service.js";

/**
 * Rich-media templates, mounted under `/api/richtemplates` against their contract, scoped to the caller's
 * companies like ads (another company's template answers 404 like a missing one).
 */
export const richTemplatesRoutes = contractRoutes("/api/richtemplates", richTemplatesEndpoints, {
  list: (c, { list, query }) => templates.listTemplates(c.var.deps, authOf(c), list, query, publicOrigin(c)),
  create: (c, { body }) => templates.createTemplate(c.var.deps, authOf(c), body, publicOrigin(c)),
  get: (c, { params }) => templates.getTemplate(c.var.deps, authOf(c), params.id, publicOrigin(c)),
  update: (c, { params, body }) =>
    templates.updateTemplate(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  delete: (c, { body }) => templates.deleteTemplate(c.var.deps, authOf(c), body.id),
  preview: (c, { params }) => templates.previewTemplate(c.var.deps, authOf(c), params.id, publicOrigin(c)),
});
