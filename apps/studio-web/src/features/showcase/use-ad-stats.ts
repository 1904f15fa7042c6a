import type { AdStats, ShowcaseAd } from "@adstudio/api-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { showcaseApi } from "./public-api";
import { showcaseKeys } from "./queries";

/** How often the cards' counts are read again while the page is shown. */
export const AD_STATS_REFRESH_MS = 30_000;

/** The ads of a page that can have counts: published ones (a draft has no preview to be seen or scanned). */
export const countedIds = (docs: readonly ShowcaseAd[] | undefined): string[] =>
  (docs ?? []).filter((ad) => ad.status === "published" && ad.location).map((ad) => ad._id);

/**
 * One request for the whole page (never one per card), read again every 30 s. TanStack Query stops the
 * interval while the tab is hidden (refetchIntervalInBackground is false) and reads once on coming back
 * if the counts are older than 30 s, so a forgotten tab sends nothing.
 */
export const adStatsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...showcaseKeys.all, "stats", ...ids],
    queryFn: () => showcaseApi.stats(ids),
    enabled: ids.length > 0,
    staleTime: AD_STATS_REFRESH_MS,
    refetchInterval: AD_STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
    // Counts are an extra: a failed read leaves the cards as they are, without retry storms.
    retry: false,
  });

/** The live counts of a page's cards by ad id (empty until read, and for drafts). */
export function useAdStats(docs: readonly ShowcaseAd[] | undefined): ReadonlyMap<string, AdStats> {
  const ids = countedIds(docs);
  const stats = useQuery(adStatsQuery(ids));
  return useMemo(() => new Map((stats.data?.docs ?? []).map((doc) => [doc._id, doc])), [stats.data]);
}
