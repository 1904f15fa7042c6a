import { ANALYTICS_AD_MESSAGE, ANALYTICS_CAMPAIGN_MESSAGE, type AnalyticsQuery } from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";
import { badRequest } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import { companyOfAdFilter, companyOfCampaignFilter } from "./filter-repo.js";

/**
 * Checks the `ad` and `campaign` filters against what the caller may see (`companies` null: the admin
 * group, any existing one): anything else is the caller's mistake, a 400 naming the filter, logged below
 * error level. The shape is checked first, so a value that is not an id never reaches PostgreSQL (whose
 * uuid cast error was answered 400 and logged at error level as an unhandled error).
 */
export async function checkFilters(
  deps: AppDeps,
  query: Pick<AnalyticsQuery, "ad" | "campaign">,
  companies: readonly string[] | null,
): Promise<void> {
  const pool = deps.database.pool;
  const mine = (company: string | undefined) =>
    company !== undefined && (companies === null || companies.includes(company));
  if (query.ad !== undefined) {
    if (!isUuid(query.ad) || !mine(await companyOfAdFilter(pool, query.ad)))
      throw badRequest(ANALYTICS_AD_MESSAGE, { ad: ANALYTICS_AD_MESSAGE });
  }
  if (query.campaign !== undefined) {
    if (!isUuid(query.campaign) || !mine(await companyOfCampaignFilter(pool, query.campaign)))
      throw badRequest(ANALYTICS_CAMPAIGN_MESSAGE, { campaign: ANALYTICS_CAMPAIGN_MESSAGE });
  }
}
