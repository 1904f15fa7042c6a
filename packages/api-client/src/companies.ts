import {
  type BodyInput,
  type CompanyRecord,
  companyEndpoints,
  type SortFieldOf,
  type StoredFile,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { CompanyRecord, StoredFile };

/**
 * Company create/update body: core's CompanySchema output. `logo.body` carries a new logo as a
 * `data:image/…;base64,` URL (PNG, JPEG, GIF or WebP, at most 1 MB); on update an omitted `logo`
 * keeps the current one, `null` removes it, and an empty `body` keeps it.
 */
export type CompanyBody = BodyInput<typeof companyEndpoints.create>;
export type CompanySortField = SortFieldOf<typeof companyEndpoints.list>;
export type CompanyListResponse = SuccessBody<typeof companyEndpoints.list>;
export type CompanyResponse = SuccessBody<typeof companyEndpoints.get>;

/** The `/api/company` endpoints (spec studio §7 Company). */
export function createCompaniesApi({ call }: Transport) {
  const endpoints = companyEndpoints;
  return {
    /** GET /api/company – readCompany; 10 per page by default, by name; searches name, short name, city. */
    list: (params?: ListParams<CompanySortField>) => call(endpoints.list, { list: params }),
    /** GET /api/company/{id} – 404 for an unknown id. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/company/create – 400 with the spec's first failing check, 409 for a taken short name. */
    create: (input: CompanyBody) => call(endpoints.create, { body: input }),
    /** PUT /api/company/update/{id} – replaces every field (see {@link CompanyBody} for the logo). */
    update: (id: string, input: CompanyBody) => call(endpoints.update, { params: { id }, body: input }),
    /**
     * POST /api/company/bulk – upserts up to 1000 (core's BULK_MAX_ROWS) companies by short name in one transaction
     * and answers one result per row (created, updated, unchanged or failed with the spec's message);
     * `dryRun` answers the same without writing.
     */
    bulk: (rows: readonly unknown[], options: { dryRun?: boolean } = {}) =>
      call(endpoints.bulk, { body: { rows: [...rows], dryRun: options.dryRun ?? false } }),
    /** DELETE /api/company/{id} – also removes the logo file. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type CompaniesApi = ReturnType<typeof createCompaniesApi>;
