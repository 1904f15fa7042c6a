import type { AdListFilters, AdSortField, ListParams } from "@adstudio/api-client";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the ad screens; `adKeys.all` refreshes every list and ad. */
export const adKeys = {
  all: ["ads"] as const,
  lists: ["ads", "list"] as const,
};

export const ADS_PATH = "/studio/ads";

/** GET /api/ads – one page of ads (newest first unless sorted), with the list's filters. */
export const adListQuery = (params: ListParams<AdSortField>, filters: AdListFilters = {}) =>
  queryOptions({
    queryKey: [...adKeys.lists, params, filters],
    queryFn: () => api.ads.list(params, filters),
    placeholderData: keepPreviousData,
  });

/** GET /api/ads/{id} – one ad with its document. */
export const adQuery = (id: string) =>
  queryOptions({
    queryKey: [...adKeys.all, "detail", id],
    queryFn: async () => (await api.ads.get(id)).ad,
  });

/** GET /api/ads/versions/{id} – the ad's published versions, newest first (under `adKeys.all`). */
export const adVersionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...adKeys.all, "versions", id],
    queryFn: async () => (await api.ads.versions(id)).versions,
  });

/** GET /api/ads/choices – the caller's companies and their campaigns (filters, a new ad's owner). */
export const adChoicesQuery = () =>
  queryOptions({
    queryKey: [...adKeys.all, "choices"],
    queryFn: () => api.ads.choices(),
    staleTime: 60_000,
  });
