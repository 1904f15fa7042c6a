import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { adKeys } from "../ads/queries";

/**
 * GET /api/ads/tags/{id} – every tag of the ad's live version (under `adKeys.all`, so a publish or a
 * rollback refreshes them). Only asked for a published ad: a draft answers 409.
 */
export const adTagsQuery = (id: string, version: number | null) =>
  queryOptions({
    queryKey: [...adKeys.all, "tags", id, version],
    queryFn: () => api.ads.tags(id),
    enabled: version !== null,
  });
