import { companyEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import { bulkUpsertCompanies } from "./bulk.js";
import * as company from "./service.js";

/** Companies (spec studio §7 Company), mounted under `/api/company` against their contract. */
export const companyRoutes = contractRoutes("/api/company", companyEndpoints, {
  list: (c, { list }) => company.listCompanies(c.var.deps, list),
  get: (c, { params }) => company.getCompany(c.var.deps, params.id),
  create: (c, { body }) => company.createCompany(c.var.deps, body, c.var.log),
  bulk: (c, { body }) => bulkUpsertCompanies(c.var.deps, authOf(c), body),
  update: (c, { params, body }) => company.updateCompany(c.var.deps, params.id, body, c.var.log),
  delete: (c, { params }) => company.deleteCompany(c.var.deps, params.id, c.var.log),
});
