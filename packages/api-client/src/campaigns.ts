import { type ListParams, listQuery } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

/**
 * The values of the campaign form template (form-engine's `campaignTemplate`): name, advertiserCompany,
 * brand, objective, startDate, endDate, status, flights, totalBudget, notes, brief, logos. The server
 * checks them with the template's compiled schema and recomputes the flight costs and the total budget.
 */
export type CampaignValues = Record<string, unknown>;

export type CampaignStatus = "draft" | "active" | "paused" | "completed";

/** A campaign in a list (no form values). */
export interface CampaignSummary {
  _id: string;
  name: string;
  status: CampaignStatus;
  /** `YYYY-MM-DD`. */
  startDate: string | null;
  endDate: string | null;
  /** Sum of the flights' costs (impressions / 1000 × CPM), computed by the server. */
  totalBudget: number;
  brand: string;
  objective: string;
  /** The owning advertiser company; its name is empty when the company was deleted. */
  company: { _id: string; name: string };
  createdAt: string;
  updatedAt: string;
}

export interface CampaignRecord extends CampaignSummary {
  createdBy: string | null;
  values: CampaignValues;
}

export type CampaignSortField =
  | "name"
  | "status"
  | "startDate"
  | "endDate"
  | "totalBudget"
  | "companyName"
  | "brand"
  | "createdAt"
  | "updatedAt";

export interface CampaignListResponse {
  campaigns: CampaignSummary[];
  page: number;
  total: number;
}

export interface CampaignResponse {
  campaign: CampaignRecord;
}

export interface CampaignCompaniesResponse {
  companies: { _id: string; name: string }[];
}

/**
 * The `/api/campaign` endpoints. Users outside the admin group only reach their own companies'
 * campaigns; another company's campaign answers 404.
 */
export function createCampaignsApi({ request }: Transport) {
  const path = (id: string) => `/campaign/${encodeURIComponent(id)}`;
  return {
    /** GET /api/campaign – readCampaign; 10 per page, newest first; searches name, brand and company. */
    list: (params?: ListParams<CampaignSortField>) =>
      request<CampaignListResponse>("/campaign", { query: listQuery(params) }),
    /** GET /api/campaign/companies – the advertiser companies the caller may choose. */
    companies: () => request<CampaignCompaniesResponse>("/campaign/companies"),
    /** GET /api/campaign/{id} – readCampaign or viewCampaignDetails; 404 for unknown or others' campaigns. */
    get: (id: string) => request<CampaignResponse>(path(id)),
    /** POST /api/campaign/create – 400 `{message, errors}` keyed by value path (`flights.1.endDate`). */
    create: (values: CampaignValues) =>
      request<CampaignResponse>("/campaign/create", { method: "POST", body: values }),
    /** PUT /api/campaign/update/{id} – replaces the values. */
    update: (id: string, values: CampaignValues) =>
      request<CampaignResponse>(`/campaign/update/${encodeURIComponent(id)}`, {
        method: "PUT",
        body: values,
      }),
    /** DELETE /api/campaign/{id} – the campaign and its files. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type CampaignsApi = ReturnType<typeof createCampaignsApi>;
