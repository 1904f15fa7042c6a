import type { BulkResponse, CompanyInput } from "@adstudio/core";
import { type ListParams, listQuery } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

/** A stored file as records reference it; the bytes are served from `location`. */
export interface StoredFile {
  fileName: string;
  fileType: string;
  location: string;
}

/** A company as the server answers it (spec studio §3 'Company'). */
export interface CompanyRecord {
  _id: string;
  name: string;
  shortName: string;
  domains: string[];
  /** Null when the company has no logo. */
  logo: StoredFile | null;
  address: string;
  /** 2-letter country code. */
  country: string;
  city: string;
  state: string;
  pin: string;
  phone: string;
  mobile: string;
  contactPerson: { name: string; email: string; phone: string; mobile: string };
  status: boolean;
}

/**
 * Company create/update body: core's CompanySchema output. `logo.body` carries a new logo as a
 * `data:image/…;base64,` URL (PNG, JPEG, GIF or WebP, at most 1 MB); on update an omitted `logo`
 * keeps the current one, `null` removes it, and an empty `body` keeps it.
 */
export type CompanyBody = CompanyInput;

export type CompanySortField =
  | "name"
  | "shortName"
  | "domains"
  | "address"
  | "country"
  | "city"
  | "state"
  | "pin"
  | "phone"
  | "mobile"
  | "contactPerson.name"
  | "contactPerson.email"
  | "contactPerson.phone"
  | "contactPerson.mobile"
  | "status"
  | "createdAt";

export interface CompanyListResponse {
  company: CompanyRecord[];
  page: number;
  total: number;
}

export interface CompanyResponse {
  company: CompanyRecord;
}

/** The `/api/company` endpoints (spec studio §7 Company). */
export function createCompaniesApi({ request }: Transport) {
  const path = (id: string) => `/company/${encodeURIComponent(id)}`;
  return {
    /** GET /api/company – readCompany; 10 per page by default, by name; searches name, short name, city. */
    list: (params?: ListParams<CompanySortField>) =>
      request<CompanyListResponse>("/company", { query: listQuery(params) }),
    /** GET /api/company/{id} – 404 for an unknown id. */
    get: (id: string) => request<CompanyResponse>(path(id)),
    /** POST /api/company/create – 400 with the spec's first failing check, 409 for a taken short name. */
    create: (input: CompanyBody) =>
      request<CompanyResponse>("/company/create", { method: "POST", body: input }),
    /** PUT /api/company/update/{id} – replaces every field (see {@link CompanyBody} for the logo). */
    update: (id: string, input: CompanyBody) =>
      request<CompanyResponse>(`/company/update/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    /**
     * POST /api/company/bulk – upserts up to 1000 (core's BULK_MAX_ROWS) companies by short name in one transaction
     * and answers one result per row (created, updated, unchanged or failed with the spec's message);
     * `dryRun` answers the same without writing.
     */
    bulk: (rows: readonly unknown[], options: { dryRun?: boolean } = {}) =>
      request<BulkResponse>("/company/bulk", {
        method: "POST",
        body: { rows, dryRun: options.dryRun ?? false },
      }),
    /** DELETE /api/company/{id} – also removes the logo file. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type CompaniesApi = ReturnType<typeof createCompaniesApi>;
