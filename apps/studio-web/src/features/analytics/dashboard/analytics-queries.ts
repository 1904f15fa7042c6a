import type { AnalyticsBreakdown, AnalyticsQueryInput } from "@adstudio/api-client";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** Cache keys of the analytics figures (every query of one filter set shares its filters in the key). */
const analyticsKey = (what: string, query: AnalyticsQueryInput) => ["analytics", what, query] as const;

const figures = <T>(what: string, query: AnalyticsQueryInput, fetch: () => Promise<T>) =>
  queryOptions({
    queryKey: analyticsKey(what, query),
    queryFn: fetch,
    // Changing a filter keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/tracker/kpis. */
export const kpisQuery = (query: AnalyticsQueryInput) =>
  figures("kpis", query, () => api.analytics.kpis(query));

/** GET /api/tracker/timeseries. */
export const timeseriesQuery = (query: AnalyticsQueryInput) =>
  figures("timeseries", query, () => api.analytics.timeseries(query));

/** GET /api/tracker/breakdown?by=… */
export const breakdownQuery = (by: AnalyticsBreakdown, query: AnalyticsQueryInput) =>
  figures(`breakdown-${by}`, query, () => api.analytics.breakdown(by, query));

/** GET /api/tracker/top-ads. */
export const topAdsQuery = (query: AnalyticsQueryInput) =>
  figures("top-ads", query, () => api.analytics.topAds(query, 10));

/** GET /api/interactions/layers. */
export const layersQuery = (query: AnalyticsQueryInput) =>
  figures("layers", query, () => api.analytics.layers(query));
