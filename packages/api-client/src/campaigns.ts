import {
  type CampaignRecord,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignValues,
  campaignEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

/**
 * CampaignValues: the values of the campaign form template (form-engine's `campaignTemplate`). The server
 * checks them with the template's compiled schema and recomputes the flight costs and the total budget.
 */
export type { CampaignRecord, CampaignStatus, CampaignSummary, CampaignValues };

export type CampaignSortField = SortFieldOf<typeof campaignEndpoints.list>;
export type CampaignListResponse = SuccessBody<typeof campaignEndpoints.list>;
export type CampaignResponse = SuccessBody<typeof campaignEndpoints.get>;
export type CampaignCompaniesResponse = SuccessBody<typeof campaignEndpoints.companies>;

/**
 * The `/api/campaign` endpoints. Users outside the admin group only reach their own companies'
 * campaigns; another company's campaign answers 404.
 */
export function createCampaignsApi({ call }: Transport) {
  const endpoints = campaignEndpoints;
  return {
    /** GET /api/campaign – readCampaign; 10 per page, newest first; searches name, brand and company. */
    list: (params?: ListParams<CampaignSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/campaign/companies – the advertiser companies the caller may choose. */
    companies: () => call(endpoints.companies),
    /** GET /api/campaign/{id} – readCampaign or viewCampaignDetails; 404 for unknown or others' campaigns. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/campaign/create – 400 `{message, errors}` keyed by value path (`flights.1.endDate`). */
    create: (values: CampaignValues) => call(endpoints.create, { body: values }),
    /** PUT /api/campaign/update/{id} – replaces the values. */
    update: (id: string, values: CampaignValues) => call(endpoints.update, { params: { id }, body: values }),
    /** DELETE /api/campaign/{id} – the campaign and its files. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type CampaignsApi = ReturnType<typeof createCampaignsApi>;
