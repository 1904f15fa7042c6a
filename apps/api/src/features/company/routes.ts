import { BulkBodySchema, CompanySchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListQuery } from "../../http/list-query.js";
import { readBody } from "../../http/validate.js";
import { authOf, requireAuth, requirePermission } from "../auth/middleware.js";
import { bulkUpsertCompanies } from "./bulk.js";
import * as company from "./service.js";

export const companyRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // GET /api/company – paged list → {company, page, total}; limit (10), page, search, sort (name 1)
  .get("/", requirePermission("readCompany"), async (c) => {
    const query = parseListQuery(c.req.query(), company.COMPANY_LIST);
    return c.json(await company.listCompanies(c.var.deps, query));
  })
  // GET /api/company/{id} – one company → {company} (the editor loads it, so updating is enough)
  .get("/:id", requirePermission("readCompany", "updateCompany"), async (c) =>
    c.json(await company.getCompany(c.var.deps, c.req.param("id"))),
  )
  // POST /api/company/create – every field of spec §3, logo as a data URL → 201 {company}
  .post("/create", requirePermission("createCompany"), async (c) => {
    const input = await readBody(c, CompanySchema);
    return c.json(await company.createCompany(c.var.deps, input, c.var.log), 201);
  })
  // POST /api/company/bulk – {rows, dryRun} upserted by short name in one transaction → {results, created, …}
  .post("/bulk", requirePermission("createCompany", "updateCompany"), async (c) => {
    const body = await readBody(c, BulkBodySchema);
    return c.json(await bulkUpsertCompanies(c.var.deps, authOf(c), body));
  })
  // PUT /api/company/update/{id} – replace the fields; an omitted logo stays, null removes it → {company}
  .put("/update/:id", requirePermission("updateCompany"), async (c) => {
    const input = await readBody(c, CompanySchema);
    return c.json(await company.updateCompany(c.var.deps, c.req.param("id"), input, c.var.log));
  })
  // DELETE /api/company/{id} – the company and its logo file → {message}
  .delete("/:id", requirePermission("deleteCompany"), async (c) =>
    c.json(await company.deleteCompany(c.var.deps, c.req.param("id"), c.var.log)),
  );
