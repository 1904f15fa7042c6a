import { reportScheduleEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as reports from "./service.js";

/**
 * Scheduled reports, mounted under `/api/reportSchedule` against their contract; scoped to the caller's
 * companies like campaigns (another company's schedule answers 404 like a missing one).
 */
export const reportScheduleRoutes = contractRoutes("/api/reportSchedule", reportScheduleEndpoints, {
  list: (c, { list }) => reports.listSchedules(c.var.deps, authOf(c), list),
  companies: (c) => reports.reportCompanies(c.var.deps, authOf(c)),
  get: (c, { params }) => reports.getSchedule(c.var.deps, authOf(c), params.id),
  create: (c, { body }) => reports.createSchedule(c.var.deps, authOf(c), body, c.var.deps.clock()),
  update: (c, { params, body }) =>
    reports.updateSchedule(c.var.deps, authOf(c), params.id, body, c.var.deps.clock()),
  delete: (c, { params }) => reports.deleteSchedule(c.var.deps, authOf(c), params.id),
});
