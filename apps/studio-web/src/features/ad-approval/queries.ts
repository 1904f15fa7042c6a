import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { adKeys } from "../ads/queries";

/**
 * GET /api/ads/approval/{id} – the ad's approval state, review versions and audit trail (under
 * `adKeys.all`, so a publish or rollback elsewhere on the page refreshes it).
 */
export const adApprovalQuery = (id: string) =>
  queryOptions({
    queryKey: [...adKeys.all, "approval", id],
    queryFn: async () => (await api.adApproval.get(id)).approval,
  });
