import { templatesEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { receiveZip } from "./receive-zip.js";
import * as templates from "./service.js";
import { useTemplate } from "./use-template.js";

/**
 * HTML5 templates, mounted under `/api/templates` against their contract. Every route answers only the
 * caller's companies' templates (the admin group sees all); another company's answers 404.
 */
export const templatesRoutes = contractRoutes("/api/templates", templatesEndpoints, {
  upload: async (c, { query }) => {
    const zip = await receiveZip(c.req.raw, templatesEndpoints.upload.upload.field);
    return templates.uploadTemplate(c.var.deps, authOf(c), zip, query, publicOrigin(c));
  },
  list: (c, { list }) => templates.listTemplates(c.var.deps, authOf(c), list, publicOrigin(c)),
  get: (c, { params }) => templates.getTemplate(c.var.deps, authOf(c), params.id, publicOrigin(c)),
  update: (c, { params, body }) =>
    templates.renameTemplate(c.var.deps, authOf(c), params.id, body.name, publicOrigin(c)),
  use: (c, { params, body }) => useTemplate(c.var.deps, authOf(c), params.id, body, publicOrigin(c)),
  delete: (c, { body }) => templates.deleteTemplate(c.var.deps, authOf(c), body.id),
});
