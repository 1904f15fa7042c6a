import type pg from "pg";

/** The company of an ad (a template's too: its figures from before), or undefined for an unknown id. The id must be a uuid. */
export async function companyOfAdFilter(pool: pg.Pool, adId: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ company_id: string }>({
    name: "analytics-filter-ad",
    text: "select company_id from ads where id = $1::uuid",
    values: [adId],
  });
  return rows[0]?.company_id;
}

/** The company of a campaign, or undefined for an unknown id. The id must be a uuid. */
export async function companyOfCampaignFilter(
  pool: pg.Pool,
  campaignId: string,
): Promise<string | undefined> {
  const { rows } = await pool.query<{ company_id: string }>({
    name: "analytics-filter-campaign",
    text: "select company_id from campaigns where id = $1::uuid",
    values: [campaignId],
  });
  return rows[0]?.company_id;
}
