import type { CampaignSortField, CampaignValues, ListParams } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the campaign screens; `campaignKeys.all` refreshes every list, record and choice. */
export const campaignKeys = {
  all: ["campaigns"] as const,
  lists: ["campaigns", "list"] as const,
};

export const CAMPAIGNS_PATH = "/studio/campaigns";

/** GET /api/campaign – one page of campaigns (newest first unless sorted). */
export const campaignListQuery = (params: ListParams<CampaignSortField>) =>
  queryOptions({ queryKey: [...campaignKeys.lists, params], queryFn: () => api.campaigns.list(params) });

/** GET /api/campaign/{id} – one campaign with its form values. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaignKeys.all, "detail", id],
    queryFn: async () => (await api.campaigns.get(id)).campaign,
  });

/** GET /api/campaign/companies – the advertiser companies this user may choose, as select options. */
export const campaignCompaniesQuery = () =>
  queryOptions({
    queryKey: [...campaignKeys.all, "companies"],
    queryFn: () => api.campaigns.companies(),
    select: (data) => data.companies.map((company) => ({ label: company.name, value: company._id })),
    staleTime: 5 * 60_000,
  });

/** POST /api/campaign/create or PUT /api/campaign/update/{id}. */
export const saveCampaign = (id: string | null, values: CampaignValues) =>
  id === null ? api.campaigns.create(values) : api.campaigns.update(id, values);
