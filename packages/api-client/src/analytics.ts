import {
  type AnalyticsBreakdown,
  type AnalyticsCounts,
  type AnalyticsFreshness,
  type AnalyticsQueryInput,
  type AnalyticsRange,
  type AnalyticsRates,
  interactionsEndpoints,
  type SuccessBody,
  trackerEndpoints,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type {
  AnalyticsBreakdown,
  AnalyticsCounts,
  AnalyticsFreshness,
  AnalyticsQueryInput,
  AnalyticsRange,
  AnalyticsRates,
};
export type AnalyticsKpisResponse = SuccessBody<typeof trackerEndpoints.kpis>;
export type AnalyticsTimeseriesResponse = SuccessBody<typeof trackerEndpoints.timeseries>;
export type AnalyticsBreakdownResponse = SuccessBody<typeof trackerEndpoints.breakdown>;
export type AnalyticsTopAdsResponse = SuccessBody<typeof trackerEndpoints.topAds>;
export type AnalyticsLayersResponse = SuccessBody<typeof interactionsEndpoints.layers>;

/**
 * The analytics figures (readAnalytics, company-scoped), all over the same filters: company, campaign,
 * ad, format, a range code (default TW) or custom from/to days, and the time zone (default Asia/Kolkata).
 */
export function createAnalyticsApi({ call }: Transport) {
  return {
    /** GET /api/tracker/kpis – counts and rates of the range. */
    kpis: (query: AnalyticsQueryInput = {}) => call(trackerEndpoints.kpis, { query }),
    /** GET /api/tracker/timeseries – one point per hour (ranges up to 2 days) or day, zeros included. */
    timeseries: (query: AnalyticsQueryInput = {}) => call(trackerEndpoints.timeseries, { query }),
    /** GET /api/tracker/breakdown – rows by format, size or device, most impressions first. */
    breakdown: (by: AnalyticsBreakdown, query: AnalyticsQueryInput = {}) =>
      call(trackerEndpoints.breakdown, { query: { ...query, by } }),
    /** GET /api/tracker/top-ads – the ads with the most impressions (limit 1–50, default 10). */
    topAds: (query: AnalyticsQueryInput = {}, limit?: number) =>
      call(trackerEndpoints.topAds, { query: { ...query, ...(limit ? { limit: String(limit) } : {}) } }),
    /** GET /api/interactions/layers – interactions per ad, layer and action. */
    layers: (query: AnalyticsQueryInput = {}) => call(interactionsEndpoints.layers, { query }),
  };
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
