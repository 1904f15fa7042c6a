import type { CompanyBody, CompanySortField, ListParams } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/**
 * Cache keys of the company screens. `companiesKeys.all` also covers the user screens' company choices
 * (`["companies", "options"]`), so a renamed or deleted company shows there at once.
 */
export const companiesKeys = {
  all: ["companies"] as const,
  lists: ["companies", "list"] as const,
};

/** The server's default order (spec studio §7: name ascending). */
export const COMPANIES_DEFAULT_SORT = { column: "name", direction: 1 } as const;

/** GET /api/company – one page of companies. */
export const companyListQuery = (params: ListParams<CompanySortField>) =>
  queryOptions({ queryKey: [...companiesKeys.lists, params], queryFn: () => api.companies.list(params) });

/** GET /api/company/{id} – one company for the editor. */
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [...companiesKeys.all, "detail", id],
    queryFn: () => api.companies.get(id),
  });

/** POST /api/company/create or PUT /api/company/update/{id}. */
export const saveCompany = (id: string | null, body: CompanyBody) =>
  id === null ? api.companies.create(body) : api.companies.update(id, body);
